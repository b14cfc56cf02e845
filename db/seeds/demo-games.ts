import type { Insertable } from 'kysely';
import type { DemoDraft } from '../../src/server/modules/sports-feed/demo/demo-keeper.rules';
import { matchupColumns, pitcherColumns } from '../../src/server/modules/sports-feed/demo/demo-rows';
import {
  demoGameDurationMs,
  simulateDemoGame,
} from '../../src/server/modules/sports-feed/demo/demo-simulation.rules';
import { gamesPlayedBy } from '../../src/server/modules/sports-feed/demo/season-records.rules';
import type { GamesTable } from '../../src/server/platform/db/schema';
import { addDays, localDay } from '../../src/shared/periods';
import { zonedTimeToInstant } from '../../src/shared/zoned-time';
import type { SeededRandom } from './random';

export interface DemoTeam {
  id: number;
  sportId: number;
  sport: string;
  name: string;
  wins: number;
  losses: number;
  ties: number;
}

const HOUR = 3_600_000;
const SCORE_RANGE: Record<string, [number, number]> = {
  NFL: [10, 38],
  NBA: [92, 128],
  MLB: [1, 9],
  'Premier League': [0, 3],
  'La Liga': [0, 3],
  MLS: [0, 3],
  'College Football': [7, 45],
  PGA: [65, 74],
};
const SOCCER = new Set(['Premier League', 'La Liga', 'MLS']);

type GameRow = Insertable<GamesTable>;

/** A team's record as it stood at `at`: today's record scaled back to the games played by then. */
function recordAt(team: DemoTeam, sport: string, at: Date): DemoTeam {
  const played = team.wins + team.losses + team.ties;
  const then = gamesPlayedBy(sport, at);
  if (then === null || played === 0 || then >= played) return team;
  const ties = Math.round((team.ties * then) / played);
  const wins = Math.min(then - ties, Math.round((team.wins * then) / played));
  return { ...team, wins, losses: then - ties - wins, ties };
}

function matchup(random: SeededRandom, teams: DemoTeam[], sport: string, at: Date): GameRow {
  const [home, away] = random.pair(teams.filter((t) => t.sport === sport));
  const row: GameRow = {
    ...matchupColumns(recordAt(home, sport, at), recordAt(away, sport, at), SOCCER.has(sport)),
    scheduled_time: at,
    created_at: new Date(at.getTime() - 72 * HOUR),
  };
  if (sport === 'MLB') Object.assign(row, pitcherColumns(home.name, away.name, at));
  return row;
}

function finish(random: SeededRandom, row: GameRow, sport: string): GameRow {
  const [lo, hi] = SCORE_RANGE[sport] ?? [0, 5];
  let home = random.int(lo, hi);
  const away = random.int(lo, hi);
  if (home === away && !SOCCER.has(sport)) home += sport === 'PGA' ? -1 : 1;
  const lowerWins = sport === 'PGA';
  const homeWon = lowerWins ? home < away : home > away;
  if (SOCCER.has(sport) && home === away) {
    return {
      ...row,
      status: 'completed',
      home_score: home,
      away_score: away,
      is_push: true,
      completed_at: row.scheduled_time,
    };
  }
  return {
    ...row,
    status: 'completed',
    home_score: home,
    away_score: away,
    winner_team_id: homeWon ? row.home_team_id : row.away_team_id,
    completed_at: new Date(new Date(row.scheduled_time).getTime() + 3 * HOUR),
  };
}

const TEAM_SPORTS = ['NFL', 'NBA', 'MLB', 'Premier League', 'La Liga', 'MLS', 'College Football'];

/** Five weeks of finished games, before the live demo's own games (demoSlateRows) begin. */
export function demoHistory(random: SeededRandom, teams: DemoTeam[], now: Date): GameRow[] {
  const zone = 'America/New_York';
  const today = localDay(now, zone).date;
  const games: GameRow[] = [];
  for (let back = 35; back >= 1; back--) {
    const day = addDays(today, -back);
    for (const time of ['13:00', '16:30', '19:00', '21:30']) {
      const sport = random.pick(TEAM_SPORTS);
      games.push(finish(random, matchup(random, teams, sport, zonedTimeToInstant(day, time, zone)), sport));
    }
  }
  return games;
}

/**
 * A planned demo game (today's and tomorrow's slates, the live one) as the simulation has it at `now`:
 * started games are live or final with the simulated score, exactly what the live poller would write, so
 * the seeded picks on them are graded against the same result the demo shows.
 */
export function withSimulatedState(draft: DemoDraft, row: GameRow, now: Date): GameRow {
  const state = simulateDemoGame(draft.league, draft.eventId, draft.start, now);
  if (state.status === 'scheduled') return row;
  const played: GameRow = {
    ...row,
    status: state.status,
    home_score: state.homeScore,
    away_score: state.awayScore,
    current_period: state.period,
    time_remaining: state.clockLabel,
  };
  if (state.status === 'live') return played;
  const winner =
    state.winner === 'home' ? draft.homeTeamId : state.winner === 'away' ? draft.awayTeamId : null;
  return {
    ...played,
    winner_team_id: winner,
    is_push: winner === null,
    completed_at: new Date(draft.start.getTime() + demoGameDurationMs(draft.league, draft.eventId)),
  };
}

/** Tomorrow's PGA head-to-head (golf is not simulated: an admin enters its result). */
export function demoGolf(random: SeededRandom, teams: DemoTeam[], now: Date): GameRow {
  const zone = 'America/New_York';
  const tomorrow = addDays(localDay(now, zone).date, 1);
  // Golfers have no home and away: no ground of their own, no win-loss record to show.
  return {
    ...matchup(random, teams, 'PGA', zonedTimeToInstant(tomorrow, '08:40', zone)),
    venue: 'Sea Island Golf Club',
    show_team_records: false,
    notes: 'Round 1 head-to-head',
  };
}

/** Tomorrow's free special pick at 05:00 Mountain time, as the admin's Free Pick button makes it. */
export function demoFreePick(teams: DemoTeam[], now: Date): GameRow {
  const win = teams.find((t) => t.sport === 'Special' && t.name === 'Free Win')!;
  const loss = teams.find((t) => t.sport === 'Special' && t.name === 'Free Loss')!;
  const tomorrow = addDays(localDay(now, 'America/Denver').date, 1);
  return {
    sport_id: win.sportId,
    home_team_id: win.id,
    away_team_id: loss.id,
    scheduled_time: zonedTimeToInstant(tomorrow, '05:00', 'America/Denver'),
    home_team_pick_option: 'Free Win',
    away_team_pick_option: 'Free Loss',
    show_team_records: false,
    is_free_pick: true,
    notes: 'Free pick: everyone who takes Free Win gets a win.',
  };
}
