import { LIMITS } from '../../shared/achievement-limits';

// shield.rules.ts in SQL, over a record row `r` as it was before the pick `c` (c.result 'win', 'loss' or 'push';
// c.armed, whether the player's shield rides on it; c.week, the first day of its week) for the statements that step
// many players at once (record.sql.ts, step.sql.ts, grading/incremental.repo.ts). The row reads r.shield_held, and
// r.week_start and r.week_wins for the week's wins before the pick.

/** `shieldedLoss` in SQL: the pick spends the shield. */
export const shieldedSql = (r: string): string => `(c.armed and c.result = 'loss' and ${r}.shield_held)`;

/** `streakResult` in SQL: what the streak takes from the pick (a shielded loss, a push's nothing). */
export const streakBySql = (r: string): string =>
  `(case when ${shieldedSql(r)} then 'push' else c.result end)`;

/** `shieldHeldAfter` in SQL: whether the player holds a shield after the pick. */
export const shieldHeldStepSql = (r: string): string => `(case when c.armed and c.result = 'loss' then false
  when c.result = 'win' and case when ${r}.week_start is not distinct from c.week then ${r}.week_wins else 0 end + 1
    = ${LIMITS.shieldWeekWins} then true
  else ${r}.shield_held end)`;
