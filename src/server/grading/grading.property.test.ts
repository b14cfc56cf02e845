import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  clearGradingTables,
  createLeague,
  createUsers,
  expectStoredTruth,
  type League,
  setGameResult,
} from '../../../tests/support/grading/grading';
import { recomputedFigures, storedFigures } from '../../../tests/support/grading/truth';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import type { DB } from '../db/client';
import { removeGame } from '../games/game-admin.service';
import { type GradeResult, gradeGame, gradePickManually, ungradeGame } from './grading.service';
import { archiveClosedSlots } from './period-close.repo';
import type { PickResult } from './record.rules';

// "Incremental grading equals a full recompute": random pick histories, random operations through the
// services; after each one every stored figure must equal summarizeRecord/summarizePeriods over the
// graded picks.

let database: TestDatabase;
let db: DB;
let league: League;
const now = new Date('2026-12-05T12:00:00Z');
// A Friday; six 20-hour slots reach past Sunday November 1 (a new month, the end of daylight saving) into
// the week of Monday November 2, and two more lie in the next two weeks, so a player's week can move to the slot
// before twice (the second time while that slot is still taken, unless the period-close job ran in between).
const BASE = Date.parse('2026-10-30T04:00:00Z');
const SLOT_HOURS = [0, 20, 40, 60, 80, 100, 200, 360];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  league = await createLeague(db);
});
afterAll(() => database?.cleanup());

type Outcome = 'home' | 'away' | 'push' | 'unknown';
const finalOutcome = fc.constantFrom<Outcome>('home', 'away', 'push');
const anyOutcome = fc.constantFrom<Outcome>('home', 'away', 'push', 'unknown');
const index = fc.nat({ max: 50 });

// Weighted towards completing games, which is where incremental updates happen.
const opArb = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('complete' as const), game: index, outcome: anyOutcome }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('correct' as const), game: index, outcome: finalOutcome }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('late' as const), outcome: anyOutcome }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('manual' as const),
      pick: index,
      result: fc.constantFrom<PickResult>('win', 'loss', 'push'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), game: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reopen' as const), game: index }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('close' as const), limit: fc.integer({ min: 1, max: 3 }) }),
  },
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

const scenarioArb = fc.record({
  users: fc.integer({ min: 1, max: 4 }),
  // Few slots, so games often share a start time and the game id decides their order.
  slots: fc.array(fc.integer({ min: 0, max: SLOT_HOURS.length - 1 }), { minLength: 2, maxLength: 8 }),
  // One cell per user and game: no pick (null), the home team (true) or the away team (false).
  grid: fc.array(fc.option(fc.boolean(), { nil: null, freq: 4 }), { minLength: 32, maxLength: 32 }),
  ops: fc.array(opArb, { minLength: 6, maxLength: 16 }),
});

interface GameState {
  id: number;
  at: number;
  outcome: Outcome | null;
}

const winnerOf = (outcome: Outcome) =>
  outcome === 'home' ? league.home : outcome === 'away' ? league.away : outcome === 'push' ? 'push' : null;

const paths = { incremental: 0, recompute: 0 };
function count(result: GradeResult) {
  paths.recompute += result.recomputedUserIds.length;
  paths.incremental += result.affectedUserIds.length - result.recomputedUserIds.length;
}

const inTrx = <T>(fn: (trx: DB) => Promise<T>) => db.transaction().execute(fn);

async function complete(game: GameState, outcome: Outcome) {
  game.outcome = outcome;
  count(
    await inTrx(async (trx) => {
      await setGameResult(trx, game.id, winnerOf(outcome));
      return gradeGame(trx, game.id, now);
    }),
  );
}

async function apply(op: Op, games: GameState[]) {
  const open = games.filter((g) => g.outcome === null);
  const done = games.filter((g) => g.outcome !== null);
  const pickOf = <T>(list: T[], i: number) => (list.length ? list[i % list.length] : undefined);
  if (op.kind === 'complete') {
    const game = pickOf(open, op.game);
    if (game) await complete(game, op.outcome);
  } else if (op.kind === 'late') {
    const earliest = [...open].sort((a, b) => a.at - b.at || a.id - b.id)[0];
    if (earliest) await complete(earliest, op.outcome);
  } else if (op.kind === 'correct') {
    const game = pickOf(done, op.game);
    if (game) await complete(game, op.outcome);
  } else if (op.kind === 'manual') {
    const unknown = done.filter((g) => g.outcome === 'unknown').map((g) => g.id);
    const picks = unknown.length
      ? await db.selectFrom('picks').select('id').where('game_id', 'in', unknown).orderBy('id').execute()
      : [];
    const pick = pickOf(picks, op.pick);
    if (pick) count(await inTrx((trx) => gradePickManually(trx, pick.id, op.result, now)));
  } else if (op.kind === 'delete') {
    const game = pickOf(games, op.game);
    if (!game) return;
    await inTrx((trx) => removeGame(trx, game.id));
    games.splice(games.indexOf(game), 1);
  } else if (op.kind === 'close') {
    // The period-close job moves some players' closed weeks and months to the archive.
    await inTrx((trx) => archiveClosedSlots(trx, op.limit));
  } else {
    // An admin reopens a final game: it is live again and its picks lose their grades.
    const game = pickOf(done, op.game);
    if (!game) return;
    game.outcome = null;
    await inTrx(async (trx) => {
      await trx
        .updateTable('games')
        .set({ status: 'live', winner_team_id: null, is_push: false })
        .where('id', '=', game.id)
        .execute();
      await ungradeGame(trx, game.id);
    });
  }
}

it('keeps every stored figure equal to a full recompute, whatever happens to the games', async () => {
  await fc.assert(
    fc.asyncProperty(scenarioArb, async (scenario) => {
      await clearGradingTables(db);
      const userIds = await createUsers(db, scenario.users, 'prop');
      const rows = await db
        .insertInto('games')
        .values(
          scenario.slots.map((slot) => ({
            sport_id: league.sportId,
            home_team_id: league.home,
            away_team_id: league.away,
            scheduled_time: new Date(BASE + SLOT_HOURS[slot]! * 3_600_000),
          })),
        )
        .returning(['id', 'scheduled_time'])
        .execute();
      const games: GameState[] = rows.map((r) => ({
        id: r.id,
        at: r.scheduled_time.getTime(),
        outcome: null,
      }));
      const picks = userIds.flatMap((user_id, u) =>
        games.flatMap((game, g) => {
          const home = scenario.grid[u * 8 + g];
          if (home === null || home === undefined) return [];
          return [{ user_id, game_id: game.id, selected_team_id: home ? league.home : league.away }];
        }),
      );
      if (picks.length) await db.insertInto('picks').values(picks).execute();

      // Checked after every operation: a later recompute must not hide an earlier wrong update.
      for (const op of scenario.ops) {
        await apply(op, games);
        expect(await storedFigures(db)).toEqual(await recomputedFigures(db));
      }
      // The trigger-kept boards: counts, rank groups and top lists (cheaper to check once a run).
      await expectStoredTruth(db);
      // Grading again changes nothing.
      for (const game of games.filter((g) => g.outcome !== null))
        expect((await gradeGame(db, game.id, now)).graded).toEqual([]);
    }),
    { numRuns: 80 },
  );
  // The operations must have exercised both ways of updating a record.
  console.log(paths);
  expect(paths.incremental).toBeGreaterThan(0);
  expect(paths.recompute).toBeGreaterThan(0);
}, 120_000);
