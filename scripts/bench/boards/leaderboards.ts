import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { getLeaderboard, weeklyPosition } from '../../../src/server/modules/leaderboard/leaderboard.service';
import { openDatabase } from '../../../src/server/platform/db/client';
import { migrateToLatest } from '../../../src/server/platform/db/migrate';
import type { LeaderboardPeriod } from '../../../src/shared/schemas/leaderboard';
import { freshBenchDatabase, quantile } from '../toolkit/db';
import { expectFiguresTrue } from '../toolkit/figures-check';
import { dropBenchDatabase } from '../toolkit/grading-support';
import { generateSeason } from '../toolkit/season';

// Top-100 boards over 1,000,000 players and 20,000,000 graded picks (PostgreSQL only).
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_boards npx tsx scripts/bench/boards/leaderboards.ts
// (default database pickem_bench; generated fresh, which takes about 20 minutes, and dropped at the end
// unless KEEP=1). REUSE=1 KEEP=1 measures a database a previous KEEP=1 run left, migrating it first.
// USERS, PICKS_PER_USER, GAMES, DAYS, RUNS tune it.
const size = {
  users: Number(process.env.USERS ?? 1_000_000),
  picksPerUser: Number(process.env.PICKS_PER_USER ?? 20),
  games: Number(process.env.GAMES ?? 2000),
  days: Number(process.env.DAYS ?? 182),
};
const RUNS = Number(process.env.RUNS ?? 200);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pickem_bench';

const database =
  process.env.REUSE === '1'
    ? { ...openDatabase({ databaseUrl: url, poolSize: 4 }), label: `PostgreSQL at ${new URL(url).host}` }
    : await freshBenchDatabase();
if (database.kind !== 'pg') throw new Error('The leaderboard benchmark needs PostgreSQL (unset BENCH_DB).');
const { db } = database;

if (process.env.REUSE === '1') {
  const t0 = performance.now();
  const applied = await migrateToLatest(db);
  if (applied.length)
    console.log(`migrated ${applied.join(', ')}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} else {
  console.log(`generating ${JSON.stringify(size)}`);
  const client = await database.pool!.connect();
  await generateSeason(client, size, new Date());
  client.release();
}
// The season ends an hour before its "now": the boards of the week and month it ends in.
const last = await db
  .selectFrom('games')
  .select((eb) => eb.fn.max('scheduled_time').as('at'))
  .executeTakeFirstOrThrow();
const now = new Date(new Date(last.at).getTime() + 3_600_000);
const deps = { db, clock: () => now };

const facts = await sql<Record<string, number | string>>`
  select (select count(*) from users) as users, (select count(*) from picks) as picks,
    (select count(*) from period_archive) as archived_periods,
    pg_size_pretty(pg_database_size(current_database())) as size`.execute(db);
console.log(`database: ${JSON.stringify(facts.rows[0])}, now ${now.toISOString()}`);

// The generated figures must be what grading would have stored: check a sample against the rules.
const sample = (
  await sql<{ id: number }>`select id from users order by random() limit 200`.execute(db)
).rows.map((r) => r.id);
console.log(
  `sample of ${await expectFiguresTrue(db, sample)} players equals summarizeRecord/summarizePeriods`,
);

async function measure(label: string, call: () => Promise<unknown>) {
  for (let i = 0; i < 20; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  const f = (ms: number) => ms.toFixed(2);
  console.log(
    `${label}: p50 ${f(quantile(times, 0.5))} ms, p95 ${f(quantile(times, 0.95))} ms, ` +
      `max ${f(Math.max(...times))} ms`,
  );
}

for (const period of ['weekly', 'monthly', 'alltime'] as LeaderboardPeriod[]) {
  const board = await getLeaderboard(deps, period, 100);
  console.log(
    `${period} ${board.periodStart ?? ''}: ${board.totalPlayers} players, top rank ${board.players[0]?.rank}`,
  );
  await measure(`  ${period} top 100 (${RUNS} runs)`, () => getLeaderboard(deps, period, 100));
}
const ids = (await sql<{ id: number }>`select id from users order by random() limit ${RUNS}`.execute(db))
  .rows;
let i = 0;
await measure(`weeklyPosition of a random player (${RUNS} runs)`, () =>
  weeklyPosition(db, ids[i++ % ids.length]!.id, now),
);
console.log(`engine: ${database.label}`);
await db.destroy();
await dropBenchDatabase();
