import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { killRedisConnection, REDIS_URL } from '../../../../tests/support/brokers';
import { Inbox, liveClient } from '../../../../tests/support/live/sockets';
import { listeningTestApp, settleEffects } from '../../../../tests/support/test-app';
import { buildApp } from '../../app';
import { checkBusEvent } from '../../kernel/events';
import { enqueueEffect } from '../effects/effects.service';
import { RedisEventBus } from '../events/redis.bus';
import { enqueueMail } from '../mail/outbox.repo';
import { MAX_MAIL_ATTEMPTS } from '../mail/outbox.rules';
import { bearerMatches } from './metrics.route';

// GET /metrics scraped for real from a listening server whose instances talk over the machine's Redis:
// who may read it, and that each figure moves with what it measures.

const TOKEN = randomBytes(24).toString('base64url');
const channel = `pickem_metrics_${process.pid}_${randomBytes(4).toString('hex')}`;
const quiet = { info() {}, warn() {}, error() {} };
const bus = new RedisEventBus({ check: checkBusEvent, url: REDIS_URL, channel, log: quiet });
const other = new RedisEventBus({ check: checkBusEvent, url: REDIS_URL, channel, log: quiet });
// Two kinds of effect of the test's own: one that takes a tenth of a second, one that always fails.
const t = listeningTestApp({
  config: { metricsToken: TOKEN },
  events: bus,
  effectHandlers: {
    'metrics.slow': () => new Promise((resolve) => setTimeout(resolve, 100)),
    'metrics.fails': async () => {
      throw new Error('this effect always fails');
    },
  },
});
const clients: { close(): Promise<void> }[] = [];

// main.ts starts the bus; the test app leaves that to its caller.
beforeAll(() => bus.start());

afterAll(async () => {
  for (const c of clients) await c.close();
  await bus.stop();
  await other.stop();
});

const scrape = async (authorization?: string) =>
  fetch(`${t.base}/metrics`, { headers: authorization ? { authorization } : {} });
