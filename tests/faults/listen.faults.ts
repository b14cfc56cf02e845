import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/platform/db/client';
import { EVENTS_CHANNEL, packEvents } from '../../src/server/platform/events/notify.rules';
import type { LiveGamesMessage } from '../../src/shared/schemas/live';
import { makeGame, makeSport, matchup } from '../support/games';
import { Inbox, type LiveClient, liveClient } from '../support/live/sockets';
import { type ScratchDatabase, scratchDatabase } from '../support/scratch-postgres';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process';
import { connect, terminate, waitForBackend } from './backends';

// A server process whose LISTEN connection PostgreSQL kills: it listens again by itself, and a browser's
// live.games subscription converges to changes it missed meanwhile, on the socket it already had.

let scratch: ScratchDatabase;
let server: ServerProcess;
let handle: DatabaseHandle;
let watcher: pg.Client;
let client: LiveClient | undefined;

beforeAll(async () => {
  scratch = await scratchDatabase('faults_listen');
  server = await startServerProcess(scratch.url);
  handle = openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
  watcher = await connect(scratch.url);
}, 120_000);

afterAll(async () => {
  await client?.close();
  if (server) await stopServerProcess(server);
  await watcher?.end();
  await handle?.db.destroy();
  await scratch?.drop();
}, 60_000);

type Message = { id: string; data: LiveGamesMessage };
const scoreIn = (m: Message, gameId: number) => {
  const games = m.data.type === 'snapshot' ? m.data.games : m.data.type === 'game' ? [m.data.game] : [];
  const game = games.find((g) => g.id === gameId);
  return game ? `${game.homeScore}-${game.awayScore}` : null;
};

describe('a LISTEN connection killed under a running server', () => {
  it('is opened again, and a subscriber gets the changes it missed in a fresh snapshot', async () => {
    const db = handle.db;
    const sport = await makeSport(db);
    const game = await makeGame(db, {
      ...matchup(sport),
      startsInMinutes: -20,
      status: 'live',
    });
    await db.updateTable('games').set({ home_score: 0, away_score: 0 }).where('id', '=', game.id).execute();

    client = liveClient(server.base);
    const inbox = new Inbox<Message>();
    client.trpc.live.games.subscribe(
      { day: 'today' },
      { onData: (m) => inbox.push(m as Message), onError: inbox.fail },
    );
    expect(scoreIn(await inbox.next((m) => m.data.type === 'snapshot'), game.id)).toBe('0-0');

    // A change whose notification never reaches this server (as if sent while its listener was away).
    await db.updateTable('games').set({ home_score: 2, away_score: 1 }).where('id', '=', game.id).execute();
    const listener = await waitForBackend(watcher, `application_name = 'pickem-listen'`);
    await terminate(watcher, listener.pid);

    const resync = await inbox.next((m) => m.data.type === 'snapshot', 10_000);
    expect(scoreIn(resync, game.id)).toBe('2-1');
    expect(inbox.errors).toEqual([]);
    // The browser's socket stayed open all along: the server re-synced it, the client did nothing.
    expect(client.closes).toEqual([]);

    // Listening again: a change announced by another instance arrives as usual.
    const again = await waitForBackend(
      watcher,
      `application_name = 'pickem-listen' and pid <> ${listener.pid}`,
    );
    expect(again.pid).not.toBe(listener.pid);
    await db.updateTable('games').set({ home_score: 3 }).where('id', '=', game.id).execute();
    const [payload] = packEvents('another-instance', [{ type: 'game.updated', gameId: game.id }]);
    await watcher.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
    const change = await inbox.next((m) => m.data.type === 'game' && m.data.game.id === game.id, 10_000);
    expect(scoreIn(change, game.id)).toBe('3-1');
    expect(client.closes).toEqual([]);
    expect(server.child.exitCode).toBeNull();
  });
});
