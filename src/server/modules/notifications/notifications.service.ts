import { pickResult } from '../../kernel/pick-result.rules';
import type { DB } from '../../platform/db/client';
import type { GradeResult } from '../grading/grading.service';
import { recordNotifications } from './notify.effect';
import { pushReachableAmong, pushReachablePicksOfGame } from './push-subscriptions.repo';

/**
 * In a grading's transaction: one "pick graded" notification per pick whose result changed, for players a push
 * can reach (push on, a device subscribed). Only those get an effect row, so a 100,000-pick grading writes rows
 * for the players who asked for them, not for everyone. A game's grading is read for its reachable players in
 * one statement, so the game's picks never travel to the server (see GradeResult).
 */
export async function notifyGraded(trx: DB, grading: Pick<GradeResult, 'game' | 'graded'>): Promise<void> {
  const { game, graded } = grading;
  const ofGame = game
    ? (await pushReachablePicksOfGame(trx, game.gameId)).map((p) => ({
        pickId: p.id,
        userId: p.user_id,
        result: pickResult(game.outcome, p.selected_team_id),
      }))
    : [];
  const reachable = await pushReachableAmong(
    trx,
    graded.map((g) => g.userId),
  );
  return recordNotifications(
    trx,
    [...ofGame, ...graded.filter((g) => reachable.has(g.userId))].map((g) => ({
      kind: 'pick-graded' as const,
      userId: g.userId,
      pickId: g.pickId,
      result: g.result,
    })),
  );
}

/** In the transaction that stored them: one "achievement unlocked" notification per new unlock a push can reach. */
export async function notifyUnlocked(
  trx: DB,
  unlocks: readonly { userId: number; type: string; period: string }[],
): Promise<void> {
  if (unlocks.length === 0) return;
  const reachable = await pushReachableAmong(
    trx,
    unlocks.map((u) => u.userId),
  );
  return recordNotifications(
    trx,
    unlocks
      .filter((u) => reachable.has(u.userId))
      .map((u) => ({ kind: 'achievement' as const, userId: u.userId, type: u.type, period: u.period })),
  );
}
