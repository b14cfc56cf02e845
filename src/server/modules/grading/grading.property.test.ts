import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  clearGradingTables,
  createLeague,
  createUsers,
  expectStoredTruth,
  type League,
  setGameResult,
} from '../../../../tests/support/grading/grading';
import {
  recomputedCheckpoints,
  recomputedFigures,
  storedCheckpoints,
  storedFigures,
} from '../../../../tests/support/grading/truth';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { pickResultSql } from '../../kernel/pick-result.sql';
import type { PickResult } from '../../kernel/record.rules';
import type { DB } from '../../platform/db/client';
import { removeGame } from '../../workflows/game-admin.service';
import { earnedFromHistory, unlockKey } from '../achievements/achievements.rules';
import { awardAfterGrading } from '../achievements/achievements.service';
import { type GradeResult, gradeGame, gradePickManually, ungradeGame } from './grading.service';
import { archiveClosedSlotsIfFree } from './period-close.repo';
import { gradedHistories } from './recompute.service';

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
const armedArb = fc.nat({ max: 2 }).map((n) => n === 0);

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
  // A player arms (or disarms) their shield on a pick of a game not graded yet, or takes a pick back: before lock.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('arm' as const), pick: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unpick' as const), pick: index }) },
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
  // Whether the player's streak shield rides on each cell's pick (a third of them).
  armed: fc.array(armedArb, { minLength: 32, maxLength: 32 }),
  ops: fc.array(opArb, { minLength: 6, maxLength: 16 }),
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

/**
 * One player, seven games of one week all picked home, the sixth armed: five wins earn a shield, the sixth loses and
 * spends it, the seventh wins on the streak it kept; the sixth is corrected to a win (the shield comes back), to a
 * loss again, and deleted (the shield comes back again).
 */
const shieldSpentThenCorrected = (): Scenario => ({
  users: 1,
  slots: [0, 0, 1, 1, 2, 3, 3],
  grid: Array.from({ length: 32 }, (_, i) => (i < 7 ? true : null)),
  armed: Array.from({ length: 32 }, (_, i) => i === 5),
  ops: [
    ...(['home', 'home', 'home', 'home', 'home', 'away', 'home'] as const).map((outcome) => ({
      kind: 'late' as const,
      outcome,
    })),
    { kind: 'correct', game: 5, outcome: 'home' },
    { kind: 'correct', game: 5, outcome: 'away' },
    { kind: 'delete', game: 5 },
  ],
});

interface GameState {
  id: number;
  at: number;
  outcome: Outcome | null;
}

const winnerOf = (outcome: Outcome) =>
  outcome === 'home' ? league.home : outcome === 'away' ? league.away : outcome === 'push' ? 'push' : null;

const paths = { incremental: 0, walked: 0, recompute: 0 };
function count(result: GradeResult) {
  paths.recompute += result.recomputedUserIds.length;
  paths.walked += result.walked;
  paths.incremental +=
    (result.game?.picks ?? 0) +
    result.affectedUserIds.length -
    result.recomputedUserIds.length -
    result.walked;
}

