import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app';
import { DEFAULT_RATE_LIMITS, RateLimiter } from '../../src/server/auth/rate-limit';
import type { AppDeps } from '../../src/server/deps';
import { InProcessEventBus } from '../../src/server/events/in-process.bus';
import { Mailer } from '../../src/server/mail/mailer';
import { fileTransport } from '../../src/server/mail/transports';
import { freshBenchDatabase, quantile } from './bench-db';

// Picks created through tRPC over real HTTP by concurrent clients, each signed in with its own session.
// npx tsx scripts/bench/picks.ts            (PostgreSQL, DATABASE_URL or postgres://postgres@127.0.0.1:5432/pickem_bench_picks)
// BENCH_DB=pglite npx tsx scripts/bench/picks.ts
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const PICKS_PER_CLIENT = Number(process.env.PICKS_PER_CLIENT ?? 40);

const database = await freshBenchDatabase();
const { db } = database;
const clock = () => new Date();
const deps: AppDeps = {
  db,
  clock,
  limiter: new RateLimiter(clock),
  events: new InProcessEventBus(),
  mailer: new Mailer(db, clock, fileTransport('.tmp/bench-mail'), 'bench@localhost'),
  config: {
    production: false,
    allowedOrigins: [],
    trustProxy: false,
    globalRateLimit: 1_000_000,
    rateLimits: { ...DEFAULT_RATE_LIMITS, registerPerIp: { max: 100_000, windowMs: 60_000 } },
  },
};
const app = await buildApp(deps);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

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
const start = new Date(Date.now() + 3_600_000);
const games = await db
  .insertInto('games')
  .values(
    Array.from({ length: PICKS_PER_CLIENT }, () => ({
      sport_id: sport.id,
      home_team_id: teams[0]!.id,
      away_team_id: teams[1]!.id,
      scheduled_time: start,
    })),
  )
  .returning('id')
  .execute();

async function signUp(i: number): Promise<string> {
  const res = await fetch(`${address}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `bench_${i}`,
      password: 'benchPass123',
      email: `bench_${i}@example.com`,
      firstName: 'Bench',
      lastName: 'Client',
      ageBand: '25-34',
      gender: 'male',
    }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return cookie;
}

const cookies: string[] = [];
for (let i = 0; i < CLIENTS; i++) cookies.push(await signUp(i));
// Premium players have no daily cap, so every call is a real insert.
await db.updateTable('users').set({ subscription_tier: 'premium' }).execute();

const latencies: number[] = [];
let failures = 0;
const began = performance.now();
await Promise.all(
  cookies.map(async (cookie) => {
    for (const game of games) {
      const t0 = performance.now();
      const res = await fetch(`${address}/trpc/picks.create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: address },
        body: JSON.stringify({ gameId: game.id, selectedTeamId: teams[0]!.id }),
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (res.status !== 200) failures += 1;
    }
  }),
);
const seconds = (performance.now() - began) / 1000;
const stored = await db
  .selectFrom('picks')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();

console.log(`database: ${database.label}`);
console.log(
  `clients: ${CLIENTS}, picks per client: ${PICKS_PER_CLIENT}, calls: ${latencies.length}, failures: ${failures}`,
);
console.log(`picks stored: ${stored.n}`);
console.log(`throughput: ${(latencies.length / seconds).toFixed(0)} picks/s over ${seconds.toFixed(2)} s`);
console.log(
  `latency p50: ${quantile(latencies, 0.5).toFixed(1)} ms, p99: ${quantile(latencies, 0.99).toFixed(1)} ms`,
);
await app.close();
await db.destroy();
