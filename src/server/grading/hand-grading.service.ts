import { awardAfterGrading, awardQuietly } from '../achievements/achievements.service';
import { inTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { effectsCommitted } from '../effects/effects.service';
import { gameUpdated, gradingEvents, unlockEvents } from '../events/domain-events';
import { notifyGraded } from '../notifications/notifications.service';
import { gradePickManually } from './grading.service';
import type { PickResult } from './record.rules';

/**
 * The user-picks tab's hand grading: the grading service grades the pick (its refusals are 4xx), the card
 * and the player hear of it after the commit, then achievements are awarded.
 */
export async function gradePickByHand(deps: AppDeps, input: { pickId: number; result: PickResult }) {
  const now = deps.clock();
  const graded = await inTransaction(deps.db, async (trx) => {
    const result = await gradePickManually(trx, input.pickId, input.result, now);
    await notifyGraded(trx, result.graded);
    return result;
  });
  await deps.events.publish([gameUpdated(graded.gameId), ...gradingEvents(graded.gameId, graded)]);
  const unlocked = await awardQuietly(
    awardAfterGrading(deps.db, graded.affectedUserIds, now, graded.gameTime),
  );
  await deps.events.publish(unlockEvents(unlocked));
  await effectsCommitted(deps);
  return { id: input.pickId, result: input.result };
}
