import type { DB } from '../../../platform/db/client';
import { FixtureFeed } from '../fixtures.adapter';
import {
  eventsInWindow,
  type FeedCompetitor,
  type FeedEvent,
  type FeedTeam,
  LEAGUES,
  type LeagueSlug,
  type SportsFeed,
} from '../sports-feed';
import { startedDemoGames } from './demo.repo';
import { simulateDemoGame } from './demo-simulation.rules';

export interface DemoFeedOptions {
  db: DB;
  now?: () => Date;
  /** What serves everything but the demo's own games; default the recorded fixtures re-based to `now`. */
  recorded?: SportsFeed;
}

type DemoRow = Awaited<ReturnType<typeof startedDemoGames>>[number];

const competitor = (side: 'home' | 'away', row: DemoRow, score: number | null): FeedCompetitor => {
  const id = row[`${side}_id`];
  const name = row[`${side}_name`];
  return {
    providerTeamId: row[`${side}_provider_id`] ?? `demo-team-${id}`,
    name,
    abbreviation: row[`${side}_abbreviation`] ?? name.slice(0, 3).toUpperCase(),
    primaryColor: row[`${side}_primary`],
    secondaryColor: row[`${side}_secondary`],
    score,
    // No record: a team sync reading these events must not overwrite the teams' records.
    record: null,
    probablePitcher: null,
  };
};

/**
 * SPORTS_FEED=demo: the recorded fixtures (so Fetch Games and team sync work offline as with
 * SPORTS_FEED=fixtures), plus the demo's own games, played by demo-simulation.rules.ts from their row's
 * start and event id. A demo game is served only once it has started: the live poller needs nothing
 * earlier, and Fetch Games (which reads what lies ahead) never offers a demo game as a suggestion.
 */
export class DemoFeed implements SportsFeed {
  private readonly db: DB;
  private readonly now: () => Date;
  private readonly recorded: SportsFeed;

  constructor(options: DemoFeedOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
    this.recorded = options.recorded ?? new FixtureFeed({ now: this.now });
  }

  async scoreboard(league: LeagueSlug, from: Date, to: Date): Promise<FeedEvent[]> {
    const recorded = await this.recorded.scoreboard(league, from, to);
    return eventsInWindow([...recorded, ...(await this.demoEvents(league, from, to))], from, to);
  }

  teams(league: LeagueSlug): Promise<FeedTeam[]> {
    return this.recorded.teams(league);
  }

  /** The demo games of a league that started in [from, to), as the simulation has them now. */
  private async demoEvents(league: LeagueSlug, from: Date, to: Date): Promise<FeedEvent[]> {
    const now = this.now();
    const until = new Date(Math.min(to.getTime(), now.getTime() + 1));
    if (until <= from) return [];
    const { sportName } = LEAGUES[league];
    const rows = await startedDemoGames(this.db, sportName, from, until);
    return rows.flatMap((row) => {
      if (!row.event_id) return [];
      const state = simulateDemoGame(league, row.event_id, row.scheduled_time, now);
      return [
        {
          providerEventId: row.event_id,
          league,
          sportName,
          scheduledTime: row.scheduled_time,
          status: state.status,
          home: competitor('home', row, state.homeScore),
          away: competitor('away', row, state.awayScore),
          winner: state.winner,
          period: state.period,
          clockLabel: state.clockLabel,
          venue: row.venue,
          // Served once started, when a line no longer changes anything: the row keeps the one it was given.
          line: null,
        },
      ];
    });
  }
}
