import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PerMessageDeflateOptions, WebSocket } from 'ws';
import { makeGame, makeSport, matchup } from '../../../../../tests/support/games';
import { openRaw } from '../../../../../tests/support/live/sockets';
import { listeningTestApp } from '../../../../../tests/support/test-app';
import { FLUSH_SPACING_MS } from '../../../api/live/game-feed';
import { gameUpdated } from '../../../kernel/domain-events';
import { MAX_SOCKET_PAYLOAD } from './wire.rules';

// permessage-deflate over real sockets, with `ws`'s own client inflating as a browser does: a client that
// accepts it gets the very messages a client without it gets, in a fraction of the bytes; clients that
// set other terms get them too; the client's own compressed messages are read, and limited.

const t = listeningTestApp();
const WAIT = { timeout: 10_000 };
const sockets: WebSocket[] = [];
let game: { id: number };

beforeAll(async () => {
  const sport = await makeSport(t.deps.db, undefined, 2);
  game = await makeGame(t.deps.db, { ...matchup(sport), startsInMinutes: -30, status: 'live' });
});

afterAll(() => {
  for (const socket of sockets) socket.terminate();
});

/** A bare tRPC socket with the given permessage-deflate offer; counts what it reads off TCP. */
async function open(perMessageDeflate: boolean | PerMessageDeflateOptions) {
  const { socket, opened, closed } = await openRaw(t.base, { origin: t.base }, perMessageDeflate);
  sockets.push(socket);
  let tcp: Socket | null = null;
  socket.once('upgrade', (res: IncomingMessage) => {
    tcp = res.socket as Socket;
  });
  const texts: string[] = [];
  socket.on('message', (data) => texts.push(String(data)));
  await opened;
  return { socket, texts, closed: closed.then(({ code }) => code), bytesRead: () => tcp?.bytesRead ?? 0 };
}

type Client = Awaited<ReturnType<typeof open>>;
const subscribe = (client: Client) =>
  client.socket.send(
    JSON.stringify({
      id: 1,
      method: 'subscription',
      params: { path: 'live.games', input: { day: 'today' } },
    }),
  );
const gameMessages = (client: Client) => client.texts.filter((text) => text.includes('"type":"game"'));

/** Scores the live game `times` times, each change reaching every client before the next. */
async function score(clients: Client[], times: number, from: number) {
  for (let i = from; i < from + times; i++) {
    await t.deps.db
      .updateTable('games')
      .set({ home_score: i, time_remaining: `Q2 ${i}:00` })
      .where('id', '=', game.id)
      .execute();
    await t.deps.events.publish([gameUpdated(game.id)]);
    for (const client of clients) {
      await expect
        .poll(() => gameMessages(client).some((m) => m.includes(`"homeScore":${i},`)), WAIT)
        .toBe(true);
    }
    await new Promise((resolve) => setTimeout(resolve, FLUSH_SPACING_MS + 50));
  }
}

describe('compressed sockets', () => {
  it('get every message a plain socket gets, a change of a game they hold in a fraction of its bytes', async () => {
    const plain = await open(false);
    const deflate = await open(true);
    expect(deflate.socket.extensions).toContain('permessage-deflate');
    for (const client of [plain, deflate]) subscribe(client);
    for (const client of [plain, deflate])
      await expect.poll(() => client.texts.some((m) => m.includes('"type":"snapshot"')), WAIT).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Signed-out snapshots share their list: each socket gets its own envelope around the same games.
    const snapshotOf = (client: Client) =>
      JSON.parse(client.texts.find((m) => m.includes('"type":"snapshot"'))!).result.data.data;
    expect(snapshotOf(deflate).games).toEqual(snapshotOf(plain).games);
    expect(snapshotOf(deflate).games.length).toBeGreaterThan(0);

    const atSnapshot = { plain: plain.bytesRead(), deflate: deflate.bytesRead() };
    await score([plain, deflate], 1, 1);
    const before = { plain: plain.bytesRead(), deflate: deflate.bytesRead() };
    await score([plain, deflate], 4, 2);
    const first = { plain: before.plain - atSnapshot.plain, deflate: before.deflate - atSnapshot.deflate };
    const changes = {
      plain: plain.bytesRead() - before.plain,
      deflate: deflate.bytesRead() - before.deflate,
    };

    expect(gameMessages(deflate)).toEqual(gameMessages(plain));
    expect(gameMessages(deflate)).toHaveLength(5);
    // A change of a game copies the rest from the game's previous message in the browser's window, and its
    // first change from the snapshot's list there.
    expect(changes.deflate).toBeLessThan(changes.plain / 8);
    expect(first.deflate).toBeLessThan(first.plain / 4);
  });

  it.each([
    ['asks that every message start afresh', { serverNoContextTakeover: true }],
    ['asks for a window zlib cannot compress for', { serverMaxWindowBits: 8 }],
  ])('get the same messages when the client %s', async (_terms, offer) => {
    const plain = await open(false);
    const other = await open(offer);
    for (const client of [plain, other]) subscribe(client);
    for (const client of [plain, other])
      await expect.poll(() => client.texts.some((m) => m.includes('"type":"snapshot"')), WAIT).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await score([plain, other], 3, 10);
    expect(gameMessages(other)).toEqual(gameMessages(plain));
  });

  it('read the client’s compressed messages, whole or in fragments', async () => {
    const client = await open({ threshold: 0 });
    const health = (id: number) => JSON.stringify({ id, method: 'query', params: { path: 'system.health' } });
    client.socket.send(health(1));
    const text = health(2);
    client.socket.send(text.slice(0, 20), { fin: false });
    client.socket.send(text.slice(20), { fin: true });
    for (const id of [1, 2])
      await expect
        .poll(() => client.texts.some((m) => m.includes(`"id":${id},`) && m.includes('"ok"')), WAIT)
        .toBe(true);
  });

  it('close with 1009 on a compressed message that inflates past the limit, small as it is on the wire', async () => {
    const client = await open({ threshold: 0 });
    client.socket.send(`"${'a'.repeat(MAX_SOCKET_PAYLOAD + 10)}"`);
    expect(await client.closed).toBe(1009);
  });
});
