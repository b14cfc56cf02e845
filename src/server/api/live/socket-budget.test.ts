import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { listeningTestApp } from '../../../../tests/support/test-app';
import { CLOSE_CODES, tooManySocketsReason } from '../../platform/transport/socket/wire.rules';

// One address gets RATE_LIMIT_MAX calls a minute answered whatever way it calls: REST, tRPC over HTTP
// (each call of a batch), and every call sent over any of its sockets. And it holds a bounded number of
// sockets. Addresses come from X-Forwarded-For (one trusted proxy), so each test has its own.

const LIMIT = 30;
const SOCKETS = 3;
const t = listeningTestApp({
  config: { globalRateLimit: LIMIT, socketsPerAddress: SOCKETS, trustProxy: true },
});

const WAIT = { timeout: 10_000 };
let counter = 0;
const freshAddress = () => `10.77.0.${++counter}`;

type Reply = { id?: unknown; error?: { message?: string; data?: { code?: string } }; result?: unknown };

/** A socket from `address`, keeping its JSON replies and how it closed. */
function openSocket(address: string) {
  const socket = new WebSocket(`${t.base.replace(/^http/, 'ws')}/trpc`, {
    headers: { origin: t.base, 'x-forwarded-for': address },
  });
  const replies: Reply[] = [];
  socket.on('message', (m) => {
    const text = String(m);
    if (text.startsWith('{')) replies.push(JSON.parse(text) as Reply);
  });
  socket.on('error', () => {});
  const opened = new Promise<void>((resolve) => socket.once('open', () => resolve()));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return { socket, replies, opened, closed };
}

const health = (id: number) => ({ id, method: 'query', params: { path: 'system.health' } });
const batch = (from: number, n: number) =>
  JSON.stringify(Array.from({ length: n }, (_, i) => health(from + i)));
const http = (address: string, url = '/api/prizes/current') =>
  t.app.inject({ url, headers: { 'x-forwarded-for': address } });
const answered = (replies: Reply[]) => replies.filter((r) => r.result !== undefined).length;
const throttled = (replies: Reply[]) => replies.filter((r) => r.error?.data?.code === 'TOO_MANY_REQUESTS');

