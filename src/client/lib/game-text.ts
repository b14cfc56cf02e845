import type { Game, PickResultValue } from '../../shared/schemas/games';
import { i18n } from '../i18n/i18n';

/** A team as a pick names it: the special category's pick text where the game has one. */
export function teamPickText(game: Game, teamId: number): string {
  if (teamId === game.homeTeam.id) return game.homeTeamPickOption || game.homeTeam.name;
  if (teamId === game.awayTeam.id) return game.awayTeamPickOption || game.awayTeam.name;
  return i18n.t('history:unknownTeam');
}

export type ResultLabel = 'PENDING' | 'WIN' | 'PUSH' | 'LOSS';

/** PENDING, WIN, PUSH or LOSS; anything else than null, win or push reads as a loss. */
export function resultLabel(result: PickResultValue | null): ResultLabel {
  if (result === null) return 'PENDING';
  if (result === 'win') return 'WIN';
  if (result === 'push') return 'PUSH';
  return 'LOSS';
}

// Named shades, not bare colours: a bare colour is shade 6 in light and 8 in dark, and its text colour
// would be chosen for the light shade in both schemes.
export const RESULT_COLORS: Record<ResultLabel, string> = {
  PENDING: 'gray.7',
  WIN: 'green.8',
  PUSH: 'yellow.5',
  LOSS: 'red.8',
};
