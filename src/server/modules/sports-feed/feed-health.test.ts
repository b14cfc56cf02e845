import { beforeAll, describe, expect, it } from 'vitest';
import { call, signedInAdmin } from '../../../../tests/support/calls';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { FEED_SPORT_NAMES } from '../../../shared/constants';
import type { FeedHealth } from '../../../shared/schemas/sports-feed-health';
import { pollLiveScores } from '../../workflows/live-scores.service';
import { FixtureFeed } from './fixtures.adapter';
import { FeedError, type LeagueSlug, type SportsFeed } from './sports-feed';

// Feed health on the Sports API tab: per league the feed's last answers (admin reads, live poll) and its last
// failure, with the games past their start still scheduled and the pending suggestions starting soon.

/** The recorded fixtures, with NBA's feed down. */
class NbaDownFeed implements SportsFeed {
  constructor(private readonly inner: SportsFeed) {}
  scoreboard(league: LeagueSlug, from: Date, to: Date) {
    if (league === 'nba') return Promise.reject(new FeedError('ESPN answered 503'));
    return this.inner.scoreboard(league, from, to);
  }
  teams(league: LeagueSlug) {
    return this.inner.teams(league);
  }
}

const t = sharedTestApp();
const admin = signedInAdmin(t);
const NOW = '2026-11-21T15:00:00.000Z';
beforeAll(() => {
  t.clock.set(NOW);
  t.deps.feed = new NbaDownFeed(new FixtureFeed({ now: t.clock.now }));
});

const health = async (): Promise<FeedHealth['leagues']> => {
  const res = await call(t, admin.cookie, 'GET', '/api/admin/feed-health');
  expect(res.statusCode).toBe(200);
  return res.json().leagues;
};
const line = (lines: FeedHealth['leagues'], league: string) => lines.find((l) => l.league === league)!;
const sportId = async (name: string) =>
  (
    (await t.deps.db.selectFrom('sports').select('id').where('name', '=', name).executeTakeFirst()) ??
    (await t.deps.db
      .insertInto('sports')
      .values({ name, display_name: name })
      .returning('id')
      .executeTakeFirstOrThrow())
  ).id;

describe('feed health', () => {
  it('lists every feed league, nothing known before any read', async () => {
    const lines = await health();
    expect(lines.map((l) => l.sport)).toEqual([...FEED_SPORT_NAMES]);
    expect(line(lines, 'mlb')).toEqual({
      league: 'mlb',
      sport: 'MLB',
      lastFetchAt: null,
      lastPollAt: null,
      lastError: null,
      lastErrorAt: null,
      overdueGames: 0,
      pendingSoon: 0,
    });
  });

  it('records the last answer of an import and its failures per league', async () => {
    const res = await call(t, admin.cookie, 'POST', '/api/admin/suggested-games/fetch', {
      sports: ['NFL', 'NBA'],
    });
    expect(res.json().failed).toBe(1);
    const lines = await health();
    expect(line(lines, 'nfl')).toMatchObject({ lastFetchAt: NOW, lastError: null });
    expect(line(lines, 'nba')).toMatchObject({
      lastFetchAt: null,
      lastError: 'ESPN answered 503',
      lastErrorAt: NOW,
    });
  });

  it('records the live poll, counts overdue games and pending suggestions starting within two hours', async () => {
    const nfl = await sportId('NFL');
    const teams = await t.deps.db
      .insertInto('teams')
      .values([
        { sport_id: nfl, name: 'Health Home' },
        { sport_id: nfl, name: 'Health Away' },
      ])
      .returning('id')
      .execute();
    // A feed game 10 minutes past its start that the feed does not list: the poll reads NFL, the game stays.
    await t.deps.db
      .insertInto('games')
      .values({
        sport_id: nfl,
        home_team_id: teams[0]!.id,
        away_team_id: teams[1]!.id,
        scheduled_time: new Date(Date.parse(NOW) - 10 * 60_000),
        status: 'scheduled',
        provider: 'espn',
        provider_event_id: 'health-missing',
      })
      .execute();
    t.clock.set('2026-11-21T15:01:00.000Z');
    await pollLiveScores(t.deps);
    const mls = await sportId('MLS');
    const suggestion = (id: string, minutes: number, status: 'pending' | 'rejected' = 'pending') => ({
      sport_id: mls,
      provider: 'espn',
      provider_event_id: id,
      home_team_name: 'A',
      away_team_name: 'B',
      scheduled_time: new Date(Date.parse('2026-11-21T15:01:00.000Z') + minutes * 60_000),
      payload: JSON.stringify({}),
      status,
    });
    await t.deps.db
      .insertInto('suggested_games')
      .values([
        suggestion('h-soon', 90),
        suggestion('h-later', 150),
        suggestion('h-rejected', 30, 'rejected'),
      ])
      .execute();
    const lines = await health();
    expect(line(lines, 'nfl')).toMatchObject({ lastPollAt: '2026-11-21T15:01:00.000Z', overdueGames: 1 });
    expect(line(lines, 'usa.1')).toMatchObject({ pendingSoon: 1, overdueGames: 0 });
  });

  it('is for admins only', async () => {
    expect((await call(t, undefined, 'GET', '/api/admin/feed-health')).statusCode).toBe(401);
  });
});