describe('calls over a socket draw on the address’s budget', () => {
  it('counts each call of a frame with the HTTP calls, then refuses both', async () => {
    const address = freshAddress();
    const a = openSocket(address);
    await a.opened; // the upgrade: 1
    for (let i = 0; i < 10; i++) expect((await http(address)).statusCode).toBe(200); // 11
    a.socket.send(batch(1, 19)); // 30
    await expect.poll(() => a.replies.length, WAIT).toBe(19);
    expect(answered(a.replies)).toBe(19);

    a.socket.send(JSON.stringify(health(100)));
    await expect.poll(() => a.replies.length, WAIT).toBe(20);
    expect(a.replies[19]).toMatchObject({
      id: 100,
      error: {
        message: expect.stringMatching(/^Too many requests\. Please wait /),
        data: { code: 'TOO_MANY_REQUESTS' },
      },
    });
    const refused = await http(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait /);
    // The socket stays open for later; another address is not touched.
    expect(a.socket.readyState).toBe(WebSocket.OPEN);
    expect((await http(freshAddress())).statusCode).toBe(200);
    a.socket.close();
  });

  it('shares one budget among every socket of the address, and comes back when the minute is over', async () => {
    const address = freshAddress();
    const sockets = [openSocket(address), openSocket(address)];
    await Promise.all(sockets.map((s) => s.opened)); // 2
    sockets[0]!.socket.send(batch(1, 14)); // 16
    sockets[1]!.socket.send(batch(1, 14)); // 30
    await expect.poll(() => sockets.map((s) => answered(s.replies)), WAIT).toEqual([14, 14]);
    sockets[1]!.socket.send(batch(50, 2));
    await expect.poll(() => throttled(sockets[1]!.replies).length, WAIT).toBe(2);

    t.clock.advance(60_000);
    sockets[0]!.socket.send(JSON.stringify(health(99)));
    await expect.poll(() => answered(sockets[0]!.replies), WAIT).toBe(15);
    for (const s of sockets) s.socket.close();
  });

  it('counts each call of a tRPC batch over HTTP', async () => {
    const address = freshAddress();
    const calls = Array.from({ length: LIMIT }, () => 'system.health').join(',');
    const input = encodeURIComponent(JSON.stringify({}));
    expect(
      (await http(address, `/trpc/${calls.split(',').slice(0, 20).join(',')}?batch=1&input=${input}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await http(address, `/trpc/${calls.split(',').slice(0, 10).join(',')}?batch=1&input=${input}`))
        .statusCode,
    ).toBe(200);
    const over = await http(address, `/trpc/system.health?input=${input}`);
    expect(over.statusCode).toBe(429);
  });

  it('counts a frame that is no call as one', async () => {
    const address = freshAddress();
    const a = openSocket(address);
    await a.opened; // 1
    for (let i = 0; i < LIMIT - 1; i++) a.socket.send('{not json'); // 30
    await expect.poll(() => a.replies.length, WAIT).toBe(LIMIT - 1);
    expect((await http(address)).statusCode).toBe(429);
    a.socket.close();
  });

  it('never refuses a subscription.stop', async () => {
    const address = freshAddress();
    const a = openSocket(address);
    await a.opened; // 1
    a.socket.send(
      JSON.stringify({
        id: 1,
        method: 'subscription',
        params: { path: 'live.games', input: { day: 'today' } },
      }),
    ); // 2
    await expect.poll(() => a.replies.length, WAIT).toBeGreaterThanOrEqual(2);
    a.socket.send(batch(10, 20)); // 22
    a.socket.send(batch(40, LIMIT - 22)); // 30
    await expect.poll(() => answered(a.replies), WAIT).toBeGreaterThanOrEqual(LIMIT);
    a.socket.send(JSON.stringify(health(99)));
    await expect.poll(() => throttled(a.replies).length, WAIT).toBe(1);
    a.socket.send(JSON.stringify({ id: 1, method: 'subscription.stop' }));
    await expect
      .poll(
        () => a.replies.some((r) => r.id === 1 && (r.result as { type?: string })?.type === 'stopped'),
        WAIT,
      )
      .toBe(true);
    a.socket.close();
  });
});

describe('sockets per address', () => {
  it(`keeps ${SOCKETS} open and closes the next with ${CLOSE_CODES.tooManySockets} and a reason`, async () => {
    const address = freshAddress();
    const open = Array.from({ length: SOCKETS }, () => openSocket(address));
    await Promise.all(open.map((s) => s.opened));
    const extra = openSocket(address);
    expect(await extra.closed).toEqual({ code: 1013, reason: tooManySocketsReason(SOCKETS) });
    expect(open.every((s) => s.socket.readyState === WebSocket.OPEN)).toBe(true);

    const elsewhere = openSocket(freshAddress());
    await elsewhere.opened;
    elsewhere.socket.send(JSON.stringify(health(1)));
    await expect.poll(() => answered(elsewhere.replies), WAIT).toBe(1);

    // A closed socket frees its place.
    open[0]!.socket.close();
    await open[0]!.closed;
    await expect
      .poll(async () => {
        const again = openSocket(address);
        const outcome = await Promise.race([
          again.opened.then(() => 'open'),
          again.closed.then(() => 'closed'),
        ]);
        await new Promise((resolve) => setTimeout(resolve, 50));
        const stillOpen = again.socket.readyState === WebSocket.OPEN;
        again.socket.close();
        return outcome === 'open' && stillOpen;
      }, WAIT)
      .toBe(true);
    for (const s of [...open, elsewhere]) s.socket.close();
  });
});
