import type { AppDeps } from '../deps';
import type { PickResult } from '../kernel/record.rules';
import { awardAfterCommit } from '../modules/achievements/award.effect';
import { closedPeriodsNamed } from '../modules/grading/grading.rules';
import { gradePickManually } from '../modules/grading/grading.service';
import { announceAfterCommit } from '../modules/grading/grading-events.effect';
import { notifyGraded } from '../modules/notifications/notifications.service';
import { pickForHandGrading } from '../modules/picks/game-picks.service';
import { recordAdminAction } from '../platform/audit/audit.service';
import { inTransaction } from '../platform/db/transaction';
import { effectsCommitted } from '../platform/effects/effects.service';
import { recheckClosedMonth } from './month-winner';

/**
 * The user-picks tab's hand grading: the grading service grades the pick (its refusals are 4xx); the card,
 * the player's live figures and the awarding of achievements follow as effects of the same commit. With an
 * admin id (every admin call), the grade is on the audit log in the same transaction.
 */
export async function gradePickByHand(
  deps: AppDeps,
  input: { pickId: number; result: PickResult },
  adminId?: number,
) {
  const now = deps.clock();
  await inTransaction(deps.db, async (trx) => {
    // The grading service locks the same game row first: reading it here, locked, gives the true "before".
    const before = adminId === undefined ? undefined : await pickForHandGrading(trx, input.pickId);
    const graded = await gradePickManually(trx, input.pickId, input.result, now);
    if (adminId !== undefined && before) {
      await recordAdminAction(trx, {
        adminId,
        action: 'pick.grade',
        target: { kind: 'pick', id: input.pickId },
        before: { result: before.manual_result, userId: before.user_id, gameId: before.game_id },
        after: {
          result: input.result,
          userId: before.user_id,
          gameId: before.game_id,
          ...closedPeriodsNamed(graded.gameTime, now),
        },
      });
    }
    await recheckClosedMonth(trx, graded.gameTime, now, { action: 'pick.grade', gameId: graded.gameId });
    await notifyGraded(trx, graded);
    const subject = `pick-${input.pickId}-${now.getTime()}`;
    await announceAfterCommit(trx, subject, graded.gameId, graded);
    await awardAfterCommit(trx, subject, {
      userIds: graded.affectedUserIds,
      gameTime: graded.gameTime,
      at: now,
      decided: { earned: graded.earned, historyUserIds: graded.recomputedUserIds },
    });
  });
  await effectsCommitted(deps);
  return { id: input.pickId, result: input.result };
}
