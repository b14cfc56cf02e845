import { LIMITS } from '../../shared/achievement-limits';
import { accuracySql, nextStreakSql } from './record.sql';
import { shieldedSql, streakBySql } from './shield.sql';

// step.rules.ts in SQL: what one more graded pick earns, over the standings row before it and the pick `c`
// (c.result 'win', 'loss' or 'push'; c.armed, whether the player's streak shield rides on it, shield.sql.ts; c.week
// and c.month, the starts of the pick's week and month as dates), for
// the grading statement that updates every player of a game in place (grading/incremental.repo.ts). The
// thresholds come from LIMITS, so the catalogue's numbers have one home.

const streak = (r: string) => nextStreakSql(`${r}.current_streak`, streakBySql(r));
const WIN = `(c.result = 'win')`;
const WIN_ADDS = `${WIN}::int`;
const sameMonth = (r: string) => `(${r}.month_start is not distinct from c.month)`;
const sameWeek = (r: string) => `(${r}.week_start is not distinct from c.week)`;

// A case, not an and: SQL does not promise to test the count before it divides by it.
const accurate = (wins: string, picks: string, need: { percent: number; picks: number }) =>
  `(case when ${picks} >= ${need.picks} then ${accuracySql(wins, picks)} >= ${need.percent} else false end)`;

/** `comebackArmedAfter` in SQL: standings.comeback_armed after the pick. */
export const comebackArmedStepSql = (r = 's'): string => `(case when ${WIN} and ${r}.current_streak <= 0
  then ${r}.current_streak <= -${LIMITS.comebackLosses} else ${r}.comeback_armed end)`;

function conditions(r: string): [string, string][] {
  const STREAK = streak(r);
  const SAME_MONTH = sameMonth(r);
  const SAME_WEEK = sameWeek(r);
  const { accuracyMaster, sniper } = LIMITS;
  const monthWins = `(case when ${SAME_MONTH} then ${r}.month_wins else 0 end + ${WIN_ADDS})`;
  const monthPicks = `(case when ${SAME_MONTH} then ${r}.month_picks else 0 end + 1)`;
  const weekLosses = `(case when ${SAME_WEEK} then ${r}.week_picks - ${r}.week_wins - ${r}.week_pushes else 0 end)`;
  const weekWins = `(case when ${SAME_WEEK} then ${r}.week_wins else 0 end)`;
  return [
    ...LIMITS.winMilestones.map(([type, n]): [string, string] => [
      type,
      `${WIN} and ${r}.total_wins + 1 = ${n}`,
    ]),
    ...LIMITS.winRuns.map(([type, n]): [string, string] => [
      type,
      type === 'hot_streak'
        ? `${STREAK} >= ${n} and not (${SAME_MONTH} and ${r}.month_peak >= ${n})`
        : `${WIN} and ${STREAK} = ${n}`,
    ]),
    ...LIMITS.lossRuns.map(([type, n]): [string, string] => [
      type,
      `${streakBySql(r)} = 'loss' and ${STREAK} = -${n}`,
    ]),
    [
      'accuracy_master',
      `${accurate(monthWins, monthPicks, accuracyMaster)}
        and not (${SAME_MONTH} and ${accurate(`${r}.month_wins`, `${r}.month_picks`, accuracyMaster)})`,
    ],
    [
      'sniper',
      `${accurate(`(${r}.total_wins + ${WIN_ADDS})`, `(${r}.total_picks + 1)`, sniper)}
        and not (${r}.total_picks >= ${sniper.picks} and ${r}.win_percentage >= ${sniper.percent})`,
    ],
    ['perfect_week', `${WIN} and ${weekLosses} = 0 and ${weekWins} + 1 = ${LIMITS.perfectWeekWins}`],
    ['unlucky_charm', `${streakBySql(r)} = 'loss' and ${r}.current_streak >= ${LIMITS.unluckyBrokenStreak}`],
    ['comeback_kid', `${WIN} and ${STREAK} = ${LIMITS.comebackWins} and ${comebackArmedStepSql(r)}`],
    ['shielded', shieldedSql(r)],
  ];
}

/**
 * `earnedAtStep` in SQL over the row `r` as it was before the pick: a text[] of achievement types, empty when the
 * pick earns none.
 */
export const earnedAtStepSql = (r = 's'): string =>
  `array_remove(array[${conditions(r)
    .map(([type, condition]) => `case when ${condition} then '${type}' end`)
    .join(', ')}]::text[], null)`;
