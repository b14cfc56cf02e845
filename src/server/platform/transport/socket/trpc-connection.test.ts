import { describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { listeningTestApp } from '../../../../../tests/support/test-app';
import type { Context } from '../../../api/context';
import { appProcedures } from '../../../api/router';
import { sessionCookieName } from '../../../modules/users/cookies';
import { liveEncoder } from './raw-json';
import { TrpcConnection } from './trpc-connection';
import { SOCKET_MESSAGE_RATE } from './wire.rules';

// The server's own handler of tRPC's socket protocol, over real sockets: the parts the official client's
// tests (live.*.test.ts) do not reach by themselves. socket.messages.test.ts covers malformed calls.

const t = listeningTestApp({ socketKeepAlive: { pingMs: 300, pongWaitMs: 300, sweepMs: 50 } });

const WAIT = { timeout: 10_000 };

async function open(query = '', cookie?: string) {
  const headers: Record<string, string> = { origin: t.base };
  if (cookie) headers.cookie = cookie;
  const socket = new WebSocket(`${t.base.replace(/^http/, 'ws')}/trpc${query}`, { headers });
  const texts: string[] = [];
  socket.on('message', (m) => texts.push(String(m)));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve) => socket.once('open', resolve));
  const replies = () => texts.filter((text) => text.startsWith('{')).map((text) => JSON.parse(text));
  return { socket, texts, closed, replies };
}

const subscribe = (id: number) =>
  JSON.stringify({ id, method: 'subscription', params: { path: 'live.games', input: { day: 'today' } } });
const health = (id: number) => JSON.stringify({ id, method: 'query', params: { path: 'system.health' } });

describe('tRPC over the socket', () => {
  it('sends started then the snapshot; subscription.stop ends it with stopped, and the id can be used again', async () => {
    const { socket, replies } = await open();
    socket.send(subscribe(1));
    await expect.poll(() => replies().length, WAIT).toBe(2);
    expect(replies()[0]).toEqual({ id: 1, result: { type: 'started' } });
    expect(replies()[1]).toMatchObject({
      id: 1,
      result: { type: 'data', data: { data: { type: 'snapshot' } } },
    });
    expect(replies()[1].result.id).toBe(replies()[1].result.data.id);

    socket.send(JSON.stringify({ id: 1, method: 'subscription.stop' }));
    await expect.poll(() => replies().length, WAIT).toBe(3);
    expect(replies()[2]).toEqual({ id: 1, result: { type: 'stopped' } });

    socket.send(subscribe(1));
    await expect.poll(() => replies().length, WAIT).toBe(5);
    expect(replies()[3]).toEqual({ id: 1, result: { type: 'started' } });
    socket.close();
  });

  it('answers every call of a batch under its own id, and JSON-RPC calls with jsonrpc', async () => {
    const { socket, replies } = await open();
    socket.send(
      JSON.stringify([
        { id: 'a', method: 'query', params: { path: 'system.health' } },
        { id: 7, jsonrpc: '2.0', method: 'query', params: { path: 'system.health' } },
      ]),
    );
    await expect.poll(() => replies().length, WAIT).toBe(2);
    const byId = new Map(replies().map((reply) => [reply.id, reply]));
    expect(byId.get('a')).toMatchObject({ result: { type: 'data', data: { status: 'ok' } } });
    expect(byId.get('a')).not.toHaveProperty('jsonrpc');
    expect(byId.get(7)).toMatchObject({ jsonrpc: '2.0', result: { data: { status: 'ok' } } });
    socket.close();
  });

  it('reads connection params first when the URL asks for them, then answers calls', async () => {
    const { socket, replies } = await open('?connectionParams=1');
    socket.send(JSON.stringify({ method: 'connectionParams', data: { client: 'third-party' } }));
    socket.send(health(1));
    await expect.poll(() => replies().length, WAIT).toBe(1);
    expect(replies()[0]).toMatchObject({ id: 1, result: { data: { status: 'ok' } } });
    socket.close();
  });

  it('answers connection params that do not parse with a parse error and closes the socket', async () => {
    const { socket, replies, closed } = await open('?connectionParams=1');
    socket.send('{not json');
    await closed;
    expect(replies()).toEqual([
      expect.objectContaining({
        id: null,
        error: expect.objectContaining({ data: expect.objectContaining({ code: 'PARSE_ERROR' }) }),
      }),
    ]);
  });
});

