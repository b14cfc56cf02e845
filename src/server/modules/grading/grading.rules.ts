import { monthStart, weekStart } from '../../../shared/periods';
import type { PickResult } from '../../kernel/record.rules';

/** The week and month (New York) a game's picks count in. */
export function gamePeriods(scheduledTime: Date): { week: string; month: string } {
  return { week: weekStart(scheduledTime), month: monthStart(scheduledTime) };
}

/**
 * How one newly graded pick reaches its user's figures. In place only when the pick had no result and now becomes
 * the newest graded pick of the user's record, and its week and month each fit the standings row (`slotFits`): then
 * the stored figures plus one step equal a recompute. Anything else (late grading of an earlier game, a correction,
 * a re-grade, a period whose slot before is still taken) rewrites the middle of the record and needs the full
 * recompute.
 */
export function gradingPath(change: {
  oldResult: PickResult | null;
  hasLaterGradedPick: boolean;
  periodsFit: boolean;
}): 'incremental' | 'recompute' {
  return change.oldResult === null && !change.hasLaterGradedPick && change.periodsFit
    ? 'incremental'
    : 'recompute';
}
