import { createHash } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLUSH_SPACING_MS } from '../../../../src/server/api/live/game-feed';
import { gameUpdated } from '../../../../src/server/kernel/domain-events';
import { makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { listeningTestApp } from '../../../../tests/support/test-app';
import { type RawSocketEvents, RawWebSocket } from './raw-websocket';

// The load generator's bare WebSocket client: against the real server (upgrade, Origin refusal, masked
// messages the server reads, the snapshot and a change of a game), and against a TCP peer written here
// that sends what the server rarely does (frames cut across reads, fragments, ping, close, RSV bits).

const WAIT = { timeout: 10_000 };

/** A raw client that records what it is told; texts are copied, since payloads are views of a shared buffer. */
function record(url: string, headers: Record<string, string>, deflate = false) {
  const seen = { open: false, texts: [] as string[], refused: null as string | null, errors: [] as string[] };
  let closed: (value: { code: number; reason: string }) => void = () => {};
  const close = new Promise<{ code: number; reason: string }>((resolve) => {
    closed = resolve;
  });
  const events: RawSocketEvents = {
    open: () => {
      seen.open = true;
    },
    text: (payload) => seen.texts.push(payload.toString()),
    refused: (status) => {
      seen.refused = status;
    },
    error: (error) => seen.errors.push(error.message),
    close: (code, reason) => closed({ code, reason }),
  };
  return { socket: new RawWebSocket(url, { headers, deflate }, events), seen, close };
}

describe('against the server', () => {
  const t = listeningTestApp();
  let game: { id: number };
  const wsUrl = () => `${t.base.replace(/^http/, 'ws')}/trpc`;

  beforeAll(async () => {
    const sport = await makeSport(t.deps.db, undefined, 2);
    game = await makeGame(t.deps.db, { ...matchup(sport), startsInMinutes: -30, status: 'live' });
  });

  it('subscribes, answers the keep-alive, and receives a change of a game', async () => {
    const client = record(wsUrl(), { origin: t.base });
    await expect.poll(() => client.seen.open, WAIT).toBe(true);
    client.socket.send(
      JSON.stringify({
        id: 1,
        method: 'subscription',
        params: { path: 'live.games', input: { day: 'today' } },
      }),
    );
    await expect.poll(() => client.seen.texts.some((m) => m.includes('"type":"snapshot"')), WAIT).toBe(true);
    // The server reads the client's masked frames: tRPC answers PING with PONG.
    client.socket.send('PING');
    await expect.poll(() => client.seen.texts.includes('PONG'), WAIT).toBe(true);
    await t.deps.db.updateTable('games').set({ home_score: 77 }).where('id', '=', game.id).execute();
    await t.deps.events.publish([gameUpdated(game.id)]);
    await expect.poll(() => client.seen.texts.some((m) => m.includes('"homeScore":77,')), WAIT).toBe(true);
    expect(client.seen.errors).toEqual([]);
    client.socket.terminate();
    expect((await client.close).code).toBe(1006);
  });

  it('with permessage-deflate, gets the very messages a plain socket gets', async () => {
    const plain = record(wsUrl(), { origin: t.base });
    const compressed = record(wsUrl(), { origin: t.base }, true);
    const subscribe = JSON.stringify({
      id: 1,
      method: 'subscription',
      params: { path: 'live.games', input: { day: 'today' } },
    });
    for (const client of [plain, compressed]) {
      await expect.poll(() => client.seen.open, WAIT).toBe(true);
      client.socket.send(subscribe);
    }
    expect([plain.socket.compressed, compressed.socket.compressed]).toEqual([false, true]);
    for (const client of [plain, compressed])
      await expect
        .poll(() => client.seen.texts.some((m) => m.includes('"type":"snapshot"')), WAIT)
        .toBe(true);
    // The server reads the compressed PING.
    compressed.socket.send('PING');
    await expect.poll(() => compressed.seen.texts.includes('PONG'), WAIT).toBe(true);
    // Later changes of a game copy from its earlier messages in the client's window.
    for (const score of [80, 81, 82]) {
      await t.deps.db.updateTable('games').set({ home_score: score }).where('id', '=', game.id).execute();
      await t.deps.events.publish([gameUpdated(game.id)]);
      for (const client of [plain, compressed])
        await expect
          .poll(() => client.seen.texts.some((m) => m.includes(`"homeScore":${score},`)), WAIT)
          .toBe(true);
      await new Promise((resolve) => setTimeout(resolve, FLUSH_SPACING_MS + 50));
    }
    const games = (texts: string[]) => texts.filter((m) => m.includes('"type":"game"'));
    expect(games(compressed.seen.texts)).toEqual(games(plain.seen.texts));
    expect(games(plain.seen.texts).length).toBeGreaterThanOrEqual(3);
    expect(compressed.seen.errors).toEqual([]);
    for (const client of [plain, compressed]) client.socket.terminate();
  });

  it('reports a refused upgrade with its status line', async () => {
    const client = record(wsUrl(), { origin: 'https://elsewhere.example' });
    await client.close;
    expect(client.seen.refused).toMatch(/^HTTP\/1\.1 403 /);
    expect(client.seen.open).toBe(false);
  });
});

/** A TCP peer that accepts the upgrade and then lets the test write frames itself. */
describe('framing', () => {
  let server: Server;
  let url = '';
  const peers: Socket[] = [];
  const nextPeer: ((socket: Socket) => void)[] = [];

  beforeAll(async () => {
    server = createServer((socket) => {
      peers.push(socket);
      let head = '';
      const onData = (chunk: Buffer) => {
        head += chunk.toString('latin1');
        if (!head.includes('\r\n\r\n')) return;
        socket.off('data', onData);
        const key = /sec-websocket-key: (\S+)/i.exec(head)![1]!;
        const accept = createHash('sha1')
          .update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
          .digest('base64');
        socket.write(
          `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
        );
        nextPeer.shift()?.(socket);
      };
      socket.on('data', onData);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/trpc`;
  });

  afterAll(async () => {
    for (const peer of peers) peer.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Opens a client and hands over the server's side of its connection, upgraded. */
  async function connected() {
    const peer = new Promise<Socket>((resolve) => nextPeer.push(resolve));
    const client = record(url, {});
    const socket = await peer;
    await expect.poll(() => client.seen.open, WAIT).toBe(true);
    return { client, peer: socket };
  }

  const frame = (first: number, payload: Buffer) => {
    const header =
      payload.length < 126
        ? Buffer.from([first, payload.length])
        : Buffer.from([first, 126, payload.length >> 8, payload.length & 0xff]);
    return Buffer.concat([header, payload]);
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, 30));

  /** The first frame the client wrote, unmasked. */
  function readClientFrame(peer: Socket): Promise<{ opcode: number; payload: Buffer }> {
    return new Promise((resolve) => {
      peer.once('data', (data: Buffer) => {
        expect(data[1]! & 0x80).toBe(0x80);
        const length = data[1]! & 0x7f;
        const mask = data.subarray(2, 6);
        const payload = Buffer.from(data.subarray(6, 6 + length).map((byte, i) => byte ^ mask[i & 3]!));
        resolve({ opcode: data[0]! & 0x0f, payload });
      });
    });
  }

  it('puts together a frame that arrives in pieces, and several frames in one read', async () => {
    const { client, peer } = await connected();
    const long = Buffer.from('x'.repeat(300));
    const bytes = frame(0x81, long);
    peer.write(bytes.subarray(0, 1));
    await pause();
    peer.write(bytes.subarray(1, 3));
    await pause();
    peer.write(
      Buffer.concat([bytes.subarray(3), frame(0x81, Buffer.from('a')), frame(0x81, Buffer.from('b'))]),
    );
    await expect.poll(() => client.seen.texts, WAIT).toEqual([long.toString(), 'a', 'b']);
  });

  it('joins a fragmented message and answers a ping in between with a pong', async () => {
    const { client, peer } = await connected();
    const pong = readClientFrame(peer);
    peer.write(Buffer.concat([frame(0x01, Buffer.from('hel')), frame(0x89, Buffer.from('beat'))]));
    expect(await pong).toEqual({ opcode: 0xa, payload: Buffer.from('beat') });
    peer.write(frame(0x80, Buffer.from('lo')));
    await expect.poll(() => client.seen.texts, WAIT).toEqual(['hello']);
  });

  it("sends masked text, and reports the server's close code and reason", async () => {
    const { client, peer } = await connected();
    const sent = readClientFrame(peer);
    client.socket.send('PONG');
    expect(await sent).toEqual({ opcode: 0x1, payload: Buffer.from('PONG') });
    const echoed = readClientFrame(peer);
    peer.write(frame(0x88, Buffer.concat([Buffer.from([0x0f, 0xa1]), Buffer.from('session ended')])));
    expect(await client.close).toEqual({ code: 4001, reason: 'session ended' });
    expect(await echoed).toEqual({ opcode: 0x8, payload: Buffer.from([0x0f, 0xa1]) });
  });

  it('refuses a compressed frame it never agreed to', async () => {
    const { client, peer } = await connected();
    peer.write(frame(0xc1, Buffer.from('zz')));
    expect((await client.close).code).toBe(1006);
    expect(client.seen.errors).toEqual(['a frame with RSV bits set that no agreed extension allows']);
    expect(client.seen.texts).toEqual([]);
  });
});
