import type { AppEffectHandler } from '../../deps';
import { gameUpdated, gradingEvents } from '../../kernel/domain-events';
import type { DB } from '../../platform/db/client';
import { effectKey } from '../../platform/effects/effects.rules';
import { enqueueEffect } from '../../platform/effects/effects.service';
import { type GameGrading, type GradeResult, listGradingColumns } from './grading.service';

export const GRADING_EVENTS_EFFECT = 'grading.events';

/** A game's grading by name (its picks are read when the events go out), the rest as [pickId, userId, result]. */
interface GradingAnnouncement {
  gameId: number;
  game?: GameGrading;
  graded: [number, number, GradeResult['graded'][number]['result']][];
  affectedUserIds: number[];
}

/**
 * Records, in the grading's transaction, the live events that announce it (the card, each graded pick, the
 * players whose figures changed otherwise), published by a worker once the grading committed.
 */
export function announceAfterCommit(
  trx: DB,
  subject: string,
  gameId: number,
  outcome: Pick<GradeResult, 'game' | 'graded' | 'affectedUserIds'>,
): Promise<number> {
  const payload: GradingAnnouncement = {
    gameId,
    ...(outcome.game ? { game: outcome.game } : {}),
    graded: outcome.graded.map((g) => [g.pickId, g.userId, g.result]),
    affectedUserIds: outcome.affectedUserIds,
  };
  return enqueueEffect(trx, {
    kind: GRADING_EVENTS_EFFECT,
    key: effectKey(GRADING_EVENTS_EFFECT, subject),
    payload,
  });
}

export const gradingEventsEffect: AppEffectHandler<GradingAnnouncement> = async (trx, payload, { deps }) => {
  const listed = await listGradingColumns(trx, {
    game: payload.game ?? null,
    graded: payload.graded.map(([pickId, userId, result]) => ({ pickId, userId, result })),
    affectedUserIds: payload.affectedUserIds,
  });
  await deps.events.publish([gameUpdated(payload.gameId), ...gradingEvents(payload.gameId, listed)]);
};