const shields = { spent: 0 };
/** How many graded picks spent a shield: armed, lost, with a shield held before them (their checkpoint's). */
async function shieldedLosses(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from picks p join games g on g.id = p.game_id
      join record_checkpoints k on (k.game_id, k.user_id) = (p.game_id, p.user_id)
    where p.shield_armed and k.shield_held and ${pickResultSql()} = 'loss'`.execute(db);
  return rows[0]?.n ?? 0;
}

const inTrx = <T>(fn: (trx: DB) => Promise<T>) => db.transaction().execute(fn);

/** What an operation changed, as the awarding that follows it in the server is told (null: no record changed). */
interface Change {
  userIds: number[];
  ofGame?: number;
  earned?: { userId: number; type: string }[];
  historyUserIds?: number[];
  gameTime: Date;
}

const gradingChange = (result: GradeResult, at: number): Change => ({
  userIds: result.affectedUserIds,
  ...(result.game ? { ofGame: result.game.gameId } : {}),
  earned: result.earned,
  historyUserIds: result.recomputedUserIds,
  gameTime: new Date(at),
});

async function complete(game: GameState, outcome: Outcome): Promise<Change> {
  game.outcome = outcome;
  const result = await inTrx(async (trx) => {
    await setGameResult(trx, game.id, winnerOf(outcome));
    return gradeGame(trx, game.id);
  });
  count(result);
  return gradingChange(result, game.at);
}

async function apply(op: Op, games: GameState[]): Promise<Change | null> {
  const open = games.filter((g) => g.outcome === null);
  const done = games.filter((g) => g.outcome !== null);
  const pickOf = <T>(list: T[], i: number) => (list.length ? list[i % list.length] : undefined);
  if (op.kind === 'complete') {
    const game = pickOf(open, op.game);
    return game ? complete(game, op.outcome) : null;
  }
  if (op.kind === 'late') {
    const earliest = [...open].sort((a, b) => a.at - b.at || a.id - b.id)[0];
    return earliest ? complete(earliest, op.outcome) : null;
  }
  if (op.kind === 'correct') {
    const game = pickOf(done, op.game);
    return game ? complete(game, op.outcome) : null;
  }
  if (op.kind === 'manual') {
    const unknown = done.filter((g) => g.outcome === 'unknown').map((g) => g.id);
    const picks = unknown.length
      ? await db.selectFrom('picks').select('id').where('game_id', 'in', unknown).orderBy('id').execute()
      : [];
    const pick = pickOf(picks, op.pick);
    if (!pick) return null;
    const result = await inTrx((trx) => gradePickManually(trx, pick.id, op.result, now));
    count(result);
    return gradingChange(result, result.gameTime.getTime());
  }
  if (op.kind === 'delete') {
    const game = pickOf(games, op.game);
    if (!game) return null;
    const { affectedUserIds } = await inTrx((trx) => removeGame(trx, game.id));
    games.splice(games.indexOf(game), 1);
    return { userIds: affectedUserIds, gameTime: new Date(game.at) };
  }
  if (op.kind === 'arm' || op.kind === 'unpick') {
    const notGraded = open.map((g) => g.id);
    const picks = notGraded.length
      ? await db
          .selectFrom('picks')
          .select(['id', 'shield_armed'])
          .where('game_id', 'in', notGraded)
          .orderBy('id')
          .execute()
      : [];
    const pick = pickOf(picks, op.pick);
    if (!pick) return null;
    if (op.kind === 'unpick') await db.deleteFrom('picks').where('id', '=', pick.id).execute();
    else
      await db
        .updateTable('picks')
        .set({ shield_armed: !pick.shield_armed })
        .where('id', '=', pick.id)
        .execute();
    return null;
  }
  if (op.kind === 'close') {
    // The period-close job moves some players' closed weeks and months to the archive.
    await inTrx((trx) => archiveClosedSlotsIfFree(trx, op.limit));
    return null;
  }
  // An admin reopens a final game: it is live again and its picks lose their grades.
  const game = pickOf(done, op.game);
  if (!game) return null;
  game.outcome = null;
  const { affectedUserIds } = await inTrx(async (trx) => {
    await trx
      .updateTable('games')
      .set({ status: 'live', winner_team_id: null, is_push: false })
      .where('id', '=', game.id)
      .execute();
    return ungradeGame(trx, game.id);
  });
  return { userIds: affectedUserIds, gameTime: new Date(game.at) };
}

/**
 * Players, games at the given times and the grid's picks (one cell per player and game, `width` per player), each
 * carrying the player's shield where `armed` says so.
 */
async function setUpGames(
  users: number,
  times: number[],
  grid: (boolean | null)[],
  armed: boolean[],
  width: number,
) {
  await clearGradingTables(db);
  const userIds = await createUsers(db, users, 'prop');
  const rows = await db
    .insertInto('games')
    .values(
      times.map((at) => ({
        sport_id: league.sportId,
        home_team_id: league.home,
        away_team_id: league.away,
        scheduled_time: new Date(at),
      })),
    )
    .returning(['id', 'scheduled_time'])
    .execute();
  const games: GameState[] = rows.map((r) => ({ id: r.id, at: r.scheduled_time.getTime(), outcome: null }));
  const picks = userIds.flatMap((user_id, u) =>
    games.flatMap((game, g) => {
      const home = grid[u * width + g];
      if (home === null || home === undefined) return [];
      return [
        {
          user_id,
          game_id: game.id,
          selected_team_id: home ? league.home : league.away,
          shield_armed: armed[u * width + g] ?? false,
        },
      ];
    }),
  );
  if (picks.length) await db.insertInto('picks').values(picks).execute();
  return { userIds, games };
}

it('keeps every stored figure equal to a full recompute, whatever happens to the games', async () => {
  await fc.assert(
    fc.asyncProperty(scenarioArb, async (scenario) => {
      const times = scenario.slots.map((slot) => BASE + SLOT_HOURS[slot]! * 3_600_000);
      const { games } = await setUpGames(scenario.users, times, scenario.grid, scenario.armed, 8);

      // Checked after every operation: a later recompute must not hide an earlier wrong update.
      for (const op of scenario.ops) {
        await apply(op, games);
        expect(await storedFigures(db)).toEqual(await recomputedFigures(db));
        // What the next correction walks from: the record before every graded pick, as a full recompute gives it.
        expect(await storedCheckpoints(db)).toEqual(await recomputedCheckpoints(db));
        shields.spent += await shieldedLosses();
      }
      // The trigger-kept boards: counts, rank groups and top lists (cheaper to check once a run).
      await expectStoredTruth(db);
      // Grading again changes nothing.
      for (const game of games.filter((g) => g.outcome !== null))
        expect(await gradeGame(db, game.id)).toMatchObject({ game: null, graded: [] });
    }),
    { numRuns: 80, examples: [[shieldSpentThenCorrected()]] },
  );
  // The operations must have exercised both ways of updating a record; every record walked had its checkpoints, so
  // none was recomputed whole (that is for a database from before them: grading.service.test.ts).
  console.log(paths);
  expect(paths.incremental).toBeGreaterThan(0);
  expect(paths.walked).toBeGreaterThan(0);
  expect(paths.recompute).toBe(0);
  // And shields must have been spent (an armed loss while one was held), not only carried.
  console.log(shields);
  expect(shields.spent).toBeGreaterThan(0);
}, 120_000);

// "Incremental awarding equals a replay": random seasons of a few players, random operations; after each one the
// awarding the server runs after it (achievements.service's awardAfterGrading, told what the grading statement
// decided in place) must leave exactly the unlocks a replay gives. An unlock is never taken back, so the replay
// is every record achievement the players' records reached after any operation, read from the whole record
// (earnedFromHistory). The weekly board's achievements depend on other players' places, not on the record, and
// are left out here (achievements.competition.test.ts has them).
const BOARD_TYPES = new Set(['weekly_champion', 'podium_finish', 'dark_horse']);
const SEASON_GAMES = 28;
// 20-hour slots from Friday October 30: five weeks, two month turns (November 1 and December 1).
const seasonArb = fc.record({
  users: fc.integer({ min: 1, max: 2 }),
  slots: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 12, maxLength: SEASON_GAMES }),
  grid: fc.array(fc.option(fc.boolean(), { nil: null, freq: 10 }), {
    minLength: 2 * SEASON_GAMES,
    maxLength: 2 * SEASON_GAMES,
  }),
  armed: fc.array(armedArb, { minLength: 2 * SEASON_GAMES, maxLength: 2 * SEASON_GAMES }),
  ops: fc.array(
    fc.oneof(
      { weight: 8, arbitrary: fc.record({ kind: fc.constant('late' as const), outcome: finalOutcome }) },
      { weight: 4, arbitrary: opArb },
    ),
    { minLength: 12, maxLength: 40 },
  ),
});
type Season = typeof seasonArb extends fc.Arbitrary<infer T> ? T : never;

/** One player picking the home team of 28 games played in order, the home team winning 20 then losing 8. */
const seasonInOrder = (): Season => ({
  users: 1,
  slots: Array.from({ length: SEASON_GAMES }, (_, i) => i),
  grid: Array.from({ length: 2 * SEASON_GAMES }, () => true),
  // The 21st pick loses with a shield held (earned by the first week's 5th win): the streak of 20 survives it.
  armed: Array.from({ length: 2 * SEASON_GAMES }, (_, i) => i === 20),
  ops: Array.from({ length: SEASON_GAMES }, (_, i) => ({
    kind: 'late' as const,
    outcome: i < 20 ? ('home' as const) : ('away' as const),
  })),
});

async function storedUnlocks(): Promise<string[]> {
  const rows = await db.selectFrom('achievement_unlocks').select(['user_id', 'type', 'period']).execute();
  return rows
    .filter((r) => !BOARD_TYPES.has(r.type))
    .map((r) => `${r.user_id}|${unlockKey(r)}`)
    .sort();
}

it('awards exactly what a replay of the same operations awards, for every record achievement', async () => {
  const reached = new Set<string>();
  await fc.assert(
    fc.asyncProperty(seasonArb, async (season) => {
      const times = season.slots.map((slot) => BASE + slot * 20 * 3_600_000);
      const { userIds, games } = await setUpGames(
        season.users,
        times,
        season.grid,
        season.armed,
        SEASON_GAMES,
      );

      const replay = new Set<string>();
      for (const op of season.ops) {
        const change = await apply(op, games);
        if (change) await awardAfterGrading(db, change, now, change.gameTime);
        for (const [userId, history] of await gradedHistories(db, userIds)) {
          for (const e of earnedFromHistory(history)) replay.add(`${userId}|${unlockKey(e)}`);
        }
        expect(await storedUnlocks()).toEqual([...replay].sort());
      }
      for (const key of replay) reached.add(key.split('|')[1]!);
    }),
    { numRuns: 25, examples: [[seasonInOrder()]] },
  );
  // The seasons must reach the achievements whose state the grading statement keeps.
  console.log([...reached].sort());
  for (const type of [
    'first_five',
    'hot_streak',
    'on_fire',
    'learning_curve',
    'perfect_week',
    'sniper',
    'shielded',
  ])
    expect(reached).toContain(type);
}, 240_000);
