import { monthStart, weekStart } from '../../../shared/periods';
import type { PickResult } from '../../kernel/record.rules';

/** The week and month (New York) a game's picks count in. */
export function gamePeriods(scheduledTime: Date): { week: string; month: string } {
  return { week: weekStart(scheduledTime), month: monthStart(scheduledTime) };
}

/**
 * The closed periods (a week or month already over at `now`) whose figures a grading of the game changes, as an
 * audit entry's field: its own week and month when they are over, else nothing. A correction rewrites them in the
 * archive like any other (ADR 0046); the admin's audit entry names them so that a board already shown as final is
 * never changed silently.
 */
export function closedPeriodsNamed(
  scheduledTime: Date,
  now: Date,
): { closedPeriods?: { weekly?: string; monthly?: string } } {
  const game = gamePeriods(scheduledTime);
  const current = gamePeriods(now);
  const closed = {
    ...(game.week < current.week ? { weekly: game.week } : {}),
    ...(game.month < current.month ? { monthly: game.month } : {}),
  };
  return Object.keys(closed).length > 0 ? { closedPeriods: closed } : {};
}

/**
 * How one newly graded pick reaches its user's figures. In place only when the pick had no result and now becomes
 * the newest graded pick of the user's record, and its week and month each fit the standings row (`slotFits`): then
 * the stored figures plus one step equal a recompute. Anything else (late grading of an earlier game, a correction,
 * a re-grade, a period whose slot before is still taken) rewrites the middle of the record: the record is walked
 * from that game on, from the checkpoint kept there (ADR 0046).
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
