import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { weeklyMatchupsJob } from '../../../src/server/modules/leagues/matchups.jobs';
import { weekBegins } from '../../../src/server/modules/leagues/matchups.service';
import { addDays, weekStart } from '../../../src/shared/periods';
import { Checks } from '../toolkit/checks';
import { databaseFacts, freshBenchDatabase } from '../toolkit/db';
import { intFromEnv } from '../toolkit/knobs';

// Weekly head-to-head at the week's start (issue 42, item 7; ADR 0049): LEAGUES (10,000) leagues of 2 to MAX_MEMBERS
// (30) members, sizes spread evenly (odd ones get a bye), drawn among USERS players; every league made two weeks
// before, and LATE_PERCENT (10) of the memberships joined after the week began (they wait for the next week). The
// scheduler's job (weeklyMatchupsJob) then runs once at 00:01 New York on the week's Monday, in one transaction as a
// tick runs it, and the time to pair every league is printed (RUNS times, the pairings deleted between runs).
//
//   npx tsx scripts/bench/leagues/matchups-pairing.ts          # PostgreSQL, database pickem_bench_matchups
//   LEAGUES=100000 npx tsx scripts/bench/leagues/matchups-pairing.ts
//
// Knobs: LEAGUES (10000), MAX_MEMBERS (30), USERS (LEAGUES * 5), LATE_PERCENT (10), RUNS (3); BENCH_DB=pglite runs
// on the embedded database. Checks: every league with two or more members from before the week is paired, each such
// member in exactly one matchup, one bye per odd league, no late joiner paired, and a second look pairs nothing.

const LEAGUES = intFromEnv('LEAGUES', 10_000);
const MAX_MEMBERS = intFromEnv('MAX_MEMBERS', 30, 2);
const USERS = intFromEnv('USERS', Math.max(MAX_MEMBERS, LEAGUES * 5));
const LATE_PERCENT = intFromEnv('LATE_PERCENT', 10, 0);
const RUNS = intFromEnv('RUNS', 3);

const database = await freshBenchDatabase({ name: 'pickem_bench_matchups' });
const { db } = database;
const checks = new Checks();

// The week measured: the Monday of the week after next, so "two weeks before" is in the past of no clock.
const week = addDays(weekStart(new Date()), 14);
const begins = weekBegins(week);
const made = new Date(begins.getTime() - 14 * 86_400_000);
const late = new Date(begins.getTime() + 3_600_000);

console.log(`generating ${USERS} players, ${LEAGUES} leagues of 2 to ${MAX_MEMBERS} members`);
await sql`
  insert into users (username, email, password_hash)
  select 'mp_' || i, null, 'x' from generate_series(1, ${USERS}::int) i`.execute(db);
await sql`
  insert into leagues (name, owner_id, invite_code, created_at)
  select 'League ' || i, 1 + (i * 7919) % ${USERS}, lpad(i::text, 12, '0'), ${made}
  from generate_series(1, ${LEAGUES}::int) i`.execute(db);
// Member k of league l is player 1 + (l * 104729 + k * 7907) mod USERS: distinct within a league while the size
// stays below USERS / 7907's cycle, which it does (sizes are at most MAX_MEMBERS).
await sql`
  insert into league_members (league_id, user_id, joined_at)
  select l.id, 1 + ((l.id::bigint * 104729 + k * 7907) % ${USERS})::int,
    case when k > 1 and (l.id * 31 + k * 17) % 100 < ${LATE_PERCENT} then ${late}::timestamptz
      else ${made}::timestamptz + k * interval '1 minute' end
  from leagues l, generate_series(0, 1 + (l.id * 7919) % (${MAX_MEMBERS} - 1)) k
  on conflict do nothing`.execute(db);
// As a database that has lived a while: hint bits set and statistics read, not the first touch of new rows.
await sql`vacuum analyze`.execute(db);
const facts = await databaseFacts(db, { leagues: 'leagues', memberships: 'league_members' });
console.log(`database: ${JSON.stringify(facts)}`);

/** What the pairing must produce, from the members alone. */
const { rows: expected } = await sql<{ leagues: string; players: string; odd: string }>`
  select count(*) as leagues, coalesce(sum(n), 0) as players, count(*) filter (where n % 2 = 1) as odd
  from (select league_id, count(*) as n from league_members where joined_at < ${begins}
        group by 1 having count(*) >= 2) x`.execute(db);
const want = expected[0]!;

const at = new Date(begins.getTime() + 60_000);
const times: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  await sql`delete from league_matchups`.execute(db);
  const job = weeklyMatchupsJob(() => at);
  const t0 = performance.now();
  const paired = await db.transaction().execute((trx) => job.run(trx));
  const ms = performance.now() - t0;
  times.push(ms);
  console.log(
    `run ${run}: paired ${Number(paired).toLocaleString('en-US')} leagues in ${(ms / 1000).toFixed(2)} s`,
  );
  checks.equal(
    Number(paired),
    Number(want.leagues),
    'every league of two or more members from before the week paired',
  );
}

const { rows: got } = await sql<{
  leagues: string;
  players: string;
  byes: string;
  twice: string;
  late: string;
}>`
  with seats as (
    select league_id, home_user_id as user_id from league_matchups where week_start = ${week}::date
    union all
    select league_id, away_user_id from league_matchups where week_start = ${week}::date and away_user_id is not null)
  select
    (select count(distinct league_id) from seats) as leagues,
    (select count(*) from seats) as players,
    (select count(*) from league_matchups where week_start = ${week}::date and away_user_id is null) as byes,
    (select count(*) from (select 1 from seats group by league_id, user_id having count(*) > 1) t) as twice,
    (select count(*) from seats s join league_members m using (league_id, user_id)
      where m.joined_at >= ${begins}) as late`.execute(db);
const g = got[0]!;
checks.equal(Number(g.leagues), Number(want.leagues), 'leagues paired');
checks.equal(Number(g.players), Number(want.players), 'every member from before the week in a matchup');
checks.equal(Number(g.byes), Number(want.odd), 'one bye per odd league');
checks.equal(Number(g.twice), 0, 'no member in two matchups of a league');
checks.equal(Number(g.late), 0, 'no member who joined mid-week paired');
const again = await db.transaction().execute((trx) => weeklyMatchupsJob(() => at).run(trx));
checks.equal(Number(again), 0, 'a second look pairs nothing');

const best = Math.min(...times);
console.log(
  `pairing ${Number(want.leagues).toLocaleString('en-US')} leagues (${Number(want.players).toLocaleString('en-US')} ` +
    `players, ${Number(want.odd).toLocaleString('en-US')} byes): best ${(best / 1000).toFixed(2)} s, ` +
    `median ${(times.sort((a, b) => a - b)[Math.floor(times.length / 2)]! / 1000).toFixed(2)} s of ${RUNS}`,
);
console.log(`engine: ${database.label}`);
checks.conclude();
await database.close();
