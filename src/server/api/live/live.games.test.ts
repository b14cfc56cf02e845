import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, call } from '../../../../tests/support/calls';
import {
  dbNow,
  earlierToday,
  laterToday,
  makeGame,
  makeSport,
  matchup,
} from '../../../../tests/support/games';
import { Inbox, type LiveClient, liveClient } from '../../../../tests/support/live/sockets';
import { listeningTestApp } from '../../../../tests/support/test-app';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import type { LiveGamesMessage } from '../../../shared/schemas/live';
import { gameUpdated } from '../../kernel/domain-events';
import { dayWindow } from '../../kernel/player-day';
import { startGamesJob } from '../../modules/games/games.jobs';
import { Scheduler } from '../../platform/scheduler/scheduler';
import { FLUSH_SPACING_MS } from './game-feed';

// live.games over real WebSockets: a snapshot first, then each change of a listed game, each tracked.

type Tracked = { id: string; data: LiveGamesMessage };

const t = listeningTestApp();
let admin: string;
let teams: { id: number }[];
let sportId: number;
const clients: LiveClient[] = [];

beforeAll(async () => {
  admin = (await account(t, true)).cookie;
  const sport = await makeSport(t.deps.db, undefined, 6);
  sportId = sport.id;
  teams = sport.teams;
});

afterAll(async () => {
  for (const client of clients) await client.close();
});

function open(options: Parameters<typeof liveClient>[1] = {}) {
  const client = liveClient(t.base, options);
  clients.push(client);
  return client;
}

function watch(client: LiveClient, day: 'today' | 'tomorrow' = 'today') {
  const inbox = new Inbox<Tracked>();
  const sub = client.trpc.live.games.subscribe(
    { day },
    { onData: (m) => inbox.push(m as Tracked), onError: inbox.fail },
  );
  return { inbox, stop: () => sub.unsubscribe() };
}

const pair = (i: number) => matchup({ id: sportId, teams }, i);
const isGame = (gameId: number) => (m: Tracked) => m.data.type === 'game' && m.data.game.id === gameId;

