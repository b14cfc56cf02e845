import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { type PickResult, winPercentage } from './record.rules';
import { shieldedLoss, shieldHeldAfter } from './shield.rules';
import { shieldHeldStepSql } from './shield.sql';
import { comebackArmedAfter, earnedAtStep, type StepBefore } from './step.rules';
import { comebackArmedStepSql, earnedAtStepSql } from './step.sql';

// The same step cases through earnedAtStep (step.rules.ts) and its SQL twin (step.sql.ts) in the real database:
// the grading statement must decide exactly what the rule decides. The cases sit at and around every threshold.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.cleanup());

const WEEK = '2026-11-16';
const MONTH = '2026-11-01';

const count = fc.oneof(fc.nat({ max: 25 }), fc.constantFrom(48, 49, 50, 98, 99, 100));
const before = fc
  .record({
    streak: fc.integer({ min: -17, max: 17 }),
    wins: count,
    losses: fc.nat({ max: 30 }),
    armed: fc.boolean(),
    week: fc.option(
      fc.record({
        same: fc.boolean(),
        wins: fc.nat({ max: 8 }),
        losses: fc.nat({ max: 2 }),
        pushes: fc.nat({ max: 2 }),
      }),
    ),
    month: fc.option(
      fc.record({
        same: fc.boolean(),
        wins: fc.nat({ max: 14 }),
        losses: fc.nat({ max: 4 }),
        peak: fc.nat({ max: 7 }),
      }),
    ),
  })
  .map(({ streak, wins, losses, armed, week, month }): StepBefore => {
    const picks = wins + losses;
    return {
      streak,
      totalWins: wins,
      totalPicks: picks,
      winPercentage: winPercentage(wins, picks),
      comebackArmed: armed,
      week: week && {
        start: week.same ? WEEK : '2026-11-09',
        wins: week.wins,
        pushes: week.pushes,
        picks: week.wins + week.losses + week.pushes,
      },
      month: month && {
        start: month.same ? MONTH : '2026-10-01',
        wins: month.wins,
        picks: month.wins + month.losses,
        peak: month.peak,
      },
    };
  });

// The shield before the pick and whether it is armed, varied by the case's number (held 2 in 3, armed 1 in 2).
const shieldOf = (n: number) => ({ held: n % 3 !== 0, armed: n % 2 === 0 });

const asRow = (b: StepBefore, result: PickResult, n: number) => ({
  n,
  result,
  armed: shieldOf(n).armed,
  shield_held: shieldOf(n).held,
  current_streak: b.streak,
  total_wins: b.totalWins,
  total_picks: b.totalPicks,
  win_percentage: b.winPercentage,
  comeback_armed: b.comebackArmed,
  week_start: b.week?.start ?? null,
  week_wins: b.week?.wins ?? 0,
  week_pushes: b.week?.pushes ?? 0,
  week_picks: b.week?.picks ?? 0,
  month_start: b.month?.start ?? null,
  month_wins: b.month?.wins ?? 0,
  month_picks: b.month?.picks ?? 0,
  month_peak: b.month?.peak ?? 0,
});

it('earnedAtStep and its SQL twin decide the same on 3,000 steps around every threshold', async () => {
  const befores = fc.sample(before, { numRuns: 1000, seed: 20261128 });
  const results: PickResult[] = ['win', 'loss', 'push'];
  const cases = befores.flatMap((b) => results.map((result) => ({ b, result })));
  const rows = cases.map(({ b, result }, n) => asRow(b, result, n));
  const { rows: got } = await sql<{ n: number; earned: string[]; armed: boolean; shield: boolean }>`
    select (j.value ->> 'n')::int as n, ${sql.raw(earnedAtStepSql('s'))} as earned,
      ${sql.raw(comebackArmedStepSql('s'))} as armed, ${sql.raw(shieldHeldStepSql('s'))} as shield
    from json_array_elements(${JSON.stringify(rows)}::json) as j(value)
    cross join lateral json_populate_record(null::standings, j.value) s
    cross join lateral (select j.value ->> 'result' as result, (j.value ->> 'armed')::boolean as armed,
      ${WEEK}::date as week, ${MONTH}::date as month) c
    order by 1`.execute(database.db);
  const expected = cases.map(({ b, result }, n) => {
    const { held, armed } = shieldOf(n);
    const weekWins = b.week?.start === WEEK ? b.week.wins : 0;
    return {
      earned: earnedAtStep(b, result, { week: WEEK, month: MONTH }, shieldedLoss(held, result, armed)).sort(),
      armed: comebackArmedAfter(b.comebackArmed, b.streak, result),
      shield: shieldHeldAfter(held, result, armed, weekWins),
    };
  });
  expect(got.map((g) => ({ earned: [...g.earned].sort(), armed: g.armed, shield: g.shield }))).toEqual(
    expected,
  );
  // The sample is worth something only if it reaches the thresholds: most types come up.
  const seen = new Set(expected.flatMap((e) => e.earned));
  expect(seen.size).toBeGreaterThanOrEqual(14);
});
