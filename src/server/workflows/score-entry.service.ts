import {
  type GameResultInput,
  type GameScoreInput,
  gameResultInput,
  ADMIN_GAME_MESSAGES as M,
} from '../../shared/schemas/admin-games';
import type { Game } from '../../shared/schemas/games';
import type { AppDeps } from '../deps';
import { awardAfterCommit } from '../modules/achievements/award.effect';
import { winnerSide } from '../modules/games/game-draft.rules';
import { findGameTeams, lockGameForScore, setFinalResult } from '../modules/games/game-record.service';
import { earlyFinalProblem, resultProblem, type Side } from '../modules/games/score-result.rules';
import { closedPeriodsNamed } from '../modules/grading/grading.rules';
import { gradeGame } from '../modules/grading/grading.service';
import { announceAfterCommit } from '../modules/grading/grading-events.effect';
import { notifyGraded } from '../modules/notifications/notifications.service';
import { recordAdminAction } from '../platform/audit/audit.service';
import type { DB } from '../platform/db/client';
import { inTransaction } from '../platform/db/transaction';
import { effectsCommitted } from '../platform/effects/effects.service';
import { badRequest, conflict, notFound } from '../platform/errors';
import { adminGame } from './game-admin.service';
import { recheckClosedMonth } from './month-winner';

export interface CompletedGame {
  gameId: number;
  /** How many picks took a result (every pick of the game once graded; none when the outcome was graded already). */
  gradedPicks: number;
}

/**
 * Sets a game's final score and winner and grades its picks in one transaction, so no reader sees a
 * completed game with ungraded picks. Also corrects a completed game (Fix Score): grading then recomputes.
 * The same transaction records what follows as effects (the live events, the awarding of achievements), so
 * the caller's answer waits for the grading only and a crash after the commit loses none of them.
 */
export async function completeGame(
  deps: AppDeps,
  gameId: number,
  input: GameResultInput,
  /** Runs first in the transaction (checks and the audit entry of an admin's score entry). */
  within?: (trx: DB) => Promise<void>,
): Promise<CompletedGame> {
  // Checked here too: callers other than a procedure with this schema (the feed, the demo, scripts) get the
  // same 400s.
  const parsed = gameResultInput.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? M.scoreMissing);
  if (!Number.isSafeInteger(gameId) || gameId <= 0) throw notFound(M.gameNotFound);
  const { homeScore, awayScore, winner } = parsed.data;
  const now = deps.clock();
  const { game, graded } = await inTransaction(deps.db, async (trx) => {
    await within?.(trx);
    // Updating the row locks it first: the order grading expects (game row, then the grading lock).
    const row = await setFinalResult(trx, gameId, { homeScore, awayScore, winner, at: now });
    if (!row) throw notFound(M.gameNotFound);
    const graded = await gradeGame(trx, gameId);
    // A result in a month already over may change its prize's winner: decided again and recorded (ADR 0048).
    await recheckClosedMonth(trx, row.scheduled_time, now, { action: 'game.score', gameId });
    // One grading of this game: its time tells a Fix Score's effects from the first grading's.
    await notifyGraded(trx, graded);
    const subject = `game-${gameId}-${now.getTime()}`;
    await announceAfterCommit(trx, subject, gameId, graded);
    await awardAfterCommit(trx, subject, {
      userIds: graded.affectedUserIds,
      // A game nobody picked awards nothing: no job.
      ...(graded.game?.picks ? { ofGame: gameId } : {}),
      gameTime: row.scheduled_time,
      at: now,
      decided: { earned: graded.earned, historyUserIds: graded.recomputedUserIds },
    });
    return { game: row, graded };
  });
  await effectsCommitted(deps);
  return {
    gameId: game.id,
    gradedPicks: (graded.game?.picks ?? 0) + graded.graded.length,
  };
}

/**
 * Score entry and Fix Score: the admin names the winner by team or side; it must agree with the score (400), a
 * game not yet started takes a final only with `force` (409), and the entry is audited with the change.
 */
export async function enterScore(deps: AppDeps, adminId: number, input: GameScoreInput): Promise<Game> {
  const game = await findGameTeams(deps.db, input.id);
  if (!game) throw notFound(M.gameNotFound);
  const side = winnerSide({ homeTeamId: game.home_team_id, awayTeamId: game.away_team_id }, input);
  if (typeof side === 'object') throw badRequest(side.problem);
  const { homeScore, awayScore } = input;
  await completeGame(deps, game.id, { homeScore, awayScore, winner: side }, async (trx) => {
    const locked = await lockGameForScore(trx, game.id);
    if (!locked) throw notFound(M.gameNotFound);
    const scored = { sport: locked.sport, homeName: locked.home_name, awayName: locked.away_name };
    const problem = resultProblem(scored, homeScore, awayScore, side);
    if (problem) throw badRequest(problem);
    const early = earlyFinalProblem(
      { status: locked.status, scheduledTime: locked.scheduled_time },
      deps.clock(),
      input.force === true,
    );
    if (early) throw conflict(early);
    const winnerName = (s: Side | null) =>
      s === 'push' ? 'push' : s === 'home' ? locked.home_name : s === 'away' ? locked.away_name : null;
    const before = locked.is_push
      ? 'push'
      : locked.winner_team_id == null
        ? null
        : locked.winner_team_id === locked.home_team_id
          ? 'home'
          : 'away';
    await recordAdminAction(trx, {
      adminId,
      action: locked.status === 'completed' ? 'game.score.fix' : 'game.score',
      target: { kind: 'game', id: game.id },
      before: {
        status: locked.status,
        homeScore: locked.home_score,
        awayScore: locked.away_score,
        winner: winnerName(before),
      },
      after: {
        status: 'completed',
        homeScore,
        awayScore,
        winner: winnerName(side),
        forced: input.force === true,
        ...closedPeriodsNamed(locked.scheduled_time, deps.clock()),
      },
    });
  });
  return adminGame(deps.db, game.id);
}
