import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps, Clock } from '../deps';
import { DEFAULT_ESPN_URL, EspnFeed } from './espn.adapter';
import { FixtureFeed } from './fixtures.adapter';
import type { SportsFeed } from './sports-feed';

export type SportsFeedKind = 'espn' | 'fixtures';

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

/** The feed main.ts hands to the app: ESPN over HTTP, or the recorded fixtures re-based to `clock`. */
export function createSportsFeed(
  settings: SportsFeedSettings,
  clock: Clock,
  log?: FastifyBaseLogger,
): SportsFeed {
  if (settings.kind === 'fixtures') return new FixtureFeed({ now: clock });
  return new EspnFeed({
    baseUrl: settings.url,
    onSkipped: (what, skipped) => log?.warn({ what, skipped }, 'sports feed entries left out'),
  });
}

/**
 * The app's feed. AppDeps.feed is optional so that hand-built deps (benchmarks) need not name one;
 * without one the recorded fixtures serve, as with SPORTS_FEED unset.
 */
export function feedOf(deps: Pick<AppDeps, 'feed' | 'clock'>): SportsFeed {
  return deps.feed ?? new FixtureFeed({ now: deps.clock });
}
