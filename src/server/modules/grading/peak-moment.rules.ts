import { monthStart } from '../../../shared/periods';
import { nextStreak } from '../../kernel/record.rules';
import type { GradedPick } from './recompute.rules';

/**
 * A month's peak streak (the highest streak the player stood on after a pick of the month, as the board counts it)
 * and the start of the game whose result first took them there, from the player's whole record in record order.
 * A month without a winning streak in it has a peak of 0 and no moment.
 */
export function monthPeakMoment(
  history: readonly GradedPick[],
  month: string,
): { peak: number; reachedAt: Date | null } {
  let streak = 0;
  let peak = 0;
  let reachedAt: Date | null = null;
  for (const pick of history) {
    streak = nextStreak(streak, pick.result);
    if (monthStart(pick.scheduledTime) !== month) continue;
    if (streak > peak) {
      peak = streak;
      reachedAt = pick.scheduledTime;
    }
  }
  return { peak, reachedAt };
}
