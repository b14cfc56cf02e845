import { type RawBuilder, sql } from 'kysely';
import type { PeriodBoard } from '../../shared/schemas/leaderboard';
import type { PickResult } from './record.rules';
import { streakBySql } from './shield.sql';

// record.rules.ts in SQL, for statements that grade many players at once and for the board triggers: the
// accuracy rounding (`winPercentage`), the streak step (`nextStreak`) and the standings step
// (`appendToRecord`, `appendToPeriod`, `slotFits`). record.sql.test.ts runs both on the same cases.
//
// The step is written over a standings row `s` and a graded result `c.result` ('win', 'loss' or 'push'), with
// `c.armed` (the player's streak shield rides on the pick: a loss it takes leaves the streak, shield.sql.ts).

/**
 * `winPercentage` in SQL: round(100 * wins / picks) in integers, floor((200 * wins + picks) / (2 * picks)).
 * The caller makes sure picks > 0 (a board lists only players with picks; a step adds one).
 */
export const accuracySql = (wins: string, picks: string): string =>
  `(200 * ${wins} + ${picks}) / (2 * ${picks})`;

/** `nextStreak` in SQL: wins count up, losses count down, a push keeps the streak. */
export const nextStreakSql = (streak: string, result: string): string =>
  `(case ${result} when 'win' then greatest(${streak}, 0) + 1 when 'loss' then least(${streak}, 0) - 1 ` +
  `else ${streak} end)`;

const is = (result: PickResult) => `(c.result = '${result}')::int`;
const STREAK = nextStreakSql('s.current_streak', streakBySql('s'));

/** `appendToRecord` in SQL: each totals column of `s` after one more graded pick `c.result`. */
export const RECORD_STEP: Readonly<Record<string, string>> = {
  current_streak: STREAK,
  longest_streak: `greatest(s.longest_streak, ${STREAK})`,
  total_wins: `s.total_wins + ${is('win')}`,
  total_losses: `s.total_losses + ${is('loss')}`,
  total_pushes: `s.total_pushes + ${is('push')}`,
  total_picks: 's.total_picks + 1',
  win_percentage: accuracySql(`(s.total_wins + ${is('win')})`, '(s.total_picks + 1)'),
};

/** The standings row's slots: this week or month, and the one before it. */
export type Slot = 'week' | 'month';

/** The slot a period board's figures live in on the standings row (columns week_*, prev_week_*, ...). */
export const PERIOD_SLOT: Readonly<Record<PeriodBoard, Slot>> = { weekly: 'week', monthly: 'month' };

/**
 * `appendToPeriod` in SQL for the slot of a pick of period `start`: the same period grows, another one starts
 * from this pick (as `appendToPeriod` of an empty period), and the one it replaces moves to the slot before.
 */
export function periodStep(slot: Slot, start: string): Record<string, RawBuilder<unknown>> {
  const now = (column: string) => sql.raw(`s.${slot}_${column}`);
  const before = (column: string) => sql.raw(`s.prev_${slot}_${column}`);
  const same = sql`(${now('start')} = ${start}::date)`;
  const rolls = sql`(${now('picks')} > 0 and ${now('start')} <> ${start}::date)`;
  const grown = (column: string, add: string) =>
    sql`case when ${same} then ${now(column)} else 0 end + ${sql.raw(add)}`;
  const step: Record<string, RawBuilder<unknown>> = {
    [`${slot}_start`]: sql`${start}::date`,
    [`${slot}_wins`]: grown('wins', is('win')),
    [`${slot}_pushes`]: grown('pushes', is('push')),
    [`${slot}_picks`]: grown('picks', '1'),
    [`${slot}_peak`]: sql`greatest(case when ${same} then ${now('peak')} else 0 end, ${sql.raw(STREAK)})`,
  };
  for (const column of ['start', 'wins', 'pushes', 'picks', 'peak']) {
    step[`prev_${slot}_${column}`] = sql`case when ${rolls} then ${now(column)} else ${before(column)} end`;
  }
  return step;
}

/** `slotFits` in SQL: the slot is empty, holds period `start`, or the slot before it is free. */
export const slotFitsSql = (slot: Slot, start: string): RawBuilder<boolean> =>
  sql<boolean>`(${sql.raw(`s.${slot}_picks`)} = 0 or ${sql.raw(`s.${slot}_start`)} = ${start}::date
    or ${sql.raw(`s.prev_${slot}_picks`)} = 0)`;

/** A SET list from column -> expression pairs. */
export const setList = (
  columns: Readonly<Record<string, string | RawBuilder<unknown>>>,
): RawBuilder<unknown> =>
  sql.join(
    Object.entries(columns).map(
      ([column, value]) => sql`${sql.raw(column)} = ${typeof value === 'string' ? sql.raw(value) : value}`,
    ),
  );
