// Test data for grading and leaderboards: plain rows, no services, so tests decide every detail.
// The checks against the truth (full recompute, recounted boards) are in truth.ts.
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { gradeGame } from '../../../src/server/modules/grading/grading.service';
import type { DB } from '../../../src/server/platform/db/client';
import { createTestDatabase, type TestDatabase } from '../test-database';
import {
  boardRanks,
  boardRecords,
  leaderLists,
  playerCounts,
  recomputedFigures,
  storedFigures,
} from './truth';

export interface League {
  sportId: number;
  home: number;
  away: number;
}

let sequence = 0;

/** A sport with two teams; every fixture game is between them. */
export async function createLeague(db: DB): Promise<League> {
  sequence += 1;
  const { id: sportId } = await db
    .insertInto('sports')
    .values({ name: `Sport ${process.pid} ${sequence}`, display_name: 'Test sport' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const teams = await db
    .insertInto('teams')
    .values([
      { sport_id: sportId, name: 'Home Team' },
      { sport_id: sportId, name: 'Away Team' },
    ])
    .returning('id')
    .execute();
  return { sportId, home: teams[0]!.id, away: teams[1]!.id };
}

export async function createUsers(db: DB, count: number, prefix = 'fx'): Promise<number[]> {
  if (count === 0) return [];
  sequence += 1;
  const rows = Array.from({ length: count }, (_, i) => ({
    username: `${prefix}_${sequence}_${i}`,
    email: null,
    password_hash: 'x',
  }));
  return (await db.insertInto('users').values(rows).returning('id').execute()).map((r) => r.id);
}

export async function createGame(db: DB, league: League, scheduledTime: Date | string): Promise<number> {
  const row = await db
    .insertInto('games')
    .values({
      sport_id: league.sportId,
      home_team_id: league.home,
      away_team_id: league.away,
      scheduled_time: scheduledTime,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createPick(db: DB, userId: number, gameId: number, teamId: number): Promise<number> {
  const row = await db
    .insertInto('picks')
    .values({ user_id: userId, game_id: gameId, selected_team_id: teamId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a game completed with a winning team, a push, or an unknown winner (null). */
export async function setGameResult(db: DB, gameId: number, winner: number | 'push' | null): Promise<void> {
  await db
    .updateTable('games')
    .set({
      status: 'completed',
      winner_team_id: winner === 'push' ? null : winner,
      is_push: winner === 'push',
      home_score: 0,
      away_score: 0,
    })
    .where('id', '=', gameId)
    .execute();
}

/** Empties every table grading touches, keeping sports and teams. */
export async function clearGradingTables(db: DB): Promise<void> {
  await db.deleteFrom('period_archive').execute();
  // Kept without foreign keys (a grading writes a game's at once): they go with the rows they name only here.
  await db.deleteFrom('record_checkpoints').execute();
  await db.deleteFrom('picks').execute();
  await db.deleteFrom('games').execute();
  await db.deleteFrom('users').execute();
}

export interface GradingTestDatabase {
  db: DB;
  league: League;
  now: Date;
  /** Completes a game and grades it in one transaction, as the score entry does. */
  complete(gameId: number, winner: number | 'push' | null): ReturnType<typeof gradeGame>;
  /** Stored figures must equal a full recompute, and the boards a recount. */
  expectTruth(): Promise<void>;
}

/** Stored figures equal a full recompute, and every board's counts, ranks and top list a recount. */
export async function expectStoredTruth(db: DB): Promise<void> {
  const truth = await recomputedFigures(db);
  expect(await storedFigures(db)).toEqual(truth);
  const counts = await playerCounts(db);
  expect(counts.stored).toEqual(counts.counted);
  const ranks = await boardRanks(db);
  expect(ranks.fromGroups).toEqual(ranks.fromRows);
  const leaders = await leaderLists(db);
  expect(leaders.stored).toEqual(leaders.expected);
  const records = await boardRecords(db, truth);
  expect(records.shown).toEqual(records.recomputed);
}

/** One database for the test file, emptied before each test. */
export function sharedGradingDatabase(): GradingTestDatabase {
  let database: TestDatabase;
  const t = { now: new Date('2026-11-21T15:00:00Z') } as GradingTestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    t.db = database.db;
    t.league = await createLeague(t.db);
  });
  afterAll(() => database?.cleanup());
  beforeEach(() => clearGradingTables(t.db));
  t.complete = (gameId, winner) =>
    t.db.transaction().execute(async (trx) => {
      await setGameResult(trx, gameId, winner);
      return gradeGame(trx, gameId);
    });
  t.expectTruth = () => expectStoredTruth(t.db);
  return t;
}

/** The code and message of the TRPCError a call fails with. */
export async function failure(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return { code: (error as TRPCError).code, message: (error as TRPCError).message };
}
