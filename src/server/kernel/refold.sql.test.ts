import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { monthStart, weekStart } from '../../shared/periods';
import type { PickResult } from './record.rules';
import { emptyStart, type RefoldPick, type RefoldStart, refold } from './refold.rules';
import { monthStartSql, refoldEndSql, refoldPeriodsSql, refoldStepsSql, weekStartSql } from './refold.sql';

// refold (refold.rules.ts) and its SQL twin (refold.sql.ts) on the same walks in the real database: random records
// of several players, each walked from a random checkpoint of it; every step, end and period must agree.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.cleanup());

const BASE = Date.parse('2026-10-26T16:00:00Z');
const DAY = 86_400_000;

// Long runs and pushes come up often: runs of one result, each 1 to 12 picks long.
const recordArb = fc
  .array(
    fc.record({
      result: fc.constantFrom<PickResult>('win', 'win', 'loss', 'loss', 'push'),
      length: fc.integer({ min: 1, max: 12 }),
      gap: fc.integer({ min: 0, max: 3 }),
      // The player's streak shield rides on the run's picks (shield.rules.ts), now and then.
      armed: fc.nat({ max: 3 }).map((n) => n === 0),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map((runs) => {
    let day = 0;
    return runs.flatMap(({ result, length, gap, armed }) =>
      Array.from({ length }, (): RefoldPick => {
        day += gap;
        const at = new Date(BASE + day * DAY);
        return { gameId: 0, result, armed, week: weekStart(at), month: monthStart(at) };
      }),
    );
  });

const walkArb = fc.record({ picks: recordArb, at: fc.nat() });

function startAt(picks: readonly RefoldPick[], k: number): RefoldStart {
  const whole = refold(emptyStart(picks[0]!.week, picks[0]!.month), picks);
  const before = picks.slice(0, k);
  const at = picks[k];
  const so = (list: readonly RefoldPick[]) => ({
    wins: list.filter((p) => p.result === 'win').length,
    pushes: list.filter((p) => p.result === 'push').length,
    picks: list.length,
  });
  const week = at?.week ?? picks.at(-1)!.week;
  const month = at?.month ?? picks.at(-1)!.month;
  const checkpoint = whole.steps[k]?.checkpoint ?? {
    prevGameId: picks.at(-1)!.gameId,
    streak: whole.end.streak,
    longest: whole.end.longest,
    weekPeak: whole.periods.find((p) => p.periodType === 'weekly' && p.periodStart === week)!.peakStreak,
    monthPeak: whole.periods.find((p) => p.periodType === 'monthly' && p.periodStart === month)!.peakStreak,
    comebackArmed: whole.end.comebackArmed,
    shieldHeld: whole.end.shieldHeld,
  };
  const totals = so(before);
  return {
    ...checkpoint,
    wins: totals.wins,
    losses: totals.picks - totals.wins - totals.pushes,
    pushes: totals.pushes,
    week: { start: week, ...so(before.filter((p) => p.week === week)) },
    month: { start: month, ...so(before.filter((p) => p.month === month)) },
  };
}

const startColumns = `user_id int, prev_game_id int, streak int, longest int, week_peak int, month_peak int,
  comeback_armed boolean, shield_held boolean, wins int, losses int, pushes int, week_start date, week_wins int, week_pushes int,
  week_picks int, month_start date, month_wins int, month_pushes int, month_picks int`;
const seqColumns = 'user_id int, n int, game_id int, week date, month date, result text, armed boolean';

it('refold and its SQL twin walk every record alike from any checkpoint', async () => {
  const walks = fc.sample(walkArb, { numRuns: 150, seed: 20261206 });
  const cases = walks.map(({ picks, at }, u) => {
    // Game ids in record order, unique across players.
    const numbered = picks.map((p, i) => ({ ...p, gameId: u * 1000 + i + 1 }));
    const k = at % (numbered.length + 1);
    return { userId: u + 1, start: startAt(numbered, k), walked: numbered.slice(k) };
  });
  const starts = cases.map(({ userId, start }) => ({
    user_id: userId,
    prev_game_id: start.prevGameId,
    streak: start.streak,
    longest: start.longest,
    week_peak: start.weekPeak,
    month_peak: start.monthPeak,
    comeback_armed: start.comebackArmed,
    shield_held: start.shieldHeld,
    wins: start.wins,
    losses: start.losses,
    pushes: start.pushes,
    week_start: start.week.start,
    week_wins: start.week.wins,
    week_pushes: start.week.pushes,
    week_picks: start.week.picks,
    month_start: start.month.start,
    month_wins: start.month.wins,
    month_pushes: start.month.pushes,
    month_picks: start.month.picks,
  }));
  const seq = cases.flatMap(({ userId, walked }) =>
    walked.map((p, i) => ({
      user_id: userId,
      n: i + 1,
      game_id: p.gameId,
      week: p.week,
      month: p.month,
      result: p.result,
      armed: p.armed ?? false,
    })),
  );
  const inputs = sql`start as (select * from json_to_recordset(${JSON.stringify(starts)}::json)
      as v(${sql.raw(startColumns)})),
    seq as (select * from json_to_recordset(${JSON.stringify(seq)}::json) as v(${sql.raw(seqColumns)})),
    steps as (${sql.raw(refoldStepsSql('seq', 'start'))})`;
  const steps = await sql<Record<string, unknown>>`with ${inputs}
    select user_id, n, prev_game_id, cp_streak, cp_longest, cp_week_peak, cp_month_peak, cp_comeback_armed,
      cp_shield_held, shielded, streak, earned from steps order by user_id, n`.execute(database.db);
  const ends = await sql<Record<string, unknown>>`with ${inputs}
    select * from (${sql.raw(refoldEndSql('steps', 'start'))}) e order by user_id`.execute(database.db);
  const periods = await sql<Record<string, unknown>>`with ${inputs}
    select user_id, period_type, to_char(period_start, 'YYYY-MM-DD') as period_start, wins, pushes, picks, peak
    from (${sql.raw(refoldPeriodsSql('steps', 'start'))}) p
    order by user_id, period_type, period_start`.execute(database.db);

  const expected = cases.map(({ userId, start, walked }) => ({ userId, ...refold(start, walked) }));
  expect(
    steps.rows.map((r) => ({
      user: r.user_id,
      checkpoint: {
        prevGameId: r.prev_game_id,
        streak: Number(r.cp_streak),
        longest: Number(r.cp_longest),
        weekPeak: Number(r.cp_week_peak),
        monthPeak: Number(r.cp_month_peak),
        comebackArmed: r.cp_comeback_armed,
        shieldHeld: r.cp_shield_held,
      },
      streak: Number(r.streak),
      shielded: r.shielded,
      earned: [...(r.earned as string[])].sort(),
    })),
  ).toEqual(
    expected.flatMap(({ userId, steps }) =>
      steps.map((s) => ({
        user: userId,
        checkpoint: s.checkpoint,
        streak: s.streak,
        shielded: s.shielded,
        earned: [...s.earned].sort(),
      })),
    ),
  );
  expect(
    ends.rows.map((r) => ({
      streak: Number(r.streak),
      longest: Number(r.longest),
      comebackArmed: r.comeback_armed,
      shieldHeld: r.shield_held,
      wins: Number(r.wins),
      losses: Number(r.losses),
      pushes: Number(r.pushes),
      lastGameId: r.last_game_id,
    })),
  ).toEqual(expected.map((e) => e.end));
  const key = (p: { user: number; type: string; start: string }) => `${p.user}|${p.type}|${p.start}`;
  expect(
    periods.rows
      .map((r) => ({
        user: Number(r.user_id),
        type: String(r.period_type),
        start: String(r.period_start),
        wins: Number(r.wins),
        pushes: Number(r.pushes),
        picks: Number(r.picks),
        peak: Number(r.peak),
      }))
      .sort((a, b) => key(a).localeCompare(key(b))),
  ).toEqual(
    expected
      .flatMap(({ userId, periods }) =>
        periods.map((p) => ({
          user: userId,
          type: p.periodType,
          start: p.periodStart,
          wins: p.wins,
          pushes: p.pushes,
          picks: p.picks,
          peak: p.peakStreak,
        })),
      )
      .sort((a, b) => key(a).localeCompare(key(b))),
  );
  // The sample is worth something only if it walks runs long enough to earn the run achievements.
  const earned = new Set(expected.flatMap((e) => e.steps.flatMap((s) => s.earned)));
  for (const type of ['hot_streak', 'on_fire', 'learning_curve', 'comeback_kid', 'perfect_week', 'shielded'])
    expect(earned).toContain(type);
});

it('places an instant in the same week and month as weekStart and monthStart, across midnights and clock changes', async () => {
  const instants = [
    '2026-11-01T03:59:59Z',
    '2026-11-01T04:00:00Z',
    '2026-11-01T05:30:00Z',
    '2026-11-02T04:59:59Z',
    '2026-11-02T05:00:00Z',
    '2026-03-08T06:59:00Z',
    '2026-03-08T07:00:00Z',
    '2026-12-31T23:00:00Z',
    '2027-01-01T05:00:00Z',
    '2026-11-08T04:59:59Z',
  ].map((t) => new Date(t));
  const { rows } = await sql<{ week: string; month: string }>`
    select to_char(${sql.raw(weekStartSql('t'))}, 'YYYY-MM-DD') as week,
      to_char(${sql.raw(monthStartSql('t'))}, 'YYYY-MM-DD') as month
    from unnest(${sql.raw(`'{${instants.map((d) => d.toISOString()).join(',')}}'`)}::timestamptz[]) with ordinality as u(t, i) order by i`.execute(
    database.db,
  );
  expect(rows).toEqual(instants.map((t) => ({ week: weekStart(t), month: monthStart(t) })));
});
