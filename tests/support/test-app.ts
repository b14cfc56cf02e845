import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/server/app';
import type { AppConfig, AppDeps, AppEffectHandlers } from '../../src/server/deps';
import { EFFECT_HANDLERS } from '../../src/server/effect-kinds';
import { DEFAULT_MAIL_FROM } from '../../src/server/env';
import type { BusEvent, EventBus } from '../../src/server/kernel/events';
import { FixtureFeed } from '../../src/server/modules/sports-feed/fixtures.adapter';
import type { SportsFeed } from '../../src/server/modules/sports-feed/sports-feed';
import { EffectWorker, type EffectWorkerOptions } from '../../src/server/platform/effects/effects.worker';
import { InProcessEventBus } from '../../src/server/platform/events/in-process.bus';
import {
  DEFAULT_RATE_LIMITS,
  RateLimiter,
  type RateLimitRules,
} from '../../src/server/platform/limits/rate-limit';
import { Mailer } from '../../src/server/platform/mail/mailer';
import { fileTransport, type MailTransport } from '../../src/server/platform/mail/transports';
import { createTestDatabase, type TestDatabase } from './test-database';

/** A clock the test moves by hand. */
export class TestClock {
  constructor(private current = new Date('2026-11-21T15:00:00Z')) {}
  now = (): Date => new Date(this.current);
  set(at: Date | string): void {
    this.current = new Date(at);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const DAY = 24 * 60 * 60 * 1000;

/** Rate limits high enough that only the rate-limit tests meet them. */
export const RELAXED_LIMITS: RateLimitRules = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, { max: 10_000, windowMs: 60_000 }]),
) as unknown as RateLimitRules;

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: TestClock;
  database: TestDatabase;
  /** Where the default mail transport writes .eml files (removed when the app closes). */
  mailDir: string;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Replaces the default transport (.eml files in a temporary folder). */
  mailTransport?: MailTransport;
  /** Replaces the default sports feed (the recorded fixtures, re-based to the test clock's day). */
  feed?: SportsFeed;
  /** Replaces the default in-process event bus (the PostgreSQL bus in multi-instance tests). */
  events?: EventBus;
  /** Tuning of the live subscriptions (a short leaderboard debounce). */
  live?: BuildOptions['live'];
  /** The sockets' keep-alive (short in the tests of it). */
  socketKeepAlive?: BuildOptions['socketKeepAlive'];
  /** A logger (the tests of what the log records); none by default. */
  logger?: BuildOptions['logger'];
  /**
   * The effect worker's options. By default it runs inline: a call returns once its effects ran, so a test
   * reads their outcome at once. `{ inline: false }` runs them in the background as a server does (the
   * worker is then started; wait with `settleEffects`).
   */
  effects?: EffectWorkerOptions;
  /** Effect kinds of the test's own, beside the app's. */
  effectHandlers?: AppEffectHandlers;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = new TestClock();
  const config: AppConfig = {
    production: false,
    allowedOrigins: [],
    trustProxy: false,
    globalRateLimit: 100_000,
    socketsPerAddress: 10_000,
    rateLimits: RELAXED_LIMITS,
    ...options.config,
  };
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'pickem-mail-'));
  const transport = options.mailTransport ?? fileTransport(mailDir);
  const mailer = new Mailer(database.db, clock.now, transport, DEFAULT_MAIL_FROM);
  const deps: AppDeps = {
    db: database.db,
    clock: clock.now,
    config,
    limiter: new RateLimiter(clock.now),
    mailer,
    feed: options.feed ?? new FixtureFeed({ now: clock.now }),
    events: options.events ?? new InProcessEventBus<BusEvent>(),
  };
  const effects = new EffectWorker(
    deps,
    { ...EFFECT_HANDLERS, ...options.effectHandlers },
    { inline: true, ...options.effects },
  );
  deps.effects = effects;
  const app = await buildApp(deps, {
    live: options.live,
    socketKeepAlive: options.socketKeepAlive,
    logger: options.logger,
    pool: database.pool,
  });
  // As main.ts does: what the effects log (a failed attempt, a test push's outcome) goes to the app's log.
  effects.setLogger(app.log.child({ module: 'effects' }));
  // A delivery still running must finish before the test closes the database.
  app.addHook('onClose', async () => {
    await effects.stop();
    await mailer.stop();
    await rm(mailDir, { recursive: true, force: true });
  });
  await app.ready();
  if (!effects.inline) effects.start();
  return { app, deps, clock, database, mailDir };
}

/** One app and database for the whole test file, closed after it. */
export function sharedTestApp(options: TestAppOptions = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(options));
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.database?.cleanup();
  });
  return holder;
}

/** sharedTestApp listening on a free loopback port, for tests over real sockets; `base` is its URL. */
export function listeningTestApp(options: TestAppOptions = {}): TestApp & { base: string } {
  const holder = sharedTestApp(options) as TestApp & { base: string };
  beforeAll(async () => {
    holder.base = await holder.app.listen({ port: 0, host: '127.0.0.1' });
  });
  return holder;
}

/** Runs every due effect of the test's database now (what a worker would do next) and reports how many. */
export async function settleEffects(deps: AppDeps): Promise<{ done: number; failed: number }> {
  if (!deps.effects) throw new Error('This test app has no effect worker.');
  return deps.effects.drain();
}
