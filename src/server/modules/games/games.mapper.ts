import { isSoccer } from '../../../shared/constants';
import type { Game, GameLine, PickStat } from '../../../shared/schemas/games';
import { spreadOfRow, underdogSide } from '../../kernel/underdog.rules';
import type { GameRowWithTeams } from './games.repo';

export interface ViewerFacts {
  pick: { id: number; selectedTeamId: number; result: 'win' | 'loss' | 'push' | null; pickedAt: Date } | null;
  canPick: boolean;
}

type LineColumns = Pick<
  GameRowWithTeams,
  'line_favorite' | 'line_spread' | 'line_over_under' | 'line_details' | 'line_source' | 'line_as_of'
>;

/** A row's line as the card shows it; null when it has none (numeric columns are parsed here, once). */
export function lineOf(row: LineColumns): GameLine | null {
  if (row.line_source === null || row.line_as_of === null) return null;
  const num = (v: string | number | null) => (v === null ? null : Number(v));
  return {
    favorite: row.line_favorite,
    spread: num(row.line_spread),
    overUnder: num(row.line_over_under),
    details: row.line_details,
    source: row.line_source,
    asOf: row.line_as_of.toISOString(),
  };
}

/** The card's underdog: the same rule and inputs a pick is judged by (picks.service `underdog`). */
function underdogOf(row: GameRowWithTeams): 'home' | 'away' | null {
  const record = (side: 'home' | 'away') => ({
    wins: row[`${side}_team_wins`] ?? row[`${side}_wins`],
    losses: row[`${side}_team_losses`] ?? row[`${side}_losses`],
    ties: row[`${side}_team_ties`] ?? row[`${side}_ties`],
  });
  return underdogSide(spreadOfRow(row), record('home'), record('away'));
}

/** A game row with its teams as the player screens read it. */
export function toGame(row: GameRowWithTeams, pickStats: PickStat[], viewer: ViewerFacts | null): Game {
  const team = (side: 'home' | 'away') => ({
    id: side === 'home' ? row.home_team_id : row.away_team_id,
    name: row[`${side}_name`],
    abbreviation: row[`${side}_abbreviation`],
    sport: row[`${side}_sport`],
    primaryColor: row[`${side}_primary`],
    secondaryColor: row[`${side}_secondary`],
    wins: row[`${side}_wins`],
    losses: row[`${side}_losses`],
    ties: row[`${side}_ties`],
  });
  return {
    id: row.id,
    sport: row.sport_name,
    scheduledTime: row.scheduled_time.toISOString(),
    status: row.status,
    homeTeam: team('home'),
    awayTeam: team('away'),
    homeScore: row.home_score,
    awayScore: row.away_score,
    winnerId: row.is_push ? 'push' : row.winner_team_id,
    timeRemaining: row.time_remaining,
    currentPeriod: row.current_period,
    notes: row.notes,
    venue: row.venue,
    showTeamRecords: row.show_team_records,
    homeTeamWins: row.home_team_wins ?? row.home_wins,
    homeTeamLosses: row.home_team_losses ?? row.home_losses,
    homeTeamTies: row.home_team_ties ?? (isSoccer(row.sport_name) ? row.home_ties : null),
    awayTeamWins: row.away_team_wins ?? row.away_wins,
    awayTeamLosses: row.away_team_losses ?? row.away_losses,
    awayTeamTies: row.away_team_ties ?? (isSoccer(row.sport_name) ? row.away_ties : null),
    homeStartingPitcher: row.home_starting_pitcher,
    awayStartingPitcher: row.away_starting_pitcher,
    homePitcherRecord: row.home_pitcher_record,
    awayPitcherRecord: row.away_pitcher_record,
    homeTeamPickOption: row.home_team_pick_option,
    awayTeamPickOption: row.away_team_pick_option,
    isFreePick: row.is_free_pick,
    line: lineOf(row),
    underdog: underdogOf(row),
    pickStats,
    userPick: viewer?.pick
      ? {
          id: viewer.pick.id,
          selectedTeamId: viewer.pick.selectedTeamId,
          result: viewer.pick.result,
          pickedAt: viewer.pick.pickedAt.toISOString(),
        }
      : null,
    canPick: viewer?.canPick ?? false,
  };
}
