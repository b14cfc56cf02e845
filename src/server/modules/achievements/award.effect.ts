import type { AppEffectHandler } from '../../deps';
import { unlockEvents } from '../../kernel/domain-events';
import type { DB } from '../../platform/db/client';
import { planWithoutJit } from '../../platform/db/large-statements';
import { effectKey } from '../../platform/effects/effects.rules';
import { enqueueEffect } from '../../platform/effects/effects.service';
import { PUBLISH_EFFECT } from '../../platform/events/publish.effect';
import { awardAfterGrading } from './achievements.service';

export const AWARD_GRADING_EFFECT = 'achievements.grading';

/**
 * What the grading statement already decided: the achievements of the picks it appended in place, and the players
 * it recomputed whole (late gradings, corrections), whose records are judged again from their history.
 */
export interface DecidedAtGrading {
  /** `month` ('YYYY-MM'): the month of the pick that earned it, when not the graded game's (a walked record). */
  earned: { userId: number; type: string; month?: string }[];
  historyUserIds: number[];
}

interface AwardGrading {
  /** The players whose record the grading changed: their place on the week's board is judged. */
  userIds: number[];
  /** A graded game whose players are those players too (read by the job, not listed here). */
  ofGame?: number;
  /** Absent: every player's history is judged (a hand grade, which recomputes its one player). */
  decided?: DecidedAtGrading;
  /** The graded game's start: it picks the week board and the month of weekly_champion. */
  gameTime: string;
  /** When the grading committed: the unlocks' time. */
  at: string;
}

/**
 * Records, in the grading's transaction, the awarding that follows it. `subject` names the grading (a game
 * and the grading's time, or a pick), so two gradings of one game are two effects.
 */
export function awardAfterCommit(
  trx: DB,
  subject: string,
  o: { userIds: readonly number[]; ofGame?: number; gameTime: Date; at: Date; decided?: DecidedAtGrading },
): Promise<number> {
  if (o.userIds.length === 0 && o.ofGame === undefined) return Promise.resolve(0);
  const payload: AwardGrading = {
    userIds: [...new Set(o.userIds)],
    ...(o.ofGame === undefined ? {} : { ofGame: o.ofGame }),
    gameTime: o.gameTime.toISOString(),
    at: o.at.toISOString(),
    ...(o.decided ? { decided: o.decided } : {}),
  };
  return enqueueEffect(trx, {
    kind: AWARD_GRADING_EFFECT,
    key: effectKey(AWARD_GRADING_EFFECT, subject),
    payload,
  });
}

/**
 * Awards what a grading earned and records the live events of the new unlocks, in the job's transaction:
 * the unlocks and their announcement commit together, once.
 */
export const awardGradingEffect: AppEffectHandler<AwardGrading> = async (trx, payload, { job }) => {
  // Its ranking of the grading's players is a statement over all of them.
  await planWithoutJit(trx);
  const unlocked = await awardAfterGrading(
    trx,
    {
      userIds: payload.userIds,
      ...(payload.ofGame === undefined ? {} : { ofGame: payload.ofGame }),
      earned: payload.decided?.earned ?? [],
      historyUserIds: payload.decided?.historyUserIds ?? payload.userIds,
    },
    new Date(payload.at),
    new Date(payload.gameTime),
  );
  if (unlocked.length === 0) return;
  await enqueueEffect(trx, {
    kind: PUBLISH_EFFECT,
    key: effectKey(PUBLISH_EFFECT, 'unlocks', job.key),
    payload: { events: unlockEvents(unlocked) },
  });
};
