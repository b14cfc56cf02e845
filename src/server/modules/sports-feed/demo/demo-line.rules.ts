import type { LeagueSlug } from '../sports-feed';
import { SeededRandom } from './seeded-random';

// The live demo's lines (issue 42): most demo games get one, as ESPN's feed gives most games one, so the cards of
// `npm start` show lines, and the underdog badge, offline. Seeded by the event id: every instance agrees.

/** The source a demo line names: the demo's own simulated book, never a real bookmaker. */
export const DEMO_LINE_SOURCE = 'Demo odds';

/** Per league: the largest spread in steps of `step`, and the usual total's range. */
const SHAPE: Record<LeagueSlug, { step: number; maxSteps: number; total: [number, number] }> = {
  nfl: { step: 0.5, maxSteps: 24, total: [38, 54] },
  'college-football': { step: 0.5, maxSteps: 48, total: [42, 66] },
  nba: { step: 0.5, maxSteps: 28, total: [208, 242] },
  mlb: { step: 1.5, maxSteps: 1, total: [7, 10] },
  'eng.1': { step: 0.25, maxSteps: 6, total: [2, 3] },
  'esp.1': { step: 0.25, maxSteps: 6, total: [2, 3] },
  'usa.1': { step: 0.25, maxSteps: 6, total: [2, 3] },
};

/** What the line reads of a team: its record. */
interface TeamRecordFacts {
  wins: number;
  losses: number;
  ties: number;
}

const share = (t: TeamRecordFacts) => {
  const games = t.wins + t.losses + t.ties;
  return games === 0 ? 0.5 : t.wins / games;
};

/**
 * A demo game's line columns: about three games in four have one; the team with the better record is mostly the
 * favourite (now and then the other, as real lines sometimes disagree with records), read at `asOf`.
 */
export function demoLineColumns(
  league: LeagueSlug,
  eventId: string,
  home: TeamRecordFacts,
  away: TeamRecordFacts,
  asOf: Date,
) {
  const random = new SeededRandom(`line:${eventId}`);
  if (!random.chance(0.75)) return {};
  const { step, maxSteps, total } = SHAPE[league];
  const better = share(home) >= share(away) ? 'home' : 'away';
  const favorite = random.chance(0.85) ? better : better === 'home' ? 'away' : 'home';
  const steps = random.int(0, maxSteps);
  const spread = steps * step;
  // Totals in halves (soccer's 2.5 goals), so an over/under is never a push.
  const overUnder = random.int(total[0], total[1]) + 0.5;
  return {
    line_favorite: spread > 0 ? favorite : null,
    line_spread: spread,
    line_over_under: overUnder,
    line_details: null,
    line_source: DEMO_LINE_SOURCE,
    line_as_of: asOf,
  } as const;
}
