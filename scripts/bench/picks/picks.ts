import { performance } from 'node:perf_hooks';
import { benchPlayers, benchTeams, startBenchApp } from '../toolkit/app';
import { freshBenchDatabase, quantile } from '../toolkit/db';
import { nearLimit } from './picks-near-limit';

// Picks created through tRPC over real HTTP by concurrent clients, each signed in with its own session.
// npx tsx scripts/bench/picks/picks.ts            (PostgreSQL, DATABASE_URL or postgres://postgres@127.0.0.1:5432/pickem_bench_picks)
// BENCH_DB=pglite npx tsx scripts/bench/picks/picks.ts
// npx tsx scripts/bench/picks/picks.ts --near-limit   (200 clients on the compiled server beside a bare insert route:
//                                               picks-near-limit.ts)
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const PICKS_PER_CLIENT = Number(process.env.PICKS_PER_CLIENT ?? 40);

if (process.argv.includes('--near-limit')) await nearLimit();
else await overTrpc();

/** Picks through tRPC on the in-process app, CLIENTS clients of PICKS_PER_CLIENT picks each. */
async function overTrpc(): Promise<void> {
  const database = await freshBenchDatabase();
  const { db } = database;
  const { app, address } = await startBenchApp(db);

  const { sportId, home, away } = await benchTeams(db);
  const start = new Date(Date.now() + 3_600_000);
  const games = await db
    .insertInto('games')
    .values(
      Array.from({ length: PICKS_PER_CLIENT }, () => ({
        sport_id: sportId,
        home_team_id: home,
        away_team_id: away,
        scheduled_time: start,
      })),
    )
    .returning('id')
    .execute();

  const cookies = await benchPlayers(db, address, CLIENTS);

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
          body: JSON.stringify({ gameId: game.id, selectedTeamId: home }),
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
}
