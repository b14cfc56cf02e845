import { awardAfterCommit } from '../achievements/award.effect';
import { inTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { effectsCommitted } from '../effects/effects.service';
import { gradePickManually } from './grading.service';
import { announceAfterCommit } from './grading-events.effect';
import type { PickResult } from './record.rules';

/**
 * The user-picks tab's hand grading: the grading service grades the pick (its refusals are 4xx); the card,
 * the player's live figures and the awarding of achievements follow as effects of the same commit.
 */
export async function gradePickByHand(deps: AppDeps, input: { pickId: number; result: PickResult }) {
  const now = deps.clock();
  await inTransaction(deps.db, async (trx) => {
    const graded = await gradePickManually(trx, input.pickId, input.result, now);
    const subject = `pick-${input.pickId}-${now.getTime()}`;
    await announceAfterCommit(trx, subject, graded.gameId, graded);
    await awardAfterCommit(trx, subject, {
      userIds: graded.affectedUserIds,
      gameTime: graded.gameTime,
      at: now,
    });
  });
  await effectsCommitted(deps);
  return { id: input.pickId, result: input.result };
}
