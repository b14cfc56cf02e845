import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  createGame,
  createPick,
  createUsers,
  sharedGradingDatabase,
} from '../../../tests/support/grading/grading';
import { storedFigures } from '../../../tests/support/grading/truth';
import { GRADING_LOCK_KEY } from '../modules/grading/grading.repo';
import { archiveClosedSlotsIfFree } from '../modules/grading/period-close.repo';
import {
  CLOSE_LEASE,
  CLOSE_REST_MS,
  type CloseBatch,
  FIRST_BATCH,
  MIN_BATCH,
  PeriodCloser,
  STALLS_BEFORE_MORE_TIME,
  STATEMENT_BUDGET_MS,
} from './period-close';

// A player's week moves to the slot before when their first pick of the next week is graded; the period-close job
// moves it on to period_archive between gradings, so the slot is free for the week after.
const t = sharedGradingDatabase();
const { complete, expectTruth } = t;

const slots = (userId: number) =>
  t.db
    .selectFrom('standings')
    .select(['week_start', 'prev_week_start', 'month_start', 'prev_month_start'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
const archived = (userId: number) =>
  t.db
    .selectFrom('period_archive')
    .select(['period_type', 'period_start'])
    .where('user_id', '=', userId)
    .orderBy('period_type')
    .orderBy('period_start')
    .execute();

/** A player whose week of October 19 (and month of October) waits in the slots before, for the close to move. */
async function aPlayerWithAClosedWeek(): Promise<number> {
  const [ann] = await createUsers(t.db, 1);
  const october = await createGame(t.db, t.league, '2026-10-25T20:00:00Z');
  const november = await createGame(t.db, t.league, '2026-11-02T20:00:00Z');
  for (const game of [october, november]) await createPick(t.db, ann!, game, t.league.home);
  await complete(october, t.league.home);
  await complete(november, t.league.home);
  return ann!;
}

describe('closing weeks and months', () => {
  it('moves the slots before to the archive, leaving every figure and board as it was', async () => {
    const [ann, bob] = await createUsers(t.db, 2);
    // Sunday October 25 and Monday November 2 in New York: a new week and a new month.
    const october = await createGame(t.db, t.league, '2026-10-25T20:00:00Z');
    const november = await createGame(t.db, t.league, '2026-11-02T20:00:00Z');
    for (const u of [ann!, bob!]) await createPick(t.db, u, october, t.league.home);
    await createPick(t.db, ann!, november, t.league.home);
    await complete(october, t.league.home);
    expect((await complete(november, t.league.away)).recomputedUserIds).toEqual([]);
    expect(await slots(ann!)).toEqual({
      week_start: '2026-11-02',
      prev_week_start: '2026-10-19',
      month_start: '2026-11-01',
      prev_month_start: '2026-10-01',
    });
    const before = await storedFigures(t.db);

    const closer = new PeriodCloser({ db: t.db, clock: () => t.now });
    expect(await closer.closeAll()).toBe(1);
    expect(await slots(ann!)).toMatchObject({ prev_week_start: null, prev_month_start: null });
    expect(await archived(ann!)).toEqual([
      { period_type: 'monthly', period_start: '2026-10-01' },
      { period_type: 'weekly', period_start: '2026-10-19' },
    ]);
    expect(await archived(bob!)).toEqual([]);
    expect(await storedFigures(t.db)).toEqual(before);
    await expectTruth();
  });

  it('grades a third week in place once the job has run, and by a walk from the game while it has not', async () => {
    const [ann, bob] = await createUsers(t.db, 2);
    const weeks = ['2026-11-02T20:00:00Z', '2026-11-09T20:00:00Z', '2026-11-16T20:00:00Z'];
    const gamesOf = async (userId: number) => {
      const games = [];
      for (const at of weeks) {
        games.push(await createGame(t.db, t.league, at));
        await createPick(t.db, userId, games.at(-1)!, t.league.home);
      }
      return games;
    };
    const [annGames, bobGames] = [await gamesOf(ann!), await gamesOf(bob!)];
    await complete(annGames[0]!, t.league.home);
    await complete(annGames[1]!, t.league.home);
    await new PeriodCloser({ db: t.db, clock: () => t.now }).closeAll();
    await complete(bobGames[0]!, t.league.home);
    await complete(bobGames[1]!, t.league.home);
    // ann's week of November 2 is archived; bob's still waits in the slot before.
    expect((await slots(ann!)).prev_week_start).toBeNull();
    expect((await slots(bob!)).prev_week_start).toBe('2026-11-02');
    expect((await complete(annGames[2]!, t.league.home)).recomputedUserIds).toEqual([]);
    // bob's week before still holds its slot: his record is walked from the game (ADR 0046), not stepped in place.
    expect(await complete(bobGames[2]!, t.league.home)).toMatchObject({ recomputedUserIds: [], walked: 1 });
    expect((await storedFigures(t.db)).totals[bob!]).toMatchObject({ currentStreak: 3, totalWins: 3 });
    await expectTruth();
  });

  it('rests for ten minutes once a turn left nothing, and closes every batch in its turn until then', async () => {
    let now = t.now.getTime();
    const closer = new PeriodCloser({ db: t.db, clock: () => new Date(now) }, { statementBudgetMs: 5_000 });
    // One instance here: its turns follow each other, whatever the lease of the last one says.
    const turn = async () => {
      await t.db.deleteFrom('job_leases').where('name', '=', CLOSE_LEASE).execute();
      return closer.tick();
    };
    const [ann] = await createUsers(t.db, 1);
    const games = [];
    for (const at of ['2026-11-02T20:00:00Z', '2026-11-09T20:00:00Z', '2026-11-16T20:00:00Z']) {
      games.push(await createGame(t.db, t.league, at));
      await createPick(t.db, ann!, games.at(-1)!, t.league.home);
    }
    await complete(games[0]!, t.league.home);
    expect(await turn()).toBe(0);
    await complete(games[1]!, t.league.home);
    now += CLOSE_REST_MS - 1;
    expect(await turn()).toBe(0);
    now += 1;
    expect(await turn()).toBe(1);
    await complete(games[2]!, t.league.home);
    expect((await closer.closeBatch()).moved).toBe(1);
    await expectTruth();
  });

  // PGlite has one connection: nothing can hold the grading lock beside the close there.
  it.skipIf(!process.env.DATABASE_URL)(
    'waits for no grading: a batch the grading lock is held for moves nothing',
    async () => {
      // Room enough that a busy machine cannot turn the refusal into a statement past its budget.
      const closer = new PeriodCloser({ db: t.db, clock: () => t.now }, { statementBudgetMs: 5_000 });
      expect(closer.batchSize).toBe(FIRST_BATCH);
      const held = await t.db.transaction().execute(async (trx) => {
        // A grading in progress holds the lock: the close does not wait for it, it tries again later.
        await sql`select pg_advisory_xact_lock(${sql.lit(GRADING_LOCK_KEY)}::bigint)`.execute(trx);
        return closer.closeBatch();
      });
      expect(held).toMatchObject({ moved: null, refused: 'grading' });
      expect((await closer.closeBatch()).moved).not.toBeNull();
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'reads no standings row while a grading holds the lock: the lock gates the scan, not each row it finds',
    async () => {
      await aPlayerWithAClosedWeek();
      const read = await t.db.transaction().execute(async (grading) => {
        await sql`select pg_advisory_xact_lock(${sql.lit(GRADING_LOCK_KEY)}::bigint)`.execute(grading);
        return t.db.transaction().execute(async (trx) => {
          expect(await archiveClosedSlotsIfFree(trx, FIRST_BATCH)).toBeNull();
          // This transaction's own counts, before any flush: what the refused batch read of standings.
          const { rows } = await sql<{ scans: number; rows: number }>`
            select (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::int as scans,
              (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::int as rows
            from pg_stat_xact_user_tables where relname = 'standings'`.execute(trx);
          return rows[0];
        });
      });
      expect(read).toEqual({ scans: 0, rows: 0 });
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'lets the lock go when a batch runs past its budget: rolled back, nothing moved, the next batch half as big down to the smallest',
    async () => {
      const ann = await aPlayerWithAClosedWeek();
      const closer = new PeriodCloser({ db: t.db, clock: () => t.now });
      // Another transaction holds ann's standings row: the batch's update waits on it past its statement's budget.
      const tries = await t.db.transaction().execute(async (trx) => {
        await trx.selectFrom('standings').select('user_id').where('user_id', '=', ann).forUpdate().execute();
        const seen = [];
        for (let i = 0; i < 12; i++) {
          const batch = await closer.closeBatch();
          seen.push({ ...batch, size: closer.batchSize, budget: closer.statementBudget });
        }
        return seen;
      });
      expect(tries[0]).toMatchObject({ moved: null, full: false, refused: 'overtime' });
      expect(tries[0]!.ms).toBeGreaterThanOrEqual(STATEMENT_BUDGET_MS - 5);
      expect(tries.map((b) => b.refused)).toEqual(tries.map(() => 'overtime'));
      // Halved down to the smallest batch, which keeps the same budget (the lock is held no longer) until
      // STALLS_BEFORE_MORE_TIME cuts in a row at that size; then each next try gets twice the time, so a machine
      // too busy for even 10 players in the budget slows the close but never stops it.
      const halved = [FIRST_BATCH];
      while (halved.length <= tries.length) halved.push(Math.max(MIN_BATCH, Math.floor(halved.at(-1)! / 2)));
      expect(tries.map((b) => b.size)).toEqual(halved.slice(1));
      let stalls = 0;
      let budget = STATEMENT_BUDGET_MS;
      // Each try's budget after it, from the size it was tried at.
      const budgets = halved.slice(0, -1).map((triedAt) => {
        if (triedAt === MIN_BATCH && ++stalls >= STALLS_BEFORE_MORE_TIME) budget *= 2;
        return budget;
      });
      expect(tries.map((b) => b.budget)).toEqual(budgets);
      expect(budgets.at(-1)).toBeGreaterThan(STATEMENT_BUDGET_MS);
      expect((await slots(ann)).prev_week_start).toBe('2026-10-19');
      expect(await archived(ann)).toEqual([]);
      // The transaction's settings ended with it: the pool's connection has no statement budget left over.
      const { rows } = await sql<{
        timeout: string;
      }>`select current_setting('statement_timeout') as timeout`.execute(t.db);
      expect(rows[0]!.timeout).toBe('0');
      expect(await closer.closeAll()).toBe(1);
      // Through: the budget comes back down by halves.
      expect(closer.statementBudget).toBe(budgets.at(-1)! / 2);
      await expectTruth();
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'backs off while a grading holds the lock, and closes once it is let go',
    async () => {
      await aPlayerWithAClosedWeek();
      const batches: CloseBatch[] = [];
      const closer = new PeriodCloser(
        { db: t.db, clock: () => t.now },
        { onBatch: (b) => batches.push(b), statementBudgetMs: 5_000 },
      );
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const taken = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const grading = t.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${sql.lit(GRADING_LOCK_KEY)}::bigint)`.execute(trx);
        locked();
        await held;
      });
      await taken;
      const closing = closer.closeAll();
      // Held for as long as the first five pauses take at least (50 + 100 + 200 + 400 + 800 ms): at 5 ms a pause,
      // as before, it would have been tried hundreds of times.
      await new Promise((resolve) => setTimeout(resolve, 1_550));
      release();
      await grading;
      expect(await closing).toBe(1);
      const refused = batches.filter((b) => b.refused === 'grading').length;
      expect(refused).toBeGreaterThanOrEqual(1);
      expect(refused).toBeLessThanOrEqual(6);
      expect(batches.at(-1)).toMatchObject({ moved: 1, full: false });
      await expectTruth();
    },
  );
});