const text = async () => {
  const res = await scrape(`Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  return res.text();
};
/** The value of one series (`name{labels}`), or undefined when it is not in the scrape. */
const value = (body: string, series: string) => {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('who may read /metrics', () => {
  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', `Bearer ${TOKEN.slice(1)}x`],
    ['the token without the Bearer scheme', TOKEN],
    ['the token as Basic credentials', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`],
  ])('refuses %s with 401', async (_name, authorization) => {
    const res = await scrape(authorization);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await res.json()).toEqual({ message: 'Send the metrics token as a bearer token.' });
  });

  it('answers the bearer of METRICS_TOKEN in Prometheus text', async () => {
    const res = await scrape(`bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.text();
    expect(body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(value(body, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(body, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
  });

  it('does not exist without METRICS_TOKEN: 404, never the browser page', async () => {
    const app = await buildApp({ ...t.deps, config: { ...t.deps.config, metricsToken: undefined } });
    try {
      for (const authorization of [undefined, 'Bearer anything-at-all-here-0123456789']) {
        const res = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found: GET /metrics' });
      }
    } finally {
      await app.close();
    }
  });

  it('compares tokens whole', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN}${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});

describe('what /metrics reports', () => {
  it('times requests by route pattern, never by the URL with its ids or tokens', async () => {
    await fetch(`${t.base}/api/users/987654/picks/history`);
    await fetch(`${t.base}/api/no-such-path/secret-reset-token-5551234`);
    await fetch(`${t.base}/healthz`);
    const body = await text();
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/users\/:id\/picks\/history",status_code="401"\} 1/,
    );
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} 1/,
    );
    expect(body).toMatch(/route="unmatched",status_code="404"/);
    expect(body).not.toContain('987654');
    expect(body).not.toContain('5551234');
  });

  it('counts open sockets and subscriptions by feed', async () => {
    const before = await text();
    expect(value(before, 'pickem_live_sockets')).toBe(0);
    const client = liveClient(t.base);
    clients.push(client);
    const games = new Inbox<unknown>();
    client.trpc.live.games.subscribe({ day: 'today' }, { onData: games.push, onError: games.fail });
    await games.next();
    const body = await text();
    expect(value(body, 'pickem_live_sockets')).toBe(1);
    expect(value(body, 'pickem_live_subscriptions{feed="games"}')).toBe(1);
    expect(value(body, 'pickem_live_subscriptions{feed="me"}')).toBe(0);
    expect(value(body, 'pickem_live_subscriptions{feed="leaderboard"}')).toBe(0);
  });

  it("observes the bus's lag for another instance's events, and counts re-syncs", async () => {
    await other.start();
    await other.publish([{ type: 'standings.changed' }]);
    await expect.poll(async () => value(await text(), 'pickem_event_bus_lag_seconds_count')).toBe(1);
    expect(value(await text(), 'pickem_event_bus_lag_seconds_bucket{le="1"}')).toBe(1);
    expect(value(await text(), 'pickem_event_bus_resyncs_total')).toBe(0);
    await killRedisConnection(bus.connectionNames.subscriber);
    await expect
      .poll(async () => value(await text(), 'pickem_event_bus_resyncs_total'), { timeout: 10_000 })
      .toBe(1);
  });

  it('reads the mail outbox as an effect queue: messages waiting, and those given up', async () => {
    // Due far ahead, so no delivery pass takes them while the test looks.
    const mail = {
      to: 'x@example.com',
      subject: 's',
      text: 't',
      html: null,
      createdAt: new Date('2100-01-01'),
    };
    const queued = await text();
    const depth = value(queued, 'pickem_effect_queue_depth{queue="mail"}')!;
    const failures = value(queued, 'pickem_effect_queue_failures{queue="mail"}')!;
    expect(depth).toBeGreaterThanOrEqual(0);
    const id = await enqueueMail(t.deps.db, mail);
    await enqueueMail(t.deps.db, mail);
    await t.deps.db
      .updateTable('mail_outbox')
      .set({ attempts: MAX_MAIL_ATTEMPTS })
      .where('id', '=', id)
      .execute();
    const body = await text();
    expect(value(body, 'pickem_effect_queue_depth{queue="mail"}')).toBe(depth + 1);
    expect(value(body, 'pickem_effect_queue_failures{queue="mail"}')).toBe(failures + 1);
  });

  it('times each effect by kind: its wait after its commit, its run, and how many were done or failed', async () => {
    const figure = (body: string, series: string) => value(body, series) ?? 0;
    const before = await text();
    const suffix = randomBytes(4).toString('hex');
    await enqueueEffect(
      t.deps.db,
      { kind: 'metrics.slow', key: `metrics.slow:${suffix}` },
      { kind: 'metrics.fails', key: `metrics.fails:${suffix}` },
    );
    // They wait 0.4 s for a worker: the test app's worker runs only when asked.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await settleEffects(t.deps);
    const after = await text();
    const moved = (series: string) => figure(after, series) - figure(before, series);
    expect(moved('pickem_effects_total{kind="metrics.slow",outcome="done"}')).toBe(1);
    expect(moved('pickem_effects_total{kind="metrics.fails",outcome="failed"}')).toBe(1);
    expect(moved('pickem_effects_total{kind="metrics.fails",outcome="done"}')).toBe(0);
    expect(moved('pickem_effect_run_seconds_count{kind="metrics.slow"}')).toBe(1);
    expect(moved('pickem_effect_run_seconds_sum{kind="metrics.slow"}')).toBeGreaterThanOrEqual(0.1);
    expect(moved('pickem_effect_wait_seconds_count{kind="metrics.slow"}')).toBe(1);
    expect(moved('pickem_effect_wait_seconds_sum{kind="metrics.slow"}')).toBeGreaterThanOrEqual(0.4);
    // Run at once after its commit, an effect's wait is well under that (its wait counts from its recording).
    await enqueueEffect(t.deps.db, { kind: 'metrics.slow', key: `metrics.slow:${suffix}:again` });
    await settleEffects(t.deps);
    const again = await text();
    const waited = (body: string) => figure(body, 'pickem_effect_wait_seconds_sum{kind="metrics.slow"}');
    expect(waited(again) - waited(after)).toBeLessThan(0.3);
  });

  it("times each group commit's batches by batcher (wait, run, size) and, on PostgreSQL, the waits for a connection", async () => {
    const figure = (body: string, series: string) => value(body, series) ?? 0;
    const { cookie } = await register(t.app);
    const before = await text();
    // Five calls at once: their session lookups go in one or more batches of the session batcher.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${t.base}/api/picks/user`, { headers: { cookie } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await text();
    const moved = (series: string) => figure(after, series) - figure(before, series);
    const batches = moved('pickem_group_commit_batch_size_count{batcher="session-lookups"}');
    expect(batches).toBeGreaterThanOrEqual(1);
    expect(batches).toBeLessThanOrEqual(5);
    expect(moved('pickem_group_commit_batch_size_sum{batcher="session-lookups"}')).toBe(5);
    expect(moved('pickem_group_commit_wait_seconds_count{batcher="session-lookups"}')).toBe(batches);
    expect(moved('pickem_group_commit_run_seconds_count{batcher="session-lookups"}')).toBe(batches);
    if (process.env.DATABASE_URL) {
      expect(moved('pickem_db_pool_wait_seconds_count')).toBeGreaterThanOrEqual(batches);
    } else {
      // The embedded database has one connection and no pool to wait for.
      expect(moved('pickem_db_pool_wait_seconds_count')).toBe(0);
    }
  });

  it.runIf(process.env.DATABASE_URL)('reports the PostgreSQL pool', async () => {
    const body = await text();
    expect(value(body, 'pickem_db_pool_connections{state="max"}')).toBe(10);
    expect(value(body, 'pickem_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
    expect(value(body, 'pickem_db_pool_connections{state="waiting"}')).toBe(0);
  });
});
