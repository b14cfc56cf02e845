import { clockLabel } from '../clock-label.rules';
import { type FeedWinner, LEAGUES, type LeagueSlug } from '../sports-feed';
import { drawScoring, scoreAt } from './demo-scoring.rules';
import { gameTimeline, STYLE_OF, type Stretch } from './demo-timeline.rules';
import { SeededRandom } from './seeded-random';

// The live demo's games, played forward by the clock alone: the state of a game is a pure function of its
// league, its event id (the seed of its scoring) and how long ago it started. Every poll, every instance
// and every restart computes the same score, period and clock label for the same moment, so nothing about
// a simulated game needs storing beyond its row.

export interface DemoGameState {
  status: 'scheduled' | 'live' | 'completed';
  /** Null before the start. */
  homeScore: number | null;
  awayScore: number | null;
  /** Quarter, half or inning; null before the start. */
  period: number | null;
  /** The normalised clock label (clock-label.rules.ts): 'Q3 8:42', 'HALFTIME', 'TOP 5TH', 'FINAL'. */
  clockLabel: string | null;
  /** Only once completed: by score, and a level soccer game is a push. */
  winner: FeedWinner | null;
}

interface DemoGame {
  stretches: Stretch[];
  durationMs: number;
  plays: ReturnType<typeof drawScoring>['plays'];
}

function drawGame(league: LeagueSlug, eventId: string): DemoGame {
  const random = new SeededRandom(`${league}:${eventId}`);
  const { plays, shortNinth } = drawScoring(STYLE_OF[league], random);
  const stretches = gameTimeline(league, shortNinth, random);
  return { stretches, plays, durationMs: stretches.reduce((n, s) => n + s.realMs, 0) };
}

/** How long a simulated game lasts in real time, from its start to its final. */
export const demoGameDurationMs = (league: LeagueSlug, eventId: string): number =>
  drawGame(league, eventId).durationMs;

const winnerOf = (home: number, away: number): FeedWinner =>
  home === away ? 'push' : home > away ? 'home' : 'away';

/** The state of the demo game `eventId` of `league` that starts at `start`, as seen at `now`. */
export function simulateDemoGame(league: LeagueSlug, eventId: string, start: Date, now: Date): DemoGameState {
  const elapsed = now.getTime() - start.getTime();
  if (elapsed < 0) {
    return {
      status: 'scheduled',
      homeScore: null,
      awayScore: null,
      period: null,
      clockLabel: null,
      winner: null,
    };
  }
  const game = drawGame(league, eventId);
  if (elapsed >= game.durationMs) {
    const { home, away } = scoreAt(game.plays, 1);
    const last = game.stretches[game.stretches.length - 1]!;
    return {
      status: 'completed',
      homeScore: home,
      awayScore: away,
      period: last.period,
      clockLabel: 'FINAL',
      winner: winnerOf(home, away),
    };
  }
  let begins = 0;
  for (const stretch of game.stretches) {
    if (elapsed < begins + stretch.realMs) {
      const fraction = (elapsed - begins) / stretch.realMs;
      const { home, away } = scoreAt(game.plays, stretch.from + (stretch.to - stretch.from) * fraction);
      const label = clockLabel(LEAGUES[league].clockSport, {
        state: 'in',
        completed: false,
        name: stretch.name,
        period: stretch.period,
        displayClock: stretch.clock(fraction),
        shortDetail: stretch.detail,
        detail: stretch.detail,
      });
      return {
        status: 'live',
        homeScore: home,
        awayScore: away,
        period: stretch.period,
        clockLabel: label,
        winner: null,
      };
    }
    begins += stretch.realMs;
  }
  // Unreachable: elapsed is below the sum of the stretches.
  throw new Error(`demo game ${eventId} has no stretch at ${elapsed} ms`);
}
