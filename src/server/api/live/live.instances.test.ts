import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../../../../tests/support/accounts';
import { REDIS_URL, withRedis } from '../../../../tests/support/brokers';
import { earlierToday, makeGame, makeSport } from '../../../../tests/support/games';
import { Inbox, type LiveClient, liveClient } from '../../../../tests/support/live/sockets';
import { type ScratchDatabase, scratchDatabase } from '../../../../tests/support/scratch-postgres';
import {
  type ServerProcess as Instance,
  startServerProcess,
  stopServerProcess,
} from '../../../../tests/support/server-process';
import type { LiveGamesMessage, LiveMeMessage } from '../../../shared/schemas/live';
import { type DatabaseHandle, openDatabase } from '../../platform/db/client';

// Two real server processes on one PostgreSQL database: a score entered through instance A reaches a
// socket of instance B, through each event bus: PostgreSQL's LISTEN/NOTIFY, and Redis (EVENT_BUS_URL, the
// machine's Redis at REDIS_URL). How fast is the benchmarks' to say (scripts/bench/rush.ts, fanout.ts), not a
// test's: a loaded machine would fail a timed assertion with nothing wrong.

const CHANNEL = `pickem_instances_${process.pid}`;
const BUSES: [name: string, env: Record<string, string>][] = [
  ['LISTEN/NOTIFY', {}],
  ['Redis', { EVENT_BUS_URL: REDIS_URL, EVENT_BUS_CHANNEL: CHANNEL }],
];

const ADMIN = { username: 'instances_admin', password: 'adminPass123' };

let scratch: ScratchDatabase;
let db: DatabaseHandle | undefined;
const clients: LiveClient[] = [];

beforeAll(async () => {
  scratch = await scratchDatabase('instances');
  db = openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
}, 60_000);

afterAll(async () => {
  for (const client of clients) await client.close();
  await db?.db.destroy();
  await scratch?.drop();
}, 60_000);

async function post(base: string, path: string, body: object, cookie?: string) {
  return fetch(`${base}${path}`, {
    method: path.endsWith('/score') ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))!
    .split(';')[0]!;

describe.each(BUSES)('two instances on one database, events by %s', (_bus, busEnv) => {
  const instances: Instance[] = [];

  beforeAll(async () => {
    // One at a time: the first one migrates the fresh database.
    for (let i = 0; i < 2; i++) {
      instances.push(
        await startServerProcess(scratch.url, {
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          ...busEnv,
        }),
      );
    }
    // On Redis, both listen on the channel of this run (and on PostgreSQL, nobody does).
    const listening = await withRedis((r) => r.sendCommand(['PUBSUB', 'NUMSUB', CHANNEL]));
    expect(listening).toEqual([CHANNEL, busEnv.EVENT_BUS_URL ? 2 : 0]);
  }, 180_000);

  afterAll(() => Promise.all(instances.map(stopServerProcess)), 60_000);

  it('a score entered through A reaches a subscriber of B', async () => {
    const [a, b] = instances as [Instance, Instance];
    const sport = await makeSport(db!.db);
    const [home, away] = [sport.teams[0]!, sport.teams[1]!];
    const game = await makeGame(db!.db, {
      sportId: sport.id,
      homeTeamId: home.id,
      awayTeamId: away.id,
      at: await earlierToday(db!.db, 15),
      status: 'live',
    });
    const registered = await post(a.base, '/api/auth/register', newAccount());
    expect(registered.status).toBe(200);
    const player = { id: ((await registered.json()) as { id: number }).id, cookie: cookieOf(registered) };
    await db!.db
      .insertInto('picks')
      .values({ user_id: player.id, game_id: game.id, selected_team_id: home.id })
      .execute();

    const client = liveClient(b.base, { cookie: player.cookie });
    clients.push(client);
    const games = new Inbox<{ id: string; data: LiveGamesMessage }>();
    const me = new Inbox<{ id: string; data: LiveMeMessage }>();
    client.trpc.live.games.subscribe(
      { day: 'today' },
      { onData: (m) => games.push(m as never), onError: games.fail },
    );
    client.trpc.live.me.subscribe(undefined, { onData: (m) => me.push(m as never), onError: me.fail });
    const snapshot = await games.next();
    if (snapshot.data.type !== 'snapshot') throw new Error('snapshot first');
    expect(snapshot.data.games.find((g) => g.id === game.id)).toMatchObject({ status: 'live' });
    await me.next();

    const login = await post(a.base, '/api/auth/login', ADMIN);
    expect(login.status).toBe(200);
    const scored = await post(
      a.base,
      `/api/admin/games/${game.id}/score`,
      { homeScore: 4, awayScore: 2, winner: 'home' },
      cookieOf(login),
    );
    expect(scored.status).toBe(200);
    const change = await games.next((m) => m.data.type === 'game' && m.data.game.id === game.id, 15_000);
    expect(change.data).toMatchObject({
      type: 'game',
      game: { id: game.id, status: 'completed', homeScore: 4, awayScore: 2, userPick: { result: 'win' } },
    });
    expect((await me.next((m) => m.data.type === 'pickGraded', 15_000)).data).toMatchObject({
      pick: { gameId: game.id, result: 'win' },
      stats: { currentStreak: 1, totalWins: 1 },
    });
  }, 60_000);
});
