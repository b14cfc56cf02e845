import type { Game } from '../../../../shared/schemas/games';
import { leadingSide, levelSides, type Side } from '../../../../shared/score-side';
import { i18n } from '../../../i18n/i18n';

export type Winner = Side;

export interface ScoreValues {
  homeScore: number | '';
  awayScore: number | '';
  /** Asked only when the scores are level. */
  winner: Winner | null;
}

/** The result the scores decide: the side with more points; when level, the admin's choice (or null). */
export function resultOf(value: ScoreValues): Winner | null {
  if (value.homeScore === '' || value.awayScore === '') return null;
  return leadingSide(value.homeScore, value.awayScore) ?? value.winner;
}

/** Whether the scores are both typed and level: only then is the result a question. */
export const isLevel = (value: ScoreValues) =>
  value.homeScore !== '' && value.awayScore !== '' && value.homeScore === value.awayScore;

/** Level games may still have a winner only in soccer (penalties); elsewhere level is a push. */
export const levelChoices = (game: Game): Winner[] => levelSides(game.sport);

/** How many picks a final on this game grades. */
export const picksOn = (game: Game) => game.pickStats.reduce((n, s) => n + s.count, 0);

/** 'Arizona Cardinals wins' or 'Push/Tie'. */
export const resultLabel = (game: Game, winner: Winner) =>
  winner === 'push'
    ? i18n.t('admin:games.result.push')
    : i18n.t('admin:games.result.wins', {
        team: winner === 'home' ? game.homeTeam.name : game.awayTeam.name,
      });
