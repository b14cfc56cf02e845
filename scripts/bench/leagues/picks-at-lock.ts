import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { windowOf } from '../../../src/server/kernel/player-day';
import type { DB } from '../../../src/server/platform/db/client';
import { localDay } from '../../../src/shared/periods';
import type { LeaguePicksDay } from '../../../src/shared/schemas/league-picks';
import { benchGames, benchTeams } from '../toolkit/app';
import { Checks } from '../toolkit/checks';
import { runCleanUp, runProcessBenchmark } from '../toolkit/cleanup';
import { type BenchDatabase, freshBenchDatabase } from '../toolkit/db';
import { intFromEnv } from '../toolkit/knobs';
import { cpuMs, loadAverage } from '../toolkit/proc';
import { kb, ms } from '../toolkit/report';
import {
  BENCH_ADMIN,
  benchServerEnv,
  type ServerProcess,
  serverNodeArgs,
  startServer,
} from '../toolkit/server-process';
import { quantile } from '../toolkit/stats';
import { timedRequestClient } from '../toolkit/timed-request';
import { MEMBER_ZONE, seedLeague } from './league-data';

// The picks revealed at lock (issue 41, item 11): a league of MEMBERS (1,000) players who all picked each of the
// day's GAMES (12) games, every game locked (half final and graded, half live), OTHERS (10,000) other players'
// picks on the same games for the global share; the league page's call GET /api/leagues/:id/picks (today, in the
// member's zone) made through the running server by one member after another, one call at a time, timed on a
// client thread from the request to the body read. Target: p95 under 50 ms.
// A locked game's global counts are kept 30 s per server (`lockedGamePickCounts`, picks module): a call counts the
// 132,000 picks again once every 30 s and the others read them from memory, as members opening their league after a
// slate locks do.
//
//   npx tsx scripts/bench/leagues/picks-at-lock.ts
//
// PostgreSQL (database pickem_bench_picks_at_lock, dropped at the end unless KEEP=1), the compiled server as a process
// of its own (SERVER=source for the sources). Knobs: MEMBERS (1000), GAMES (12), OTHERS (10000), WARMUP (50), RUNS
// (300), TIMEOUT_MINUTES (10); PROFILE=1 writes a CPU profile of the server to .tmp/profiles (its figures are slower,
// not for the table); SERVER_NODE_ARGS adds to the server's node command line. Checks: every call answered 200 with
// every game locked and every member's pick on each (the compact form, ADR 0055: each member once on one side), the
// league's split adding up to the members, each side's result as the game's grading gives it.

const MEMBERS = intFromEnv('MEMBERS', 1000, 2);
const GAMES = intFromEnv('GAMES', 12);
const OTHERS = intFromEnv('OTHERS', 10_000, 0);
const WARMUP = intFromEnv('WARMUP', 50, 0);
const RUNS = intFromEnv('RUNS', 300);
const TIMEOUT_MINUTES = intFromEnv('TIMEOUT_MINUTES', 10);
const TARGET_P95_MS = 50;
const PROFILE = process.env.PROFILE === '1';

let database = null as BenchDatabase | null;
let server = null as ServerProcess | null;

/**
 * Today's GAMES games in the members' zone, started between the day's first minute and a minute ago (locked): the
 * even ones final with the home side winning and graded, the odd ones live. Every member and every other player
 * picks each, alternating sides.
 */
async function seedDay(db: DB, memberIds: readonly number[]): Promise<number[]> {
  const now = Date.now();
  const { from } = windowOf(localDay(new Date(now), MEMBER_ZONE).date, MEMBER_ZONE);
  const span = now - 60_000 - from.getTime();
  if (span < GAMES * 1000) throw new Error(`${MEMBER_ZONE}'s day has just begun: run again in a few minutes`);
  const teams = await benchTeams(db);
  const starts = Array.from({ length: GAMES }, (_, i) => new Date(from.getTime() + (span * i) / GAMES));
  const ids = await benchGames(db, teams, starts, { status: 'live', home_score: 1, away_score: 0 });
  const finals = ids.filter((_, i) => i % 2 === 0);
  if (finals.length > 0)
    await db
      .updateTable('games')
      .set({
        status: 'completed',
        winner_team_id: teams.home,
        graded_winner_team_id: teams.home,
        graded_push: false,
        graded_at: new Date(),
        completed_at: new Date(),
      })
      .where('id', 'in', finals)
      .execute();
  if (OTHERS > 0)
    await sql`insert into users (username, email, password_hash)
      select 'other_' || i, null, 'x' from generate_series(1, ${OTHERS}::int) i`.execute(db);
  await sql`
    insert into picks (user_id, game_id, selected_team_id, picked_at)
    select u.id, g.id, case when (u.id + g.id) % 2 = 0 then g.home_team_id else g.away_team_id end,
      g.scheduled_time - interval '1 hour'
    from users u cross join games g
    where g.id = any(${`{${ids.join(',')}}`}::int[])
      and (u.id = any(${`{${memberIds.join(',')}}`}::int[]) or u.username like 'other\\_%')`.execute(db);
  await sql`analyze`.execute(db);
  return ids;
}

