import type { PickResult } from './record.rules';

// A pick's result under its game's outcome, and when an admin may give one by hand: the TypeScript side of
// pickResultSql (pick-result.sql.ts), shared by grading, picks and notifications.

/** A completed game's result: a winning team or a push. */
export type GameOutcome = { kind: 'winner'; teamId: number } | { kind: 'push' };

export interface GameResultFields {
  status: string;
  winnerTeamId: number | null;
  isPush: boolean;
}

export const GRADING_MESSAGES = {
  gameNotFound: 'Game not found',
  pickNotFound: 'Pick not found',
  gameNotCompleted: 'Picks can be graded only after the game is completed',
  gameHasResult: "This game has a final result and its picks follow it; fix the game's score instead",
  badResult: 'Result must be win, loss or push',
} as const;

export const PICK_RESULTS: readonly PickResult[] = ['win', 'loss', 'push'];

/** What a game row grades by; null while it is not completed or its winner is unknown. */
export function gameOutcome(game: GameResultFields): GameOutcome | null {
  if (game.status !== 'completed') return null;
  if (game.isPush) return { kind: 'push' };
  if (game.winnerTeamId !== null) return { kind: 'winner', teamId: game.winnerTeamId };
  return null;
}

/** The outcome a game's picks were graded with (its graded_* columns), or null while they are not graded. */
export function gradedOutcome(game: {
  gradedWinnerTeamId: number | null;
  gradedPush: boolean;
}): GameOutcome | null {
  if (game.gradedPush) return { kind: 'push' };
  if (game.gradedWinnerTeamId !== null) return { kind: 'winner', teamId: game.gradedWinnerTeamId };
  return null;
}

/** Whether two outcomes grade every pick alike (both none, both a push, or the same winner). */
export function sameOutcome(a: GameOutcome | null, b: GameOutcome | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === 'push' || b.kind === 'push') return a.kind === b.kind;
  return a.teamId === b.teamId;
}

/** A pick's result under a game's outcome (pickResultSql and the repo's SQL CASE say the same). */
export function pickResult(outcome: GameOutcome, selectedTeamId: number): PickResult {
  if (outcome.kind === 'push') return 'push';
  return outcome.teamId === selectedTeamId ? 'win' : 'loss';
}

/** Why an admin may not grade a pick of this game by hand, or null when they may. */
export function manualGradeRefusal(game: GameResultFields & { graded: GameOutcome | null }): string | null {
  if (game.status !== 'completed') return GRADING_MESSAGES.gameNotCompleted;
  // A known result grades every pick by itself; a hand-made grade would be overwritten by the next regrade.
  if (gameOutcome(game) || game.graded) return GRADING_MESSAGES.gameHasResult;
  return null;
}

export function isPickResult(value: unknown): value is PickResult {
  return typeof value === 'string' && (PICK_RESULTS as readonly string[]).includes(value);
}
