import { benchGames, benchPlayers, benchTeams, startBenchApp } from '../toolkit/app';
import { Checks } from '../toolkit/checks';
import { freshBenchDatabase } from '../toolkit/db';
import { fetchLoad } from '../toolkit/http-load';
import { intFromEnv } from '../toolkit/knobs';
import { nearLimit } from './picks-near-limit';

// Picks created through tRPC over real HTTP by concurrent clients, each signed in with its own session.
// npx tsx scripts/bench/picks/picks.ts            (PostgreSQL, DATABASE_URL or postgres://postgres@127.0.0.1:5432/pickem_bench_picks)
// BENCH_DB=pglite npx tsx scripts/bench/picks/picks.ts
// npx tsx scripts/bench/picks/picks.ts --near-limit   (200 clients on the compiled server beside a bare insert
//                                                     route: picks-near-limit.ts)
// Knobs: CLIENTS (50), PICKS_PER_CLIENT (40). Checks: every call answered 200, and every pick is stored.
const CLIENTS = intFromEnv('CLIENTS', 50);
const PICKS_PER_CLIENT = intFromEnv('PICKS_PER_CLIENT', 40);

if (process.argv.includes('--near-limit')) await nearLimit();
else await overTrpc();

/** Picks through tRPC on the in-process app, CLIENTS clients of PICKS_PER_CLIENT picks each. */
async function overTrpc(): Promise<void> {
  const database = await freshBenchDatabase({ name: 'pickem_bench_picks' });
  const { db } = database;
  const bench = await startBenchApp(db);
  const { address } = bench;

  const teams = await benchTeams(db);
  const start = new Date(Date.now() + 3_600_000);
  const games = await benchGames(
    db,
    teams,
    Array.from({ length: PICKS_PER_CLIENT }, () => start),
  );

  const cookies = await benchPlayers(db, address, CLIENTS);

  const load = await fetchLoad('POST /trpc/picks.create', CLIENTS, PICKS_PER_CLIENT, (client, i) => ({
    url: `${address}/trpc/picks.create`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies[client]!, origin: address },
      body: JSON.stringify({ gameId: games[i]!, selectedTeamId: teams.home }),
    },
  }));
  const stored = await db
    .selectFrom('picks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

  console.log(`database: ${database.label}`);
  console.log(
    `clients: ${CLIENTS}, picks per client: ${PICKS_PER_CLIENT}, calls: ${load.calls}, failures: ${load.failures}`,
  );
  console.log(`picks stored: ${stored.n}`);
  console.log(`throughput: ${load.perSecond.toFixed(0)} picks/s over ${load.seconds.toFixed(2)} s`);
  console.log(`latency p50: ${load.p50.toFixed(1)} ms, p99: ${load.p99.toFixed(1)} ms`);
  const checks = new Checks();
  checks.equal(load.failures, 0, 'every pick answered 200');
  checks.equal(Number(stored.n), CLIENTS * PICKS_PER_CLIENT, 'every pick stored');
  checks.conclude();
  await bench.close();
  await database.close();
}
