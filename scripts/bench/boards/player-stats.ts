import { sql } from 'kysely';
import type { AdvancedStats } from '../../../src/shared/schemas/stats';
import { benchPlayers, startBenchApp } from '../toolkit/app';
import { Checks } from '../toolkit/checks';
import { freshBenchDatabase } from '../toolkit/db';
import { intFromEnv } from '../toolkit/knobs';
import { reportTimes } from '../toolkit/report';
import { quantile } from '../toolkit/stats';
import { timeCalls } from '../toolkit/time';

// GET /api/users/me/stats through the running server for a premium player with PICKS graded picks, among
// OTHERS players with as many picks each (so the picks table is not the one player's alone).
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_stats npx tsx scripts/bench/boards/player-stats.ts
// BENCH_DB=pglite npx tsx scripts/bench/boards/player-stats.ts            PICKS=2000 OTHERS=200 RUNS=500 WARMUP=50
// Checks: every pick is stored, and the answer counts each of the player's graded picks once (by league and by
// weekday).
const PICKS = intFromEnv('PICKS', 2000);
const OTHERS = intFromEnv('OTHERS', 200);
const RUNS = intFromEnv('RUNS', 500);
const WARMUP = intFromEnv('WARMUP', 50, 0);
const SPORTS = 8;
const TEAMS_PER_SPORT = 30;

const database = await freshBenchDatabase({ name: 'pickem_bench_stats' });
const { db } = database;
const bench = await startBenchApp(db);
const { address } = bench;
const [cookie] = await benchPlayers(db, address, 1);

// Eight leagues of thirty teams; PICKS completed games, one every ~4.4 hours back from now (about 365 days),
// each graded: the home team wins two games in five, one in twenty is a push.
await sql`insert into sports (name, display_name)
  select 'League ' || s, 'League ' || s from generate_series(1, ${SPORTS}) s`.execute(db);
await sql`insert into teams (sport_id, name, abbreviation)
  select sp.id, sp.name || ' Team ' || t, 'T' || t from sports sp, generate_series(1, ${TEAMS_PER_SPORT}) t`.execute(
  db,
);
await sql`insert into games (sport_id, home_team_id, away_team_id, scheduled_time, status, home_score, away_score,
    winner_team_id, is_push, graded_winner_team_id, graded_push, graded_at, completed_at)
  select sp.id, h.id, a.id, now() - (i * interval '263 minutes'), 'completed', 1, 0,
    case when i % 20 = 0 then null when i % 5 < 2 then h.id else a.id end, i % 20 = 0,
    case when i % 20 = 0 then null when i % 5 < 2 then h.id else a.id end, i % 20 = 0, now(), now()
  from generate_series(1, ${PICKS}) i
  join sports sp on sp.id = (select min(id) from sports) + i % ${SPORTS}
  join lateral (select id from teams where sport_id = sp.id order by id offset (i % ${TEAMS_PER_SPORT}) limit 1) h on true
  join lateral (select id from teams where sport_id = sp.id order by id
    offset ((i + 7) % ${TEAMS_PER_SPORT}) limit 1) a on true`.execute(db);
await sql`insert into users (username, password_hash)
  select 'other_' || u, 'x' from generate_series(1, ${OTHERS}) u`.execute(db);
// Everyone picks every game: the home team on odd games, the away team on even ones (shifted per player).
await sql`insert into picks (user_id, game_id, selected_team_id, picked_at)
  select u.id, g.id, case when (g.id + u.id) % 2 = 0 then g.home_team_id else g.away_team_id end,
    g.scheduled_time - interval '1 hour'
  from users u cross join games g`.execute(db);
// As autovacuum leaves a settled table: statistics, and the visibility map that lets the read skip the heap.
await sql`vacuum analyze`.execute(db);

const call = async (path = '/api/users/me/stats') => {
  const res = await fetch(`${address}${path}`, { headers: { cookie: cookie! } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`stats answered ${res.status}: ${body.slice(0, 200)}`);
  return body;
};
const first = JSON.parse(await call()) as AdvancedStats;
const latencies = await timeCalls(call, { warmup: WARMUP, runs: RUNS });
// The floor on this machine at this moment: the lightest signed-in call (session check, one user row).
const floor = await timeCalls(() => call('/api/auth/user'), { warmup: 0, runs: RUNS });
const picks = await db
  .selectFrom('picks')
  .select((eb) => eb.fn.countAll<string>().as('n'))
  .executeTakeFirstOrThrow();

console.log(`database: ${database.label}`);
console.log(`picks of the player: ${PICKS}, players: ${OTHERS + 1}, picks stored: ${picks.n}`);
console.log(
  `answer: ${first.byLeague.length} leagues, ${first.calendar.length} calendar days, ` +
    `${first.streakOverTime.length} streak days, ${first.bestTeams.length} best teams`,
);
reportTimes(`GET /api/users/me/stats, ${RUNS} sequential calls`, latencies);
console.log(
  `GET /api/auth/user (floor), ${RUNS} sequential calls: p50 ${quantile(floor, 0.5).toFixed(2)} ms, ` +
    `p95 ${quantile(floor, 0.95).toFixed(2)} ms`,
);
const counted = (rows: { wins: number; losses: number; pushes: number }[]) =>
  rows.reduce((n, r) => n + r.wins + r.losses + r.pushes, 0);
const checks = new Checks();
checks.equal(Number(picks.n), (OTHERS + 1) * PICKS, 'every pick stored');
checks.equal(counted(first.byLeague), PICKS, "the answer's leagues count each graded pick once");
checks.equal(counted(first.byWeekday), PICKS, "the answer's weekdays count each graded pick once");
checks.conclude();
await bench.close();
await database.close();
