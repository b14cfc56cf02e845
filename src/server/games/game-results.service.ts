import { z } from 'zod';
import type { NewUnlock } from '../../shared/schemas/achievements';
import { awardAfterGrading, awardQuietly } from '../achievements/achievements.service';
import { inTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { gameUpdated, gradingEvents, unlockEvents } from '../events/domain-events';
import { gradeGame } from '../grading/grading.service';
import { setFinalResult } from './game-results.repo';

// admin.md's words when something is left out; plainer ones for a wrong value.
const MISSING = 'Please fill in all score fields.';
const unlessMissing = (message: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? MISSING : message;

const score = (side: string) =>
  z
    .number({ error: unlessMissing(`${side} score must be a number`) })
    .int(`${side} score must be a whole number`)
    .min(0, `${side} score cannot be negative`);

/** A final result as the admin enters it: both scores and who won (the admin decides, e.g. a push). */
export const gameResultInput = z.object(
  {
    homeScore: score('Home'),
    awayScore: score('Away'),
    winner: z.enum(['home', 'away', 'push'], { error: unlessMissing('Winner must be home, away or push') }),
  },
  { error: MISSING },
);
export type GameResultInput = z.infer<typeof gameResultInput>;

export const GAME_RESULT_MESSAGES = { gameNotFound: 'Game not found' } as const;

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
  // Checked here too: callers other than a procedure with this schema (jobs, scripts) get the same 400s.
  const parsed = gameResultInput.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid score');
  if (!Number.isSafeInteger(gameId) || gameId <= 0) throw notFound(GAME_RESULT_MESSAGES.gameNotFound);
  const { homeScore, awayScore, winner } = parsed.data;
  const now = deps.clock();
  const { game, graded } = await inTransaction(deps.db, async (trx) => {
    // Updating the row locks it first: the order grading expects (game row, then the grading lock).
    const row = await setFinalResult(trx, gameId, { homeScore, awayScore, winner, at: now });
    if (!row) throw notFound(GAME_RESULT_MESSAGES.gameNotFound);
    return { game: row, graded: await gradeGame(trx, gameId, now) };
  });
  // After the commit: every instance re-reads the card, players learn their results, boards refresh.
  await deps.events.publish([gameUpdated(game.id), ...gradingEvents(game.id, graded)]);
  const unlocked = await awardQuietly(
    awardAfterGrading(deps.db, graded.affectedUserIds, now, game.scheduled_time),
  );
  await deps.events.publish(unlockEvents(unlocked));
  return {
    gameId: game.id,
    gradedPicks: graded.graded.length,
    affectedUserIds: graded.affectedUserIds,
    unlocked,
  };
}
