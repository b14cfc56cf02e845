import { LIMITS } from '../../shared/achievement-limits';
import type { AchievementType } from '../../shared/achievements';
import { nextStreak, type PickResult, winPercentage } from './record.rules';

// What one more graded pick at the end of a record earns, decided from the player's standings row before it:
// earnedFromHistory's figures "at some point" are prefixes of the record, so a pick appended in place adds
// exactly the prefix that ends with it. step.sql.ts says the same in SQL for the set-based grading of a game
// (every player of the game once, no history read); step.sql.test.ts runs both on the same cases.

/** The standings row before the pick, as far as achievements read it (slots hold the pick's period or another). */
export interface StepBefore {
  streak: number;
  totalWins: number;
  totalPicks: number;
  winPercentage: number;
  /** Whether the current winning run began right after a losing run long enough for comeback_kid. */
  comebackArmed: boolean;
  week: { start: string; wins: number; pushes: number; picks: number } | null;
  month: { start: string; wins: number; picks: number; peak: number } | null;
}

/** comeback_kid's state after one more pick: a win that starts a run remembers how long the losses before it ran. */
export function comebackArmedAfter(armed: boolean, streakBefore: number, result: PickResult): boolean {
  return result === 'win' && streakBefore <= 0 ? streakBefore <= -LIMITS.comebackLosses : armed;
}

/** comeback_kid's state at the end of a record (what a full recompute writes on the standings row). */
export function comebackArmedOf(results: readonly PickResult[]): boolean {
  let streak = 0;
  let armed = false;
  for (const result of results) {
    armed = comebackArmedAfter(armed, streak, result);
    streak = nextStreak(streak, result);
  }
  return armed;
}

const accurate = (wins: number, picks: number, need: { percent: number; picks: number }) =>
  picks >= need.picks && winPercentage(wins, picks) >= need.percent;

/**
 * The graded-record achievements the prefix ending with this pick reaches and the one before it did not (monthly
 * ones count in `month`, the pick's month start). A threshold met again later is not earned again: the unlock
 * is already held. A `shielded` loss (shield.rules.ts) leaves the streak as a push would: it neither extends a losing
 * run nor breaks a winning one, and it earns 'shielded'.
 */
export function earnedAtStep(
  before: StepBefore,
  result: PickResult,
  period: { week: string; month: string },
  shielded = false,
): AchievementType[] {
  const streakBy = shielded ? 'push' : result;
  const streak = nextStreak(before.streak, streakBy);
  const win = result === 'win';
  const wins = before.totalWins + (win ? 1 : 0);
  const picks = before.totalPicks + 1;
  const month = before.month?.start === period.month ? before.month : null;
  const week = before.week?.start === period.week ? before.week : null;
  const earned: AchievementType[] = [];
  for (const [type, n] of LIMITS.winMilestones) if (win && wins === n) earned.push(type);
  for (const [type, n] of LIMITS.winRuns) {
    if (type === 'hot_streak') {
      if (streak >= n && !(month && month.peak >= n)) earned.push(type);
    } else if (win && streak === n) earned.push(type);
  }
  // A losing run grows one at a time, so it passes every length on its way down.
  for (const [type, n] of LIMITS.lossRuns) if (streakBy === 'loss' && streak === -n) earned.push(type);
  const monthWins = (month?.wins ?? 0) + (win ? 1 : 0);
  const monthPicks = (month?.picks ?? 0) + 1;
  if (
    accurate(monthWins, monthPicks, LIMITS.accuracyMaster) &&
    !(month && accurate(month.wins, month.picks, LIMITS.accuracyMaster))
  )
    earned.push('accuracy_master');
  if (
    accurate(wins, picks, LIMITS.sniper) &&
    !(before.totalPicks >= LIMITS.sniper.picks && before.winPercentage >= LIMITS.sniper.percent)
  )
    earned.push('sniper');
  const weekLosses = week ? week.picks - week.wins - week.pushes : 0;
  if (win && weekLosses === 0 && (week?.wins ?? 0) + 1 === LIMITS.perfectWeekWins)
    earned.push('perfect_week');
  if (streakBy === 'loss' && before.streak >= LIMITS.unluckyBrokenStreak) earned.push('unlucky_charm');
  if (shielded) earned.push('shielded');
  if (
    win &&
    streak === LIMITS.comebackWins &&
    comebackArmedAfter(before.comebackArmed, before.streak, result)
  )
    earned.push('comeback_kid');
  return earned;
}
