import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/client';
import { DemoFeed } from './demo/demo.feed';
import { DEFAULT_ESPN_URL, EspnFeed } from './espn.adapter';
import { FixtureFeed } from './fixtures.adapter';
import type { SportsFeed } from './sports-feed';

export const SPORTS_FEED_KINDS = ['demo', 'espn', 'fixtures'] as const;
export type SportsFeedKind = (typeof SPORTS_FEED_KINDS)[number];

/** SPORTS_FEED, SPORTS_FEED_URL and LIVE_SCORES_INTERVAL_MS as configFromEnv reads them. */
export interface SportsFeedSettings {
  kind: SportsFeedKind;
  /** ESPN's site API base; only the espn feed uses it. */
  url: string;
  liveScoresIntervalMs: number;
}

export const DEFAULT_FEED_SETTINGS: SportsFeedSettings = {
  kind: 'fixtures',
  url: DEFAULT_ESPN_URL,
  liveScoresIntervalMs: 15_000,
};

/** LIVE_SCORES_INTERVAL_MS unset: 15 s, or 5 s for the demo, whose clocks should visibly run. */
export const defaultLiveScoresIntervalMs = (kind: SportsFeedKind): number =>
  kind === 'demo' ? 5_000 : 15_000;

/**
 * SPORTS_FEED unset: the live demo on the embedded database with demo data (what `npm start` runs with no
 * configuration), else the recorded fixtures, so a real PostgreSQL install never gets demo games by default.
 */
export const defaultFeedKind = (embedded: boolean, demoData: boolean): SportsFeedKind =>
  embedded && demoData ? 'demo' : 'fixtures';

/**
 * The feed main.ts hands to the app: ESPN over HTTP, the recorded fixtures re-based to `clock`, or the demo
 * (the fixtures plus the simulated demo games read from `db`).
 */
export function createSportsFeed(
  settings: SportsFeedSettings,
  clock: Clock,
  log?: FastifyBaseLogger,
  db?: DB,
): SportsFeed {
  switch (settings.kind) {
    case 'fixtures':
      return new FixtureFeed({ now: clock });
    case 'demo':
      if (!db) throw new Error('The demo sports feed needs the database');
      return new DemoFeed({ db, now: clock });
    case 'espn':
      return new EspnFeed({
        baseUrl: settings.url,
        onSkipped: (what, skipped) => log?.warn({ what, skipped }, 'sports feed entries left out'),
      });
  }
}

/**
 * The app's feed. AppDeps.feed is optional so that hand-built deps (benchmarks) need not name one;
 * without one the recorded fixtures serve, as with SPORTS_FEED=fixtures.
 */
export function feedOf(deps: Pick<AppDeps, 'feed' | 'clock'>): SportsFeed {
  return deps.feed ?? new FixtureFeed({ now: deps.clock });
}
