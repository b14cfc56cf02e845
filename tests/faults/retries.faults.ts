import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../src/server/kernel/events';
import type { DB } from '../../src/server/platform/db/client';
import type { UserRow } from '../../src/server/platform/db/schema';
import { inTransaction } from '../../src/server/platform/db/transaction';
import { createPick } from '../../src/server/workflows/new-picks';
import { account } from '../support/calls';
import { makeGame, makeSport, matchup } from '../support/games';
import { sharedTestApp } from '../support/test-app';
import { connect, terminate, urlOf, waitForBackend } from './backends';

// Real deadlocks and serialization failures between two connections: the transaction helper runs the
// losing transaction again, and the operation succeeds as if nothing had happened.

const t = sharedTestApp();
let db: DB;
let url: string;
let watcher: pg.Client;
let other: pg.Client;

beforeAll(async () => {
  db = t.deps.db;
  url = await urlOf(db);
  watcher = await connect(url);
  other = await connect(url);
});

// A test that failed halfway must not leave the other connection's locks to the next one.
afterEach(async () => {
  await other.query('rollback');
});

afterAll(async () => {
  await other?.end();
  await watcher?.end();
});

describe('a deadlock', () => {
  it('between a pick being saved and another transaction: the pick is re-run and saved once', async () => {
    const { row: player } = await account(t);
    const sport = await makeSport(db);
    const game = await makeGame(db, {
      ...matchup(sport),
    });
    const published: BusEvent[] = [];
    const unsubscribe = t.deps.events.subscribe((e) => published.push(e));

    // The other transaction holds the player's row; it waits long before checking for deadlocks, so the
    // pick's transaction is the one PostgreSQL picks to fail.
    await other.query('begin');
    await other.query(`set local deadlock_timeout = '30s'`);
    await other.query('select id from users where id = $1 for update', [player.id]);
    const saving = createPick(t.deps, player as UserRow, {
      gameId: game.id,
      selectedTeamId: sport.teams[0]!.id,
    });
    // Awaited below; if a step before fails, its rejection must not surface as a second, unrelated error.
    saving.catch(() => {});
    // The pick's batch holds its game's row (shared) and waits for its player's row, both in pick_facts_many
    // (ADR 0032, 0035).
    const pick = await waitForBackend(watcher, `wait_event_type = 'Lock'`);
    expect(pick.query).toMatch(/pick_facts_many\(/);
    // Now the other transaction wants the game row for an update: each waits for the other.
    await other.query('select id from games where id = $1 for update', [game.id]);
    // It got the game row while still holding the player's row, so the pick's first attempt was rolled back.
    await other.query('commit');

    const made = await saving;
    unsubscribe();
    expect(made.pick).toMatchObject({ gameId: game.id, selectedTeamId: sport.teams[0]!.id });
    const rows = await db.selectFrom('picks').select('id').where('user_id', '=', player.id).execute();
    expect(rows).toEqual([{ id: made.pick.id }]);
    // Events go out after the commit, so the failed attempt published nothing.
    expect(published.filter((e) => e.type === 'pick.saved')).toEqual([
      { type: 'pick.saved', userId: player.id, gameId: game.id, pickId: made.pick.id },
    ]);
  });
});

describe('a batch of new picks whose backend is killed', () => {
  it('answers an error to every caller of the batch, stores none of it, and the next batch works', async () => {
    const players = await Promise.all([account(t), account(t), account(t)]);
    const sport = await makeSport(db);
    const game = await makeGame(db, { ...matchup(sport) });
    // The other connection holds the last player's row: the batch waits in pick_facts_many with the other
    // players' rows locked, and is killed there.
    await other.query('begin');
    await other.query('select id from users where id = $1 for update', [players[2]!.row.id]);
    const calls = players.map(({ row }) =>
      createPick(t.deps, row as UserRow, { gameId: game.id, selectedTeamId: sport.teams[0]!.id }),
    );
    for (const call of calls) call.catch(() => {});
    const batch = await waitForBackend(watcher, `wait_event_type = 'Lock'`);
    expect(batch.query).toMatch(/pick_facts_many\(/);
    await terminate(watcher, batch.pid);
    const answers = await Promise.allSettled(calls);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected', 'rejected']);
    await other.query('commit');
    const ids = players.map(({ row }) => row.id);
    expect(await db.selectFrom('picks').select('id').where('user_id', 'in', ids).execute()).toEqual([]);

    const again = await Promise.all(
      players.map(({ row }) =>
        createPick(t.deps, row as UserRow, { gameId: game.id, selectedTeamId: sport.teams[0]!.id }),
      ),
    );
    const stored = await db
      .selectFrom('picks')
      .select('id')
      .where('user_id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(stored.map((r) => r.id)).toEqual(again.map((a) => a.pick.id).sort((a, b) => a - b));
  });
});

describe('a serialization failure', () => {
  /** A team with 10 wins, of a sport of its own. */
  const freshTeam = async () => (await makeSport(db)).teams[0]!.id;
  const wins = async (teamId: number) =>
    (await db.selectFrom('teams').select('wins').where('id', '=', teamId).executeTakeFirstOrThrow()).wins;

  /**
   * A read-modify-write of a team's record: the first attempt reads, then another connection adds 10 and
   * commits, then the attempt writes what it read plus one.
   */
  function addOneAfterConcurrentUpdate(teamId: number) {
    let attempts = 0;
    return async (trx: DB) => {
      attempts += 1;
      const read = await trx
        .selectFrom('teams')
        .select('wins')
        .where('id', '=', teamId)
        .executeTakeFirstOrThrow();
      if (attempts === 1) await other.query('update teams set wins = wins + 10 where id = $1', [teamId]);
      await trx
        .updateTable('teams')
        .set({ wins: read.wins + 1 })
        .where('id', '=', teamId)
        .execute();
      return attempts;
    };
  }

  it('is real: a plain REPEATABLE READ transaction loses to the concurrent update', async () => {
    const team = await freshTeam();
    const run = addOneAfterConcurrentUpdate(team);
    await expect(db.transaction().setIsolationLevel('repeatable read').execute(run)).rejects.toMatchObject({
      code: '40001',
    });
    expect(await wins(team)).toBe(20);
  });

  it.each(['repeatable read', 'serializable'] as const)(
    'at %s the helper re-runs it: the second attempt sees the update and nothing is lost',
    async (isolation) => {
      const team = await freshTeam();
      const attempts = await inTransaction(db, addOneAfterConcurrentUpdate(team), { isolation });
      expect(attempts).toBe(2);
      expect(await wins(team)).toBe(21);
    },
  );
});
