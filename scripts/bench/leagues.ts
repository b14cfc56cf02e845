import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { leagueBoard, myLeagues } from '../../src/server/leagues/leagues.service';
import { freshBenchDatabase, quantile } from './bench-db';
import { dropBenchDatabase } from './grading-support';
import { generateSeason } from './leaderboards-data';

// Private league boards over the leaderboard benchmark's season (PostgreSQL only):
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_leagues npx tsx scripts/bench/leagues.ts
// USERS (default 1,000,000), PICKS_PER_USER (20), LEAGUES (10,000; members 2 to 1,000 each), RUNS (200) tune it.
// One player is put in 20 leagues for "My Leagues". The database is dropped at the end unless KEEP=1.
const size = {
  users: Number(process.env.USERS ?? 1_000_000),
  picksPerUser: Number(process.env.PICKS_PER_USER ?? 20),
  games: Number(process.env.GAMES ?? 2000),
  days: Number(process.env.DAYS ?? 182),
};
const LEAGUES = Number(process.env.LEAGUES ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 200);

const database = await freshBenchDatabase();
if (database.kind !== 'pg') throw new Error('The leagues benchmark needs PostgreSQL (unset BENCH_DB).');
const { db } = database;
const t0 = performance.now();
const client = await database.pool!.connect();
await generateSeason(client, size, new Date());
client.release();
// Leagues of 2 to 1,000 members (sizes spread evenly), members drawn at random, owners their first member.
await sql`
  insert into leagues (name, owner_id, invite_code)
  select 'League ' || i, 1 + floor(random() * ${size.users})::int, lpad(i::text, 12, '0')
  from generate_series(1, ${LEAGUES}::int) i`.execute(db);
await sql`
  insert into league_members (league_id, user_id)
  select distinct l.id, 1 + floor(random() * ${size.users})::int
  from leagues l, generate_series(1, 2 + (l.id * 7919) % 999) s`.execute(db);
await sql`insert into league_members (league_id, user_id) select id, owner_id from leagues on conflict do nothing`.execute(
  db,
);
// The "My Leagues" player: in 20 leagues, the largest among them.
const me = 1;
await sql`
  insert into league_members (league_id, user_id)
  select id, ${me} from (select league_id as id, count(*) n from league_members group by 1 order by n desc limit 20) x
  on conflict do nothing`.execute(db);
await sql`analyze`.execute(db);
console.log(`generated in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

const last = await db
  .selectFrom('games')
  .select((eb) => eb.fn.max('scheduled_time').as('at'))
  .executeTakeFirstOrThrow();
const now = new Date(new Date(last.at).getTime() + 3_600_000);
const deps = { ...({} as Parameters<typeof myLeagues>[0]), db, clock: () => now };
const facts = await sql<Record<string, unknown>>`
  select (select count(*) from users) as users, (select count(*) from picks) as picks,
    (select count(*) from leagues) as leagues, (select count(*) from league_members) as memberships`.execute(
  db,
);
console.log(`database: ${JSON.stringify(facts.rows[0])}`);

async function measure(label: string, call: () => Promise<unknown>) {
  for (let i = 0; i < 20; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  const f = (ms: number) => ms.toFixed(2);
  console.log(
    `${label}: p50 ${f(quantile(times, 0.5))} ms, p95 ${f(quantile(times, 0.95))} ms, max ${f(Math.max(...times))} ms`,
  );
}

const largest = (
  await sql<{ league_id: number; owner_id: number; n: string }>`
    select m.league_id, l.owner_id, count(*) as n from league_members m join leagues l on l.id = m.league_id
    group by 1, 2 order by 3 desc limit 1`.execute(db)
).rows[0]!;
console.log(`largest league: ${largest.n} members`);
const owner = { id: largest.owner_id, subscription_tier: 'premium' as const };
for (const period of ['weekly', 'monthly', 'alltime'] as const) {
  await measure(`league top 100, ${period} (${RUNS} runs)`, () =>
    leagueBoard(deps, owner, largest.league_id, period, 100),
  );
}
const mine = await myLeagues(deps, { id: me, subscription_tier: 'premium' });
console.log(`My Leagues: ${mine.length} leagues, ranks ${mine.map((l) => l.myRank).join(' ')}`);
await measure(`My Leagues with ranks (${RUNS} runs)`, () =>
  myLeagues(deps, { id: me, subscription_tier: 'premium' }),
);
console.log(`engine: ${database.label}`);
await db.destroy();
await dropBenchDatabase();
