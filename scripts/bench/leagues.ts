import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/client';
import { migrateToLatest } from '../../src/server/db/migrate';
import { leagueBoard, myLeagues } from '../../src/server/leagues/leagues.service';
import { startBenchApp } from './bench-app';
import { freshBenchDatabase, intFromEnv, quantile } from './bench-db';
import { dropBenchDatabase } from './grading-support';
import { generateSeason } from './leaderboards-data';
import { BENCH_PASSWORD, generateLeagues, inLargestLeagues } from './leagues-data';

// Private league boards over the leaderboard benchmark's season (PostgreSQL only), as a member waits for them:
// GET /api/leagues/{id}/leaderboard/{weekly|season|alltime}?limit=100 of the largest league and GET /api/leagues
// (20 leagues with ranks) through the running server, signed in: between gradings (members' entries kept, ADR 0026)
// and as the first read after a grading (a standings.changed before each call); then the services alone.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_leagues npx tsx scripts/bench/leagues.ts
// USERS (1,000,000), PICKS_PER_USER (20), LEAGUES (10,000; 2 to 1,000 members each), RUNS (500) tune it.
// KEEP=1 keeps the database; REUSE=1 measures again on a kept one (after migrating it) without generating.
const size = {
  users: intFromEnv('USERS', 1_000_000),
  picksPerUser: intFromEnv('PICKS_PER_USER', 20),
  games: intFromEnv('GAMES', 2000),
  days: intFromEnv('DAYS', 182),
};
const LEAGUES = intFromEnv('LEAGUES', 10_000);
const RUNS = intFromEnv('RUNS', 500);
const REUSE = process.env.REUSE === '1';
const ME = 1;

async function keptDatabase() {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pickem_bench_picks';
  const handle = openDatabase({ databaseUrl: url, poolSize: 20 });
  await migrateToLatest(handle.db);
  return { ...handle, kind: 'pg' as const, label: `PostgreSQL at ${new URL(url).host} (kept)` };
}

const database = REUSE ? await keptDatabase() : await freshBenchDatabase();
if (database.kind !== 'pg') throw new Error('The leagues benchmark needs PostgreSQL (unset BENCH_DB).');
const { db } = database;
if (!REUSE) {
  const t0 = performance.now();
  const client = await database.pool!.connect();
  await generateSeason(client, size, new Date());
  client.release();
  await generateLeagues(db, size.users, LEAGUES);
  await inLargestLeagues(db, ME, 20);
  await sql`vacuum analyze`.execute(db);
  console.log(`generated in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

// The boards are read an hour after the season's last game, when this week's and month's boards are full.
const last = await db
  .selectFrom('games')
  .select((eb) => eb.fn.max('scheduled_time').as('at'))
  .executeTakeFirstOrThrow();
const at = new Date(new Date(last.at).getTime() + 3_600_000);
const clock = () => at;
const facts = await sql<Record<string, unknown>>`
  select (select count(*) from users) as users, (select count(*) from picks) as picks,
    (select count(*) from leagues) as leagues, (select count(*) from league_members) as memberships,
    pg_size_pretty(pg_database_size(current_database())) as size`.execute(db);
console.log(`database: ${JSON.stringify(facts.rows[0])}`);
const largest = (
  await sql<{ league_id: number; n: string }>`
    select league_id, count(*) as n from league_members
    where league_id in (select league_id from league_members where user_id = ${ME})
    group by 1 order by 2 desc limit 1`.execute(db)
).rows[0]!;
console.log(`largest league of the measured player: ${largest.n} members`);

const f = (ms: number) => ms.toFixed(2);
/** `call` RUNS times after 50 to warm up; `before` (untimed) runs before each call. */
async function measure(label: string, call: () => Promise<unknown>, before = async () => {}) {
  for (let i = 0; i < 50; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await before();
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  console.log(
    `${label}: p50 ${f(quantile(times, 0.5))} ms, p95 ${f(quantile(times, 0.95))} ms, max ${f(Math.max(...times))} ms`,
  );
}

// Through the running server, signed in as the measured player.
const { app, address, deps: appDeps } = await startBenchApp(db, clock);
// What a grading's standings.changed does to the kept member entries (ADR 0026): the next reads load them again.
const graded = () => appDeps.events.publish([{ type: 'standings.changed' }]);
const username = (
  await db.selectFrom('users').select('username').where('id', '=', ME).executeTakeFirstOrThrow()
).username;
const login = await fetch(`${address}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: address },
  body: JSON.stringify({ username, password: BENCH_PASSWORD }),
});
const cookie = login.headers.get('set-cookie')?.split(';')[0];
if (!cookie) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
const get = async (path: string) => {
  const res = await fetch(`${address}/api${path}`, { headers: { cookie } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 200)}`);
  return body;
};
for (const [period, path] of [
  ['weekly', 'weekly'],
  ['this month', 'season'],
  ['all time', 'alltime'],
] as const) {
  const board = JSON.parse(await get(`/leagues/${largest.league_id}/leaderboard/${path}?limit=100`));
  await measure(
    `GET /api/leagues/{id}/leaderboard/${path}?limit=100 (${period}, ${board.players.length} rows of ${board.totalPlayers}, ${RUNS} calls)`,
    () => get(`/leagues/${largest.league_id}/leaderboard/${path}?limit=100`),
  );
}
const mine = JSON.parse(await get('/leagues')) as { myRank: number | null; memberCount: number }[];
console.log(
  `My Leagues: ${mine.length} leagues of ${mine.map((l) => l.memberCount).join(' ')} members, ranks ${mine.map((l) => l.myRank).join(' ')}`,
);
await measure(`GET /api/leagues (My Leagues, ${RUNS} calls)`, () => get('/leagues'));
// The first reads after a grading: every kept entry dropped before each call.
await measure(
  `GET /api/leagues/{id}/leaderboard/weekly?limit=100, first read after a grading (${RUNS} calls)`,
  () => get(`/leagues/${largest.league_id}/leaderboard/weekly?limit=100`),
  graded,
);
await measure(`GET /api/leagues, first read after a grading (${RUNS} calls)`, () => get('/leagues'), graded);
await measure(`GET /api/auth/user (floor: session and one user row, ${RUNS} calls)`, () => get('/auth/user'));

// The services alone (no HTTP, no session), the member entries kept as between gradings.
const deps = { ...({} as Parameters<typeof myLeagues>[0]), db, clock, events: appDeps.events };
const me = { id: ME, subscription_tier: 'premium' as const };
for (const period of ['weekly', 'monthly', 'alltime'] as const) {
  await measure(`service leagueBoard top 100, ${period} (${RUNS} runs)`, () =>
    leagueBoard(deps, me, largest.league_id, period, 100),
  );
}
await measure(`service myLeagues (${RUNS} runs)`, () => myLeagues(deps, me));
console.log(`engine: ${database.label}`);
await app.close();
await db.destroy();
await dropBenchDatabase();
