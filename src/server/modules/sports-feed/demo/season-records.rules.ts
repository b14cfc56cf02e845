import type { SeededRandom } from './seeded-random';

/** A team's record so far this season. */
export interface SeasonRecord {
  wins: number;
  losses: number;
  ties: number;
}

/**
 * Each league's season as the calendar runs it: first game (month, day), length in days and games each team
 * plays; a season that crosses the new year starts in the year before.
 */
const SEASONS: Record<string, { start: [number, number]; days: number; games: number; draws: boolean }> = {
  NFL: { start: [9, 4], days: 122, games: 17, draws: false },
  'College Football': { start: [8, 30], days: 98, games: 12, draws: false },
  NBA: { start: [10, 21], days: 174, games: 82, draws: false },
  MLB: { start: [3, 27], days: 185, games: 162, draws: false },
  'Premier League': { start: [8, 15], days: 283, games: 38, draws: true },
  'La Liga': { start: [8, 15], days: 283, games: 38, draws: true },
  MLS: { start: [2, 22], days: 238, games: 34, draws: true },
};

const DAY = 86_400_000;

/**
 * How many games a team of `league` has played by `at` in the season under way (the last one's full count
 * between seasons, none before the first ever starts). Leagues without a season (golf, the special pick): null.
 */
export function gamesPlayedBy(league: string, at: Date): number | null {
  const season = SEASONS[league];
  if (!season) return null;
  const [month, day] = season.start;
  let start = Date.UTC(at.getUTCFullYear(), month - 1, day);
  // Before this year's start, the season under way (or just finished) began last year.
  if (at.getTime() < start) start = Date.UTC(at.getUTCFullYear() - 1, month - 1, day);
  const share = Math.min(1, (at.getTime() - start) / DAY / season.days);
  return Math.round(share * season.games);
}

/**
 * A plausible record for one team after `played` games: a strength drawn per team puts wins anywhere from a
 * poor to a strong season, a game or two fewer for a bye, and soccer draws about one game in four.
 */
export function seasonRecord(random: SeededRandom, league: string, played: number): SeasonRecord {
  const season = SEASONS[league];
  if (!season || played === 0) return { wins: 0, losses: 0, ties: 0 };
  const games = season.games > 20 || played < 2 ? played : played - random.int(0, 1);
  const ties = season.draws ? Math.round(games * (0.15 + random.next() * 0.2)) : 0;
  const strength = 0.2 + random.next() * 0.6;
  const wins = Math.round((games - ties) * strength);
  return { wins, losses: games - ties - wins, ties };
}