describe('keep-alive', () => {
  it('answers PING with PONG', async () => {
    const { socket, texts } = await open();
    socket.send('PING');
    await expect.poll(() => texts, WAIT).toContain('PONG');
    socket.close();
  });

  it('pings a silent socket and keeps it while it answers', async () => {
    const { socket, texts } = await open();
    socket.on('message', (m) => {
      if (String(m) === 'PING') socket.send('PONG');
    });
    await expect.poll(() => texts.filter((text) => text === 'PING').length, WAIT).toBeGreaterThanOrEqual(3);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });

  it('drops a socket that does not answer its ping', async () => {
    const { texts, closed } = await open();
    expect(await closed).toBe(1006);
    expect(texts).toEqual(['PING']);
  });
});

describe('closing', () => {
  it('lets go of every socket and subscription, also of sockets closed while their session was read', async () => {
    const { connections, games } = t.app.liveHub;
    await expect.poll(() => connections.size, WAIT).toBe(0);
    // A session cookie makes the server read the sessions table before the socket has a context.
    const cookie = `${sessionCookieName(false)}=${'x'.repeat(43)}`;
    const sockets = await Promise.all(Array.from({ length: 20 }, () => open('', cookie)));
    for (const [index, { socket }] of sockets.entries()) {
      socket.send(subscribe(1));
      // Half close at once, most likely before the server has read their session.
      if (index % 2 === 0) socket.terminate();
    }
    await Promise.all(
      sockets.map(async ({ socket, replies }, index) => {
        if (index % 2 === 1) await expect.poll(() => replies().length, WAIT).toBe(2);
        socket.close();
      }),
    );
    await Promise.all(sockets.map(({ closed }) => closed));
    await expect.poll(() => [connections.size, games.size], WAIT).toEqual([0, 0]);
  });
});

/** A `ws` server of the test's own (its sockets are ws's, not LiveSocket) and one client socket to it. */
async function bareServer() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const serverSide = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as { port: number }).port}`);
  const socket = await serverSide;
  if (client.readyState !== WebSocket.OPEN) await new Promise((resolve) => client.once('open', resolve));
  return { server, client, socket };
}

const options = (onClose: (connection: TrpcConnection<Context>) => void = () => {}) => ({
  procedures: appProcedures,
  encoder: liveEncoder,
  rate: SOCKET_MESSAGE_RATE,
  onError: () => {},
  onClose,
});

describe('a socket that is not a LiveSocket', () => {
  it('gets a signed-out snapshot (composed around its shared list) as its text', async () => {
    const { server, client, socket } = await bareServer();
    const hub = t.app.liveHub;
    const createContext = async (): Promise<Context> => ({
      deps: t.deps,
      user: null,
      session: null,
      meta: { ip: '127.0.0.1', userAgent: null },
      cookies: { set: () => {}, clear: () => {} } as unknown as Context['cookies'],
      live: { hub, connection: hub.connections.attach(socket, null) },
    });
    const connection = new TrpcConnection(socket, options(), createContext, false);
    const texts: string[] = [];
    client.on('message', (m) => texts.push(String(m)));
    client.send(subscribe(1));
    await expect.poll(() => texts.length, WAIT).toBe(2);
    expect(JSON.parse(texts[1]!)).toMatchObject({ id: 1, result: { data: { data: { type: 'snapshot' } } } });
    client.close();
    await expect.poll(() => hub.games.size, WAIT).toBe(0);
    hub.connections.detach(connection.context!.live!.connection);
    server.close();
  });
});

describe('a socket that closes before its context is made', () => {
  it('is let go of (onClose) once the context is made, not before, and once', async () => {
    const { server, client, socket } = await bareServer();
    let makeContext: (ctx: Context) => void = () => {};
    const closes: TrpcConnection<Context>[] = [];
    const connection = new TrpcConnection(
      socket,
      options((closed) => closes.push(closed)),
      () =>
        new Promise<Context>((resolve) => {
          makeContext = resolve;
        }),
      false,
    );
    const serverClosed = new Promise((resolve) => socket.once('close', resolve));
    client.close();
    await serverClosed;
    expect(closes).toEqual([]);
    makeContext({} as Context);
    await expect.poll(() => closes).toEqual([connection]);
    connection.close();
    expect(closes).toHaveLength(1);
    server.close();
  });
});
