import type { Game } from '../../../src/shared/schemas/games';

const HOUR = 60 * 60 * 1000;

/** A game as the lists serve it: Eagles at Cowboys, NFL, starting in three hours, open for picks. */
export function gameFixture(overrides: Partial<Game> = {}): Game {
  const team = (id: number, name: string, primaryColor: string) => ({
    id,
    name,
    abbreviation: name.slice(0, 3).toUpperCase(),
    sport: 'NFL',
    primaryColor,
    secondaryColor: '#ffffff',
    wins: 7,
    losses: 3,
    ties: 0,
  });
  return {
    id: 1,
    sport: 'NFL',
    scheduledTime: new Date(Date.now() + 3 * HOUR).toISOString(),
    status: 'scheduled',
    homeTeam: team(10, 'Dallas Cowboys', '#041e42'),
    awayTeam: team(20, 'Philadelphia Eagles', '#004c54'),
    homeScore: null,
    awayScore: null,
    winnerId: null,
    timeRemaining: null,
    currentPeriod: null,
    notes: null,
    venue: null,
    showTeamRecords: true,
    homeTeamWins: 7,
    homeTeamLosses: 3,
    homeTeamTies: 0,
    awayTeamWins: 8,
    awayTeamLosses: 2,
    awayTeamTies: 0,
    homeStartingPitcher: null,
    awayStartingPitcher: null,
    homePitcherRecord: null,
    awayPitcherRecord: null,
    homeTeamPickOption: null,
    awayTeamPickOption: null,
    isFreePick: false,
    line: null,
    underdog: null,
    pickStats: [],
    userPick: null,
    canPick: true,
    ...overrides,
  };
}

export const MINUTE = 60 * 1000;
export { HOUR };
