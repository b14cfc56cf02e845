import { describe, expect, it } from 'vitest';
import { makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { startGamesJob } from '../../modules/games/games.jobs';
import { claimJobTurn, extendJobTurn, Scheduler } from './scheduler';
import { tryTransactionLock } from './scheduler.repo';

const t = sharedTestApp();

describe('scheduler', () => {
  it('moves games whose start has passed to live, by itself, and leaves the rest', async () => {
    const sport = await makeSport(t.deps.db);
    const due = await makeGame(t.deps.db, { ...matchup(sport), startsInMinutes: -1 });
    const later = await makeGame(t.deps.db, { ...matchup(sport), startsInMinutes: 30 });
    const done = await makeGame(t.deps.db, { ...matchup(sport), startsInMinutes: -300, status: 'completed' });
    const scheduler = new Scheduler(t.deps.db, [startGamesJob], { intervalMs: 50 });
    scheduler.start();
    await expect
      .poll(
        async () =>
          (
            await t.deps.db
              .selectFrom('games')
              .select('status')
              .where('id', '=', due.id)
              .executeTakeFirstOrThrow()
          ).status,
      )
      .toBe('live');
    await scheduler.stop();
    const statuses = await t.deps.db
      .selectFrom('games')
      .select(['id', 'status'])
      .where('id', 'in', [later.id, done.id])
      .orderBy('id')
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['scheduled', 'completed']);
    expect(await scheduler.tick()).toEqual({ ran: true, results: { startGames: [] } });
  });

  it('runs on one instance at a time: a tick skips while another session holds the lock', async () => {
    const scheduler = new Scheduler(t.deps.db, [startGamesJob], { lockKey: 4242 });
    if (t.database.kind === 'pglite') {
      // The embedded database is one process with one connection: there is no second instance to exclude,
      // but the lock is still taken and released per tick.
      expect((await scheduler.tick()).ran).toBe(true);
      expect((await scheduler.tick()).ran).toBe(true);
      return;
    }
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => {
      locked = r;
    });
    const holder = t.deps.db.transaction().execute(async (trx) => {
      expect(await tryTransactionLock(trx, 4242)).toBe(true);
      locked();
      await held;
    });
    await isLocked;
    expect(await scheduler.tick()).toEqual({ ran: false, results: {} });
    release();
    await holder;
    expect((await scheduler.tick()).ran).toBe(true);
  });

  it('extends a turn only while its lease runs: no other instance can claim it meanwhile, and one can once it ran out', async () => {
    const name = 'a-long-turn';
    expect(await claimJobTurn(t.deps.db, name, 60_000)).toBe(true);
    expect(await extendJobTurn(t.deps.db, name, 60_000)).toBe(true);
    expect(await claimJobTurn(t.deps.db, name, 60_000)).toBe(false);
    // The lease ran out: an extension comes too late, and the next claim gets the turn.
    await t.deps.db
      .updateTable('job_leases')
      .set({ next_run_at: new Date(Date.now() - 1_000) })
      .where('name', '=', name)
      .execute();
    expect(await extendJobTurn(t.deps.db, name, 60_000)).toBe(false);
    expect(await claimJobTurn(t.deps.db, name, 60_000)).toBe(true);
  });
});