describe('live.games', () => {
  it('sends a snapshot, then each change of a listed game with serverTime, each tracked', async () => {
    const live = await makeGame(t.deps.db, {
      ...pair(0),
      at: await earlierToday(t.deps.db, 30),
      status: 'live',
    });
    const later = await makeGame(t.deps.db, { ...pair(2), at: await laterToday(t.deps.db) });
    const { inbox } = watch(open({ origin: null }));

    const first = await inbox.next();
    expect(first.id).toEqual(expect.any(String));
    expect(first.data).toMatchObject({ type: 'snapshot', day: 'today', timezone: DEFAULT_TIMEZONE });
    if (first.data.type !== 'snapshot') throw new Error('snapshot first');
    expect(Date.parse(first.data.serverTime)).not.toBeNaN();
    const listed = first.data.games.map((g) => g.id);
    expect(listed).toEqual(expect.arrayContaining([live.id, later.id]));
    expect(first.data.games.find((g) => g.id === live.id)).toMatchObject({ userPick: null, canPick: false });

    const scored = await call(t, admin, 'PUT', `/api/admin/games/${live.id}/score`, {
      homeScore: 3,
      awayScore: 1,
      winner: 'home',
    });
    expect(scored.statusCode).toBe(200);
    const change = await inbox.next(isGame(live.id));
    expect(change.id).not.toBe(first.id);
    expect(change.data).toMatchObject({
      type: 'game',
      serverTime: expect.any(String),
      game: { id: live.id, status: 'completed', homeScore: 3, awayScore: 1, winnerId: teams[0]!.id },
    });
    if (change.data.type !== 'game') throw new Error('game');
    // The same shape as the REST list, field for field.
    const listedNow = (await call(t, undefined, 'GET', '/api/games/today')).json() as {
      games: { id: number }[];
    };
    expect(listedNow.games.find((g) => g.id === live.id)).toEqual(change.data.game);
  });

  it('sends `removed` for a deleted game and keeps quiet about games of another day', async () => {
    const today = await makeGame(t.deps.db, { ...pair(0), at: await laterToday(t.deps.db) });
    const farAway = await makeGame(t.deps.db, { ...pair(2), startsInMinutes: 5 * 24 * 60 });
    const { inbox } = watch(open());
    await inbox.next((m) => m.data.type === 'snapshot');

    expect((await call(t, admin, 'DELETE', `/api/admin/games/${farAway.id}`)).statusCode).toBe(200);
    expect((await call(t, admin, 'DELETE', `/api/admin/games/${today.id}`)).statusCode).toBe(200);
    const removed = await inbox.next((m) => m.data.type === 'removed');
    expect(removed.data).toEqual({ type: 'removed', serverTime: expect.any(String), gameId: today.id });
    await new Promise((r) => setTimeout(r, 100));
    expect(inbox.rest().filter((m) => m.data.type !== 'snapshot')).toEqual([]);
  });

  it('gives a player their own pick and canPick, and everyone the new pickStats when they pick', async () => {
    const game = await makeGame(t.deps.db, { ...pair(1), at: await laterToday(t.deps.db) });
    const player = await account(t);
    const mine = watch(open({ cookie: player.cookie }));
    const theirs = watch(open());
    const snap = await mine.inbox.next();
    if (snap.data.type !== 'snapshot') throw new Error('snapshot first');
    expect(snap.data.games.find((g) => g.id === game.id)).toMatchObject({ userPick: null, canPick: true });
    await theirs.inbox.next();

    const picked = await call(t, player.cookie, 'POST', '/api/picks', {
      gameId: game.id,
      selectedTeamId: game.home_team_id,
    });
    expect(picked.statusCode).toBe(200);
    const seen = await theirs.inbox.next(isGame(game.id));
    if (seen.data.type !== 'game') throw new Error('game');
    expect(seen.data.game).toMatchObject({
      userPick: null,
      canPick: false,
      pickStats: [
        { teamId: game.home_team_id, count: 1, percentage: 100 },
        { teamId: game.away_team_id, count: 0, percentage: 0 },
      ],
    });
    // The picker's own list is re-read: their pick, still changeable.
    const own = await mine.inbox.next((m) =>
      m.data.type === 'snapshot'
        ? m.data.games.some((g) => g.id === game.id && g.userPick !== null)
        : m.data.type === 'game' && m.data.game.id === game.id && m.data.game.userPick !== null,
    );
    const card =
      own.data.type === 'snapshot'
        ? own.data.games.find((g) => g.id === game.id)
        : own.data.type === 'game'
          ? own.data.game
          : null;
    expect(card).toMatchObject({
      userPick: { selectedTeamId: game.home_team_id, result: null },
      canPick: true,
    });
  });

  it('pushes the countdown end: a game the scheduler starts arrives as live', async () => {
    const now = await dbNow(t.deps.db);
    const { from } = dayWindow(now, DEFAULT_TIMEZONE, 'today');
    const at = new Date(Math.max(from.getTime(), now.getTime() - 60_000));
    const game = await makeGame(t.deps.db, { ...pair(3), at });
    const { inbox } = watch(open());
    await inbox.next((m) => m.data.type === 'snapshot');
    const scheduler = new Scheduler(t.deps.db, [startGamesJob], { events: t.deps.events });
    expect((await scheduler.tick()).results.startGames).toContain(game.id);
    const started = await inbox.next(isGame(game.id));
    expect(started.data).toMatchObject({
      type: 'game',
      game: { id: game.id, status: 'live', canPick: false },
    });
  });

  it('converges after a dropped socket: the client comes back with its lastEventId and gets a fresh snapshot', async () => {
    const game = await makeGame(t.deps.db, {
      ...pair(0),
      at: await earlierToday(t.deps.db, 20),
      status: 'live',
    });
    const client = open({ retryDelayMs: 50 });
    const { inbox } = watch(client);
    const before = await inbox.next((m) => m.data.type === 'snapshot');
    const resumed: unknown[] = [];
    const record = (socket: import('ws').WebSocket) =>
      socket.on('message', (raw) => {
        const text = String(raw);
        if (text.includes('live.games')) resumed.push(JSON.parse(text));
      });
    t.app.websocketServer.on('connection', record);
    // The server drops every socket; the score changes while this client is away (written, then
    // published after the commit, as every writer of games does).
    for (const socket of t.app.websocketServer.clients) socket.terminate();
    await t.deps.db
      .updateTable('games')
      .set({ home_score: 7, away_score: 6, time_remaining: '2:00', current_period: 4 })
      .where('id', '=', game.id)
      .execute();
    await t.deps.events.publish([gameUpdated(game.id)]);
    const after = await inbox.next((m) => m.data.type === 'snapshot');
    expect(after.id).not.toBe(before.id);
    if (after.data.type !== 'snapshot') throw new Error('snapshot');
    expect(after.data.games.find((g) => g.id === game.id)).toMatchObject({
      homeScore: 7,
      awayScore: 6,
      timeRemaining: '2:00',
      currentPeriod: 4,
    });
    expect(client.closes.length).toBeGreaterThan(0);
    t.app.websocketServer.off('connection', record);
    // The client asked again with the id of the last message it had.
    expect(JSON.stringify(resumed)).toContain(`"lastEventId":"${before.id}"`);
  });

  it('is refused over HTTP: live updates need the socket', async () => {
    const res = await t.app.inject({
      url: `/trpc/live.games?input=${encodeURIComponent(JSON.stringify({ day: 'today' }))}`,
      headers: { accept: 'text/event-stream' },
    });
    expect(res.body).toContain('Live updates need a WebSocket connection');
  });
  it('gathers a burst of changes of one game (every pick changes its pickStats) into a few sends', async () => {
    const game = await makeGame(t.deps.db, { ...pair(4), at: await laterToday(t.deps.db) });
    const { inbox } = watch(open({ origin: null }));
    await inbox.next((m) => m.data.type === 'snapshot');
    const burstStart = Date.now();
    for (let i = 0; i < 30; i++) {
      await t.deps.events.publish([{ type: 'game.updated', gameId: game.id }]);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const burstMs = Date.now() - burstStart;
    await inbox.next(isGame(game.id));
    await new Promise((resolve) => setTimeout(resolve, 3 * FLUSH_SPACING_MS));
    const sends = inbox.items.filter(isGame(game.id)).length;
    // 30 changes over burstMs reach the socket at most once per FLUSH_SPACING_MS (plus the first and last).
    expect(sends).toBeGreaterThanOrEqual(1);
    expect(sends).toBeLessThanOrEqual(Math.ceil(burstMs / FLUSH_SPACING_MS) + 2);
    expect(sends).toBeLessThan(30);
  });
});
