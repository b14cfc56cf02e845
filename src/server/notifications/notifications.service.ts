import type { DB } from '../db/client';
import type { GradedResult } from './notification-texts.rules';
import { recordNotifications } from './notify.effect';

/** In a grading's transaction: one "pick graded" notification per pick whose result changed. */
export function notifyGraded(
  trx: DB,
  graded: readonly { pickId: number; userId: number; result: GradedResult }[],
): Promise<void> {
  return recordNotifications(
    trx,
    graded.map((g) => ({
      kind: 'pick-graded' as const,
      userId: g.userId,
      pickId: g.pickId,
      result: g.result,
    })),
  );
}

/** In the transaction that stored them: one "achievement unlocked" notification per new unlock. */
export function notifyUnlocked(
  trx: DB,
  unlocks: readonly { userId: number; type: string; period: string }[],
): Promise<void> {
  return recordNotifications(
    trx,
    unlocks.map((u) => ({ kind: 'achievement' as const, userId: u.userId, type: u.type, period: u.period })),
  );
}
