import { type AddressInfo, createServer, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { newDeviceKeys, TestPushService } from '../../../../tests/support/push/push-service';
import { RELAXED_LIMITS, settleEffects, sharedTestApp } from '../../../../tests/support/test-app';
import { DEFAULT_RATE_LIMITS } from '../../platform/limits/rate-limit';

// "Send a test notification" is no oracle and no amplifier: the answer (how many devices) and when it comes do
// not depend on what listens at a device's endpoint, each device's outcome is logged on the server only, and a
// player's presses spend from a budget. The app runs its effects in the background, as a server does.

/** A port that takes connections and never answers (not even the TLS handshake): a silent open port. */
const held: Socket[] = [];
const silent = createServer((socket) => held.push(socket));

const push = new TestPushService();
const lines: string[] = [];
const t = sharedTestApp({
  config: {
    push: { ...push.settings, timeoutMs: 60_000 },
    rateLimits: { ...RELAXED_LIMITS, testPushesPerAccount: DEFAULT_RATE_LIMITS.testPushesPerAccount },
  },
  effects: { inline: false },
  logger: {
    level: 'info',
    stream: new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  },
});
let silentEndpoint = '';
beforeAll(async () => {
  await push.start();
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as AddressInfo;
  // Named like the test push service: an operator's own push service, reached as named.
  push.serviceHosts.push({ hostname: '127.0.0.1', port });
  silentEndpoint = `https://127.0.0.1:${port}/push/silent`;
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
  await push.close();
});

const ORIGIN = 'http://localhost';
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie, origin: ORIGIN } });
const subscribe = (cookie: string, endpoint: string, keys = push.device().keys) =>
  post('/api/push/subscriptions', cookie, { endpoint, keys });
const testPushLog = () =>
  lines
    .map((line) => JSON.parse(line) as { msg?: string; outcome?: string; subscriptionId?: number })
    .filter((entry) => entry.msg === 'test push' || entry.msg === 'test push failed');

describe('the test notification', () => {
  it('answers how many devices it went to, the same whatever each device does, and logs each outcome', async () => {
    const happy = await register(t.app);
    const unlucky = await register(t.app);
    for (const _ of [1, 2, 3]) {
      const d = push.device();
      await subscribe(happy.cookie, d.endpoint, d.keys);
    }
    const [gone, down] = [push.device(), push.device()];
    push.answer(gone, 410);
    push.answer(down, 503);
    await subscribe(unlucky.cookie, gone.endpoint, gone.keys);
    await subscribe(unlucky.cookie, down.endpoint, down.keys);
    await subscribe(unlucky.cookie, silentEndpoint, {
      p256dh: newDeviceKeys().ecdh.getPublicKey('base64url'),
      auth: newDeviceKeys().auth,
    });

    const [a, b] = [await post('/api/push/test', happy.cookie), await post('/api/push/test', unlucky.cookie)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual({ sent: 3 });
    expect(b.json()).toEqual({ sent: 3 });
    // The unlucky player's answer came though one device's push service holds its request unanswered (for
    // the 60 s of the push timeout): the answer did not wait for the devices.
    await expect.poll(() => held.length, { timeout: 10_000 }).toBe(1);

    for (const socket of held) socket.destroy();
    await settleEffects(t.deps);
    await expect
      .poll(
        () =>
          testPushLog()
            .map((e) => e.outcome)
            .sort(),
        { timeout: 10_000 },
      )
      .toEqual(['failed', 'failed', 'removed', 'sent', 'sent', 'sent']);
    expect(push.received).toHaveLength(3);
  });

  it('answers 0 to a player with no device, and queues nothing', async () => {
    const { cookie } = await register(t.app);
    expect((await post('/api/push/test', cookie)).json()).toEqual({ sent: 0 });
    expect(
      await t.deps.db.selectFrom('effect_jobs').select('id').where('kind', '=', 'push.test').execute(),
    ).toEqual([]);
  });
});

describe('the budget of test notifications', () => {
  it('lets 5 presses in 10 minutes through, then answers 429 with Retry-After over REST and tRPC', async () => {
    const { cookie } = await register(t.app);
    for (let i = 0; i < 5; i++) expect((await post('/api/push/test', cookie)).statusCode).toBe(200);
    const refused = await post('/api/push/test', cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    const overTrpc = await post('/trpc/notifications.sendTest', cookie);
    expect(overTrpc.statusCode).toBe(429);
    expect(Number(overTrpc.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(10 * 60_000);
    expect((await post('/api/push/test', cookie)).statusCode).toBe(200);
  });

  it('lets no more than 5 of 20 presses made at once through', async () => {
    const { cookie } = await register(t.app);
    const d = push.device();
    await subscribe(cookie, d.endpoint, d.keys);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/push/test', cookie)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(15);
  });
});
