import type { NewUnlock } from '../../shared/schemas/achievements';
import {
  type GameResultInput,
  type GameScoreInput,
  gameResultInput,
  ADMIN_GAME_MESSAGES as M,
} from '../../shared/schemas/admin-games';
import type { Game } from '../../shared/schemas/games';
import { awardAfterGrading, awardQuietly } from '../achievements/achievements.service';
import { inTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { effectsCommitted } from '../effects/effects.service';
import { badRequest, notFound } from '../errors';
import { gameUpdated, gradingEvents, unlockEvents } from '../events/domain-events';
import { gradeGame } from '../grading/grading.service';
import { notifyGraded } from '../notifications/notifications.service';
import { adminGame } from './game-admin.service';
import { setFinalResult } from './game-changes.repo';
import { winnerSide } from './game-draft.rules';
import { findGameTeams } from './games.repo';

export interface CompletedGame {
  gameId: number;
  gradedPicks: number;
  affectedUserIds: number[];
  /** Achievements the grading earned, awarded after the commit. */
  unlocked: NewUnlock[];
}

/**
 * Sets a game's final score and winner and grades its picks in one transaction, so no reader sees a
 * completed game with ungraded picks. Also corrects a completed game (Fix Score): grading then recomputes.
 * Achievements are awarded after the commit, outside the grading's locks.
 */
export async function completeGame(
  deps: AppDeps,
  gameId: number,
  input: GameResultInput,
): Promise<CompletedGame> {
  // Checked here too: callers other than a procedure with this schema (the feed, the demo, scripts) get the
  // same 400s.
  const parsed = gameResultInput.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? M.scoreMissing);
  if (!Number.isSafeInteger(gameId) || gameId <= 0) throw notFound(M.gameNotFound);
  const { homeScore, awayScore, winner } = parsed.data;
  const now = deps.clock();
  const { game, graded } = await inTransaction(deps.db, async (trx) => {
    // Updating the row locks it first: the order grading expects (game row, then the grading lock).
    const row = await setFinalResult(trx, gameId, { homeScore, awayScore, winner, at: now });
    if (!row) throw notFound(M.gameNotFound);
    const graded = await gradeGame(trx, gameId, now);
    await notifyGraded(trx, graded.graded);
    return { game: row, graded };
  });
  // After the commit: every instance re-reads the card, players learn their results, boards refresh.
  await deps.events.publish([gameUpdated(game.id), ...gradingEvents(game.id, graded)]);
  const unlocked = await awardQuietly(
    awardAfterGrading(deps.db, graded.affectedUserIds, now, game.scheduled_time),
  );
  await deps.events.publish(unlockEvents(unlocked));
  await effectsCommitted(deps);
  return {
    gameId: game.id,
    gradedPicks: graded.graded.length,
    affectedUserIds: graded.affectedUserIds,
    unlocked,
  };
}

/** Score entry and Fix Score: the admin names the winner by team or side; completeGame does the rest. */
export async function enterScore(deps: AppDeps, input: GameScoreInput): Promise<Game> {
  const game = await findGameTeams(deps.db, input.id);
  if (!game) throw notFound(M.gameNotFound);
  const side = winnerSide({ homeTeamId: game.home_team_id, awayTeamId: game.away_team_id }, input);
  if (typeof side === 'object') throw badRequest(side.problem);
  await completeGame(deps, game.id, { homeScore: input.homeScore, awayScore: input.awayScore, winner: side });
  return adminGame(deps.db, game.id);
}
