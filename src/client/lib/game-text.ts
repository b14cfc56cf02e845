import type { Game, PickResultValue } from '../../shared/schemas/games';

/** A team as a pick names it: the special category's pick text where the game has one. */
export function teamPickText(game: Game, teamId: number): string {
  if (teamId === game.homeTeam.id) return game.homeTeamPickOption || game.homeTeam.name;
  if (teamId === game.awayTeam.id) return game.awayTeamPickOption || game.awayTeam.name;
  return 'Unknown team';
}

export type ResultLabel = 'PENDING' | 'WIN' | 'PUSH' | 'LOSS';

/** PENDING, WIN, PUSH or LOSS; anything else than null, win or push reads as a loss. */
export function resultLabel(result: PickResultValue | null): ResultLabel {
  if (result === null) return 'PENDING';
  if (result === 'win') return 'WIN';
  if (result === 'push') return 'PUSH';
  return 'LOSS';
}

export const RESULT_COLORS: Record<ResultLabel, string> = {
  PENDING: 'gray',
  WIN: 'green',
  PUSH: 'yellow',
  LOSS: 'red',
};
