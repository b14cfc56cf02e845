import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockGrading } from '../../src/server/modules/grading/grading.repo';
import { RECOMPUTE_BATCH, recomputeAllUsers } from '../../src/server/modules/grading/recompute.service';
import type { DB } from '../../src/server/platform/db/client';
import { isConnectionFault } from '../../src/server/platform/db/db-faults.rules';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/platform/db/unavailable';
import { completeGame } from '../../src/server/workflows/score-entry.service';
import { account, call } from '../support/calls';
import { picksWithResults } from '../support/games';
import { createGame, createLeague, createUsers, type League } from '../support/grading/grading';
import { playerCounts, recomputedFigures, storedFigures } from '../support/grading/truth';
import { sharedTestApp } from '../support/test-app';
import { connect, terminate, urlOf, waitForBackend } from './backends';

// A grading killed by pg_terminate_backend halfway leaves nothing behind, the caller hears about it, the
// pool keeps working, and grading again gives exactly what a full recompute gives.

const t = sharedTestApp();
// More players than one recompute batch, so a late grading writes batch after batch in one transaction.
const PLAYERS = RECOMPUTE_BATCH + 1000;
const RESULT = { homeScore: 3, awayScore: 1, winner: 'home' } as const;

let db: DB;
let league: League;
let users: number[];
let watcher: pg.Client;
const games: Record<'early' | 'middle' | 'late', number> = { early: 0, middle: 0, late: 0 };

async function addPicks(gameId: number, team: (i: number) => number) {
  const rows = users.map((userId, i) => ({ user_id: userId, game_id: gameId, selected_team_id: team(i) }));
  await db.insertInto('picks').values(rows).execute();
}

/** Everything grading may write, for one game and for everyone. */
async function snapshot(gameId: number) {
  return {
    figures: await storedFigures(db),
    boardCounts: (await playerCounts(db)).stored,
    game: await db
      .selectFrom('games')
      .select(['status', 'home_score', 'away_score', 'winner_team_id', 'is_push', 'completed_at'])
      .where('id', '=', gameId)
      .executeTakeFirstOrThrow(),
    picks: await picksWithResults(db)
      .select('g.graded_at')
      .where('p.game_id', '=', gameId)
      .orderBy('p.id')
      .execute(),
    unlocks: await db.selectFrom('achievement_unlocks').select(['user_id', 'type', 'period']).execute(),
  };
}

/** Stored figures equal a full recompute, and running the recompute service changes nothing. */
async function expectTruth() {
  const stored = await storedFigures(db);
  expect(stored).toEqual(await recomputedFigures(db));
  const counts = await playerCounts(db);
  expect(counts.stored).toEqual(counts.counted);
  expect((await recomputeAllUsers(db)).processedUsers).toBeGreaterThanOrEqual(PLAYERS);
  expect(await storedFigures(db)).toEqual(stored);
}

/** Many parallel queries: a dead client left in the pool would fail one of them. */
async function expectPoolWorks() {
  const rows = await Promise.all(
    Array.from({ length: 30 }, (_, i) => sql<{ n: number }>`select ${i}::int as n`.execute(db)),
  );
  expect(rows.map((r) => r.rows[0]!.n)).toEqual(Array.from({ length: 30 }, (_, i) => i));
}

beforeAll(async () => {
  db = t.deps.db;
  watcher = await connect(await urlOf(db));
  league = await createLeague(db);
  users = await createUsers(db, PLAYERS, 'fault');
  games.early = await createGame(db, league, '2026-11-16T18:00:00Z');
  games.middle = await createGame(db, league, '2026-11-17T18:00:00Z');
  games.late = await createGame(db, league, '2026-11-18T18:00:00Z');
  await addPicks(games.early, (i) => (i % 3 === 0 ? league.away : league.home));
  await addPicks(games.middle, (i) => (i % 2 === 0 ? league.away : league.home));
  await addPicks(games.late, (i) => (i % 5 === 0 ? league.away : league.home));
  // Everyone has a graded later game, so grading the earlier ones recomputes everyone.
  await completeGame(t.deps, games.late, RESULT);
}, 120_000);

afterAll(async () => {
  await watcher?.end();
});

describe('a grading whose backend is killed', () => {
  it('halfway through the recompute: nothing stays, the caller gets a 503 error, the retry is true', async () => {
    const before = await snapshot(games.early);
    // A player of the second batch is held, so the grading stops with the first batch written.
    const held = users[PLAYERS - 500]!;
    const blocker = await db.startTransaction().execute();
    await blocker.selectFrom('standings').select('user_id').where('user_id', '=', held).forUpdate().execute();
    const grading = completeGame(t.deps, games.early, RESULT).then(
      () => null,
      (error: unknown) => error,
    );
    const backend = await waitForBackend(watcher, `wait_event_type = 'Lock'`);
    // The standings of the second batch: the game's outcome and the first batch written, all uncommitted.
    expect(backend.query).toMatch(/update standings/);
    await terminate(watcher, backend.pid);
    const error = await grading;
    await blocker.rollback().execute();

    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(isConnectionFault((error as TRPCError).cause)).toBe(true);
    expect(await snapshot(games.early)).toEqual(before);
    expect(before.picks.every((p) => p.result === null)).toBe(true);
    expect(before.game.status).not.toBe('completed');

    await expectPoolWorks();
    const retried = await completeGame(t.deps, games.early, RESULT);
    expect(retried.gradedPicks).toBe(PLAYERS);
    await expectTruth();
  });

  it('while it waits for the grading lock, over HTTP: a 503 with a message, then the retry succeeds', async () => {
    const admin = await account(t, true);
    const score = () =>
      call(t, admin.cookie, 'PUT', `/api/admin/games/${games.middle}/score`, { ...RESULT, force: true });
    const before = await snapshot(games.middle);
    const blocker = await db.startTransaction().execute();
    await lockGrading(blocker);
    const response = score();
    // The score entry has completed the game row (uncommitted) and queues for the grading lock.
    const backend = await waitForBackend(watcher, `wait_event_type = 'Lock' and wait_event = 'advisory'`);
    await terminate(watcher, backend.pid);
    const refused = await response;
    await blocker.rollback().execute();

    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(await snapshot(games.middle)).toEqual(before);

    await expectPoolWorks();
    const retried = await score();
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: games.middle, status: 'completed', homeScore: 3 });
    const middle = await picksWithResults(db).where('p.game_id', '=', games.middle).execute();
    expect(middle.filter((p) => p.result !== null)).toHaveLength(PLAYERS);
    await expectTruth();
  });
});