async function main(): Promise<boolean> {
  const checks = new Checks();
  console.log(`load average at start: ${loadAverage()}`);
  database = await freshBenchDatabase({ name: 'pickem_bench_picks_at_lock', postgresOnly: 'picks-at-lock' });
  const { db } = database;
  const league = await seedLeague(db, MEMBERS, 'lock');
  const gameIds = await seedDay(
    db,
    league.members.map((m) => m.id),
  );
  server = await startServer(benchServerEnv(database.url!, BENCH_ADMIN), {
    nodeArgs: [...serverNodeArgs(), ...(PROFILE ? ['--cpu-prof', '--cpu-prof-dir=.tmp/profiles'] : [])],
  });
  console.log(
    `database: ${database.label}; server ${server.base} (pid ${server.pid}); ${MEMBERS} members x ${GAMES} games, ` +
      `${OTHERS} other players' picks`,
  );

  const client = timedRequestClient();
  const url = `${server.base}/api/leagues/${league.leagueId}/picks`;
  let bad = 0;
  let bytes = 0;
  let compressed = 0;
  const check = (status: number, body: string) => {
    if (status !== 200) {
      if (bad++ < 3) console.error(`HTTP ${status}: ${body.slice(0, 300)}`);
      return;
    }
    bytes = body.length;
    if (compressed === 0) compressed = gzipSync(body).length; // once: the answers are alike
    const day = JSON.parse(body) as LeaguePicksDay;
    const complete =
      day.games.length === gameIds.length &&
      day.members.length === MEMBERS &&
      day.games.every(
        (g, i) =>
          g.locked &&
          new Set([...g.picks.home, ...g.picks.away]).size === MEMBERS &&
          g.league !== null &&
          g.league.home === g.picks.home.length &&
          g.league.home + g.league.away === MEMBERS &&
          // The even games are final and graded, the home side winning; the odd ones live, not graded.
          (i % 2 === 0
            ? g.picks.homeResult === 'win' && g.picks.awayResult === 'loss'
            : g.picks.homeResult === null && g.picks.awayResult === null) &&
          g.picks.ownResults.length === 0,
      );
    if (!complete && bad++ < 3) console.error(`an answer without every member's pick: ${body.slice(0, 300)}`);
  };
  const times: number[] = [];
  let cpuBefore = 0;
  try {
    for (let i = 0; i < WARMUP + RUNS; i++) {
      if (i === WARMUP) cpuBefore = cpuMs(server.pid);
      const member = league.members[(i * 7) % MEMBERS]!;
      const answer = await client.get(url, { cookie: member.cookie, 'accept-encoding': 'gzip, deflate, br' });
      check(answer.status, answer.body);
      if (i >= WARMUP) times.push(answer.ms);
    }
  } finally {
    await client.close();
  }
  const serverCpu = cpuMs(server.pid) - cpuBefore;
  checks.equal(bad, 0, "every call answered 200 with every member's pick on every locked game (bad answers)");

  const p95 = quantile(times, 0.95);
  console.log('');
  console.log(`picks at lock, ${MEMBERS} members x ${GAMES} games (${RUNS} calls), load ${loadAverage()}`);
  console.log(
    `  GET /api/leagues/:id/picks: p50 ${ms(quantile(times, 0.5))}, p95 ${ms(p95)}, p99 ${ms(quantile(times, 0.99))}, ` +
      `max ${ms(Math.max(...times))}; ${kb(bytes)} of JSON (${kb(compressed)} gzipped)`,
  );
  console.log(`  server CPU: ${(serverCpu / RUNS).toFixed(1)} ms per call`);
  console.log(`  target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'}`);
  if (PROFILE) console.log('  PROFILE=1: the CPU profile is written to .tmp/profiles when the server stops');
  return checks.conclude();
}

async function cleanUp(): Promise<void> {
  await runCleanUp([
    ['server', async () => server?.stop()],
    ['database', async () => database?.close()],
  ]);
  server = null;
  database = null;
}

await runProcessBenchmark('picks-at-lock', {
  main,
  cleanUp,
  timeoutMinutes: TIMEOUT_MINUTES,
  timeoutHint: 'TIMEOUT_MINUTES raises it',
  onFailure: () => {
    if (server) console.error(`last server output:\n${server.tail()}`);
  },
});
