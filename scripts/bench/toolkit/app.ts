import { buildApp } from '../../../src/server/app';
import type { AppDeps } from '../../../src/server/deps';
import type { BusEvent } from '../../../src/server/kernel/events';
import { DEFAULT_RATE_LIMITS, RateLimiter } from '../../../src/server/modules/auth/rate-limit';
import { Mailer } from '../../../src/server/modules/mail/mailer';
import { fileTransport } from '../../../src/server/modules/mail/transports';
import type { DB } from '../../../src/server/platform/db/client';
import { InProcessEventBus } from '../../../src/server/platform/events/in-process.bus';
import { newAccount } from '../../../tests/support/accounts';

/**
 * The real app on a loopback port over a benchmark database, with rate limits out of the way (the load
 * comes from one IP) and mail written to .tmp/bench-mail. `clock` is the server's (a generated season's boards
 * are read at the season's end).
 */
export async function startBenchApp(db: DB, clock: () => Date = () => new Date()) {
  const deps: AppDeps = {
    db,
    clock,
    limiter: new RateLimiter(clock),
    events: new InProcessEventBus<BusEvent>(),
    mailer: new Mailer(db, clock, fileTransport('.tmp/bench-mail'), 'bench@localhost'),
    config: {
      production: false,
      allowedOrigins: [],
      trustProxy: false,
      globalRateLimit: 10_000_000,
      socketsPerAddress: 10_000_000,
      rateLimits: { ...DEFAULT_RATE_LIMITS, registerPerIp: { max: 100_000, windowMs: 60_000 } },
    },
  };
  const app = await buildApp(deps);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, deps, address };
}

/** A sport with two teams for the benchmark's games. */
export async function benchTeams(db: DB): Promise<{ sportId: number; home: number; away: number }> {
  const sport = await db
    .insertInto('sports')
    .values({ name: 'Bench', display_name: 'Bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const teams = await db
    .insertInto('teams')
    .values([1, 2].map((i) => ({ sport_id: sport.id, name: `Bench ${i}` })))
    .returning('id')
    .execute();
  return { sportId: sport.id, home: teams[0]!.id, away: teams[1]!.id };
}

/**
 * `count` players signed up over REST, each with its own session cookie, made premium so no call of the
 * benchmark meets the daily cap (every pick is a real insert).
 */
export async function benchPlayers(db: DB, address: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${address}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newAccount({ username: `bench_${i}`, email: `bench_${i}@example.com` })),
    });
    const cookie = res.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    cookies.push(cookie);
  }
  await db.updateTable('users').set({ subscription_tier: 'premium' }).execute();
  return cookies;
}
