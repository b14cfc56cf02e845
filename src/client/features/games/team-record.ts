import { isSoccer } from '../../../shared/constants';
import type { Game } from '../../../shared/schemas/games';
import { i18n } from '../../i18n/i18n';

/**
 * A team's record on the card: wins-losses, with ties for soccer leagues; the game's own snapshot of
 * the record first, else the team's. null when the game hides records.
 */
export function teamRecord(game: Game, side: 'home' | 'away'): string | null {
  if (!game.showTeamRecords) return null;
  const team = side === 'home' ? game.homeTeam : game.awayTeam;
  const wins = (side === 'home' ? game.homeTeamWins : game.awayTeamWins) ?? team.wins;
  const losses = (side === 'home' ? game.homeTeamLosses : game.awayTeamLosses) ?? team.losses;
  const ties = (side === 'home' ? game.homeTeamTies : game.awayTeamTies) ?? team.ties;
  return isSoccer(game.sport) ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;
}

/** MLB's starting pitcher line: 'SP: name (record)'. */
export function pitcherLine(game: Game, side: 'home' | 'away'): string | null {
  if (game.sport !== 'MLB') return null;
  const name = side === 'home' ? game.homeStartingPitcher : game.awayStartingPitcher;
  if (!name) return null;
  const record = side === 'home' ? game.homePitcherRecord : game.awayPitcherRecord;
  return record
    ? i18n.t('games:card.pitcherWithRecord', { name, record })
    : i18n.t('games:card.pitcher', { name });
}

/** What a pick button says: the special category's custom text, else the team's name. */
export function pickLabel(game: Game, side: 'home' | 'away'): string {
  const option = side === 'home' ? game.homeTeamPickOption : game.awayTeamPickOption;
  return option || (side === 'home' ? game.homeTeam.name : game.awayTeam.name);
}
