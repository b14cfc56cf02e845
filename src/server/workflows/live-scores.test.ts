import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { account } from '../../../tests/support/calls';
import type { EspnEventSpec } from '../../../tests/support/feed/events';
import { startFakeEspn } from '../../../tests/support/feed/fake-espn';
import { sharedTestApp } from '../../../tests/support/test-app';
import { pickResultSql } from '../kernel/pick-result.sql';
import { EspnFeed } from '../modules/sports-feed/espn.adapter';
import { LiveScoresPoller } from './live-scores.poller';

// The poller against the real ESPN adapter, pointed at a local HTTP server whose scoreboards the tests
// change between polls, on a real database.

const t = sharedTestApp();
const NOW = new Date('2026-11-21T20:00:00Z');
const MINUTE = 60_000;

let feed: Awaited<ReturnType<typeof startFakeEspn>>;
let poller: LiveScoresPoller;

beforeAll(async () => {
  feed = await startFakeEspn();
  t.deps.feed = new EspnFeed({ baseUrl: feed.base, timeoutMs: 2_000 });
  poller = new LiveScoresPoller(t.deps, { intervalMs: 60_000 });
});

afterAll(() => feed?.close());

beforeEach(() => {
  t.clock.set(NOW);
  feed.reset();
});

/** A feed game of a sport named like a feed league, with its two teams and `status`. */
async function feedGame(
  sportName: string,
  eventId: string,
  status: 'scheduled' | 'live',
  startMinutes = -30,
) {
  const sport =
    (await t.deps.db.selectFrom('sports').select('id').where('name', '=', sportName).executeTakeFirst()) ??
    (await t.deps.db
      .insertInto('sports')
      .values({ name: sportName, display_name: sportName })
      .returning('id')
      .executeTakeFirstOrThrow());
  const team = (name: string) =>
    t.deps.db
      .insertInto('teams')
      .values({ sport_id: sport.id, name: `${name} ${eventId}` })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
  const [home, away] = [await team('Home'), await team('Away')];
  const game = await t.deps.db
    .insertInto('games')
    .values({
      sport_id: sport.id,
      home_team_id: home.id,
      away_team_id: away.id,
      scheduled_time: new Date(NOW.getTime() + startMinutes * MINUTE),
      status,
      provider: 'espn',
      provider_event_id: eventId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  /** The ESPN event of this game; `score` is [home, away], `winner` sets ESPN's winner flags. */
  const event = (over: Partial<EspnEventSpec> = {}, score?: [number, number], winner?: 'home' | 'away') => ({
    id: eventId,
    date: new Date(NOW.getTime() + startMinutes * MINUTE),
    home: { id: `${eventId}-h`, name: home.name, score: score?.[0], winner: winner && winner === 'home' },
    away: { id: `${eventId}-a`, name: away.name, score: score?.[1], winner: winner && winner === 'away' },
    ...over,
  });
  return { id: game.id, home, away, event };
}

const gameRow = (id: number) =>
  t.deps.db
    .selectFrom('games')
    .select([
      'status',
      'home_score',
      'away_score',
      'current_period',
      'time_remaining',
      'winner_team_id',
      'is_push',
      'scheduled_time',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function pickBoth(gameId: number, homeTeamId: number, awayTeamId: number) {
  const [onHome, onAway] = [await account(t), await account(t)];
  await t.deps.db
    .insertInto('picks')
    .values([
      { user_id: onHome.row.id, game_id: gameId, selected_team_id: homeTeamId },
      { user_id: onAway.row.id, game_id: gameId, selected_team_id: awayTeamId },
    ])
    .execute();
  return [onHome.row.id, onAway.row.id] as const;
}

const userFigures = (ids: readonly number[]) =>
  t.deps.db
    .selectFrom('standings as s')
    .leftJoin('picks as p', 'p.user_id', 's.user_id')
    .leftJoin('games as g', 'g.id', 'p.game_id')
    .select([
      's.user_id as id',
      pickResultSql().as('result'),
      's.total_picks',
      's.total_wins',
      's.total_pushes',
      's.current_streak',
    ])
    .where('s.user_id', 'in', [...ids])
    .orderBy('s.user_id')
    .execute();

describe('the live scores poller', () => {
  it('follows a live NBA game through score, clock labels and the final, then grades the picks', async () => {
    const g = await feedGame('NBA', '9001', 'live');
    const [onHome, onAway] = await pickBoth(g.id, g.home.id, g.away.id);
    const live = { name: 'STATUS_IN_PROGRESS', state: 'in' as const };
    const board = (...args: Parameters<typeof g.event>) =>
      feed.boards.set('basketball/nba', [g.event(...args)]);

    board({ ...live, period: 3, displayClock: '8:42' }, [71, 66]);
    expect(await poller.pollOnce()).toEqual({
      polled: 1,
      updated: 1,
      completed: 0,
      rescheduled: 0,
      errors: [],
    });
    expect(feed.requests).toEqual(['/basketball/nba/scoreboard?dates=20261120-20261125&limit=500']);
    expect(await gameRow(g.id)).toMatchObject({
      status: 'live',
      home_score: 71,
      away_score: 66,
      current_period: 3,
      time_remaining: 'Q3 8:42',
    });

    board({ name: 'STATUS_END_PERIOD', state: 'in', period: 3 }, [80, 78]);
    await poller.pollOnce();
    expect(await gameRow(g.id)).toMatchObject({ home_score: 80, away_score: 78, time_remaining: 'END 3RD' });
    // The same state again writes nothing.
    expect((await poller.pollOnce()).updated).toBe(0);

    board({ name: 'STATUS_FINAL', state: 'post', completed: true, period: 4 }, [101, 99], 'home');
    expect(await poller.pollOnce()).toMatchObject({ polled: 1, completed: 1, errors: [] });
    expect(await gameRow(g.id)).toMatchObject({
      status: 'completed',
      home_score: 101,
      away_score: 99,
      winner_team_id: g.home.id,
      is_push: false,
      time_remaining: 'FINAL',
      current_period: 4,
    });
    expect(await userFigures([onHome, onAway])).toEqual([
      { id: onHome, result: 'win', total_picks: 1, total_wins: 1, total_pushes: 0, current_streak: 1 },
      { id: onAway, result: 'loss', total_picks: 1, total_wins: 0, total_pushes: 0, current_streak: -1 },
    ]);

    // Nothing is due any more: no request goes out.
    feed.requests.length = 0;
    expect(await poller.pollOnce()).toEqual({
      polled: 0,
      updated: 0,
      completed: 0,
      rescheduled: 0,
      errors: [],
    });
    expect(feed.requests).toEqual([]);
  });

  it('grades a soccer draw as a push, and starts a game still marked scheduled', async () => {
    const g = await feedGame('Premier League', '9002', 'scheduled', -5);
    const [onHome, onAway] = await pickBoth(g.id, g.home.id, g.away.id);
    const live = { name: 'STATUS_FIRST_HALF', state: 'in' as const, period: 1, displayClock: "5'" };
    feed.boards.set('soccer/eng.1', [g.event(live, [0, 0])]);
    await poller.pollOnce();
    expect(await gameRow(g.id)).toMatchObject({ status: 'live', time_remaining: "1H 5'" });

    const final = { name: 'STATUS_FULL_TIME', state: 'post' as const, completed: true, period: 2 };
    feed.boards.set('soccer/eng.1', [g.event(final, [1, 1])]);
    await poller.pollOnce();
    expect(await gameRow(g.id)).toMatchObject({ status: 'completed', is_push: true, winner_team_id: null });
    expect((await userFigures([onHome, onAway])).map((u) => [u.result, u.total_pushes])).toEqual([
      ['push', 1],
      ['push', 1],
    ]);
  });

  it('labels a postponed game and keeps it locked, then reschedules it when the feed gives a new start', async () => {
    const g = await feedGame('MLB', '9003', 'live');
    feed.boards.set('baseball/mlb', [g.event({ name: 'STATUS_POSTPONED', state: 'post', completed: false })]);
    await poller.pollOnce();
    expect(await gameRow(g.id)).toMatchObject({
      status: 'live',
      time_remaining: 'POSTPONED',
      home_score: null,
    });

    const tomorrow = new Date(NOW.getTime() + 24 * 60 * MINUTE);
    feed.boards.set('baseball/mlb', [g.event({ date: tomorrow, name: 'STATUS_SCHEDULED', state: 'pre' })]);
    expect((await poller.pollOnce()).rescheduled).toBe(1);
    expect(await gameRow(g.id)).toMatchObject({
      status: 'scheduled',
      scheduled_time: tomorrow,
      time_remaining: null,
    });
  });

  it('leaves games unchanged and reports the league when the feed fails', async () => {
    const g = await feedGame('NBA', '9004', 'live');
    await t.deps.db
      .updateTable('games')
      .set({ home_score: 3, away_score: 2 })
      .where('id', '=', g.id)
      .execute();
    const before = await gameRow(g.id);
    feed.failing = true;
    const summary = await poller.pollOnce();
    expect(summary).toMatchObject({
      polled: 1,
      updated: 0,
      errors: [{ league: 'nba', message: expect.stringMatching(/^The sports feed answered 500/) }],
    });
    expect(await gameRow(g.id)).toEqual(before);
    await t.deps.db
      .updateTable('games')
      .set({ status: 'completed', is_push: true })
      .where('id', '=', g.id)
      .execute();
  });

  it('polls on one instance per interval, and only while a feed game is due', async () => {
    await t.deps.db.deleteFrom('job_leases').execute();
    const other = new LiveScoresPoller(t.deps, { intervalMs: 60_000 });
    expect(await poller.tick()).toBeNull();
    expect(await t.deps.db.selectFrom('job_leases').select('name').execute()).toEqual([]);

    const g = await feedGame('NBA', '9005', 'live');
    feed.boards.set('basketball/nba', [g.event({ name: 'STATUS_HALFTIME', state: 'in', period: 2 })]);
    expect(await poller.tick()).toMatchObject({ polled: 1, updated: 1 });
    expect(await other.tick()).toBeNull();
    expect(await poller.tick()).toBeNull();
    expect(await gameRow(g.id)).toMatchObject({ time_remaining: 'HALFTIME' });

    // Once the lease has run out, whoever comes first polls.
    await t.deps.db
      .updateTable('job_leases')
      .set({ next_run_at: new Date(0) })
      .execute();
    expect(await other.tick()).toMatchObject({ polled: 1 });
  });

  it('polls on its timer once started, and stop waits for the poll in progress', async () => {
    const g = await feedGame('College Football', '9006', 'live');
    feed.boards.set('football/college-football', [
      g.event({ name: 'STATUS_IN_PROGRESS', state: 'in', period: 1, displayClock: '9:00' }),
    ]);
    const timed = new LiveScoresPoller(t.deps, { intervalMs: 1_000, leaseName: 'live-scores-timer-test' });
    feed.delayMs = 300;
    timed.start();
    for (let i = 0; i < 50 && feed.requests.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The feed is still answering: stop waits for that poll to be applied.
    expect(feed.requests.length).toBeGreaterThan(0);
    expect((await gameRow(g.id)).time_remaining).toBeNull();
    await timed.stop();
    expect(await gameRow(g.id)).toMatchObject({ status: 'live', time_remaining: 'Q1 9:00' });
    const requests = feed.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(feed.requests.length).toBe(requests);
  });
});
