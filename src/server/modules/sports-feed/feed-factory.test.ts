import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../config';
import { readEnv } from '../../env';
import type { DB } from '../../platform/db/client';
import { DemoFeed } from './demo/demo.feed';
import { createSportsFeed, DEFAULT_FEED_SETTINGS } from './feed-factory';
import { FixtureFeed } from './fixtures.adapter';

const feedSettings = (env: Record<string, string>) => configFromEnv(readEnv(env)).sportsFeed;
const POSTGRES = 'postgres://localhost/pickem';

describe('the sports feed settings', () => {
  it.each([
    [{}, 'demo', 5_000],
    [{ DEMO_DATA: 'false' }, 'fixtures', 15_000],
    [{ DATABASE_URL: POSTGRES }, 'fixtures', 15_000],
    [{ DATABASE_URL: POSTGRES, DEMO_DATA: 'true' }, 'fixtures', 15_000],
    [{ SPORTS_FEED: 'espn' }, 'espn', 15_000],
    [{ DATABASE_URL: POSTGRES, SPORTS_FEED: 'demo' }, 'demo', 5_000],
    [{ LIVE_SCORES_INTERVAL_MS: '2000' }, 'demo', 2_000],
    [{ SPORTS_FEED: 'fixtures', LIVE_SCORES_INTERVAL_MS: '60000' }, 'fixtures', 60_000],
  ])('%o: %s, polled every %i ms', (env, kind, intervalMs) => {
    expect(feedSettings(env)).toMatchObject({ kind, liveScoresIntervalMs: intervalMs });
  });

  it('refuses an unknown feed', () => {
    expect(() => readEnv({ SPORTS_FEED: 'live' })).toThrow(/SPORTS_FEED/);
  });

  it('builds the demo feed on the database, and refuses it without one', () => {
    const now = () => new Date();
    const demo = { ...DEFAULT_FEED_SETTINGS, kind: 'demo' as const };
    expect(() => createSportsFeed(demo, now)).toThrow(/needs the database/);
    expect(createSportsFeed(demo, now, undefined, {} as DB)).toBeInstanceOf(DemoFeed);
    expect(createSportsFeed(DEFAULT_FEED_SETTINGS, now)).toBeInstanceOf(FixtureFeed);
  });
});
