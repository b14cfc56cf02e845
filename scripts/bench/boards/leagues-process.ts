import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { gradingEvents } from '../../../src/server/kernel/domain-events';
import { checkBusEvent } from '../../../src/server/kernel/events';
import { EVENTS_CHANNEL } from '../../../src/server/platform/events/notify.rules';
import { PostgresEventBus } from '../../../src/server/platform/events/postgres.bus';
import { signIn } from '../toolkit/api';
import { Checks } from '../toolkit/checks';
import { keptBenchDatabase } from '../toolkit/db';
import { intFromEnv, listFromEnv } from '../toolkit/knobs';
import { cpuMs, loadAverage, rssKb } from '../toolkit/proc';
import { reportTimes } from '../toolkit/report';
import { BENCH_ADMIN, benchServerEnv, serverNodeArgs, startServer } from '../toolkit/server-process';
import { sleep } from '../toolkit/time';
import { timedRequestClient } from '../toolkit/timed-request';
import { BENCH_PASSWORD, largestLeagueOf, seasonEnd } from './leagues-data';
import { realGradings } from './leagues-gradings';
import { randomGradings } from './random-gradings';

// The private league reads of leagues.ts, served as production serves them: the compiled server (`npm start`'s
// build and node options) in a process of its own on the kept database leagues.ts generated, its clock an hour
// after the season's last game (shifted-clock.mjs), its events on PostgreSQL's LISTEN/NOTIFY, the scheduler and
// the effect worker running; the benchmark is another process, its calls made and timed on a client thread.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_leagues npx tsx scripts/bench/boards/leagues-process.ts
// (the default database is leagues.ts's, pickem_bench_leagues; KEEP=1 there keeps it; this run leaves it)
// Measured after WARM_SECONDS (60) of these reads, one call at a time (WARMUP (50) more, then RUNS (300)): this
// week's, this month's and all time's top 100 of the measured player's largest league, My Leagues and the floor
// call between gradings; both reads right after
// the events of a grading of GRADED (100,000) random players published by this process, as another instance's
// grading reaches this one (each call once PostgreSQL has delivered them), back to back and GRADING_GAP_MS (250)
// apart; then GRADINGS (4) real score entries of each size of GAME_SIZES (leagues-gradings.ts). With each series:
// the server's CPU per call. SERVER_NODE_ARGS adds to the server's node command line (a CPU profile of the server:
// '--cpu-prof --cpu-prof-dir=.tmp/profiles', written when it stops); SERIES (between,right-after,gradings) names the
// series to run. Checks: every read answered 200, the boards rank their top 100 from 1, and each real grading's
// picks are graded, its standings.changed arrives and every effect runs.
const RUNS = intFromEnv('RUNS', 300);
const WARMUP = intFromEnv('WARMUP', 50, 0);
const WARM_SECONDS = intFromEnv('WARM_SECONDS', 60, 0);
const GRADED = intFromEnv('GRADED', 100_000);
const GRADINGS = intFromEnv('GRADINGS', 4, 0);
const GRADING_GAP_MS = intFromEnv('GRADING_GAP_MS', 250);
const ME = 1;
const SERIES = new Set(listFromEnv('SERIES', 'between,right-after,gradings'));
// What a browser asks for (fetch alone would ask for gzip and deflate only); ACCEPT_ENCODING=identity: no compression.
const ACCEPT_ENCODING = process.env.ACCEPT_ENCODING ?? 'gzip, deflate, br';
// Each grading's effects are timed by the server itself (pickem_effect_*_seconds on its /metrics).
const METRICS_TOKEN = randomBytes(24).toString('base64url');
const database = await keptBenchDatabase('pickem_bench_leagues', 5);
const { db } = database;
const url = database.url!;
const checks = new Checks();
// The generated players get no e-mail: the daily e-mail to a million players is the notifications benchmark's
// subject, and the server's scheduler would start it within the hour measured here.
await sql`update users set email_notifications = false where email_notifications`.execute(db);
const lastGameAt = await seasonEnd(db);
const at = new Date(lastGameAt.getTime() + 3_600_000);
const largest = await largestLeagueOf(db, ME);
const everyone = (await sql<{ id: number }>`select id from users`.execute(db)).rows.map((r) => r.id);
console.log(`${everyone.length} players; the measured player's largest league: ${largest.n} members`);

const server = await startServer(
  { ...benchServerEnv(url, BENCH_ADMIN), BENCH_CLOCK_AT: at.toISOString(), METRICS_TOKEN },
  {
    nodeArgs: [
      '--import',
      fileURLToPath(new URL('./shifted-clock.mjs', import.meta.url)),
      ...serverNodeArgs(),
    ],
    timeoutMs: 300_000,
    // SERVER_LOG names a file for the server's own output (its warnings and errors, LOG_LEVEL warn).
    ...(process.env.SERVER_LOG ? { logFile: process.env.SERVER_LOG } : {}),
  },
);
// A failure midway must not leave the server running.
process.once('exit', () => server.child.kill('SIGKILL'));
console.log(`server at ${server.base}, its clock at ${at.toISOString()}; load average ${loadAverage()}`);

/** Waits until the server's start-up work (its scheduler's first ticks) has left PostgreSQL idle for 3 s. */
async function quiet() {
  const giveUp = Date.now() + 600_000;
  let idleSince = Date.now();
  while (Date.now() < giveUp) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`.execute(db);
    if ((rows[0]?.n ?? 0) > 0) idleSince = Date.now();
    else if (Date.now() - idleSince >= 3000) return;
    await sleep(250);
  }
  throw new Error('PostgreSQL never went quiet after the server started');
}
await quiet();

const username = (
  await db.selectFrom('users').select('username').where('id', '=', ME).executeTakeFirstOrThrow()
).username;
const cookie = await signIn(server.base, username, BENCH_PASSWORD);
const client = timedRequestClient();
const get = async (path: string) => {
  const answer = await client.get(`${server.base}/api${path}`, {
    cookie,
    'accept-encoding': ACCEPT_ENCODING,
  });
  if (answer.status !== 200)
    throw new Error(`${path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  return answer;
};
const timedGet = async (path: string) => (await get(path)).ms;

/** `call` RUNS times after WARMUP (50) to warm up, `before` (untimed) before each; with the server's CPU per call. */
async function measure(label: string, call: () => Promise<number>, before = async () => {}) {
  for (let i = 0; i < WARMUP; i += 1) await call();
  const times: number[] = [];
  const cpu0 = cpuMs(server.pid);
  for (let i = 0; i < RUNS; i += 1) {
    await before();
    times.push(await call());
  }
  reportTimes(label, times);
  console.log(
    `  the server's CPU: ${((cpuMs(server.pid) - cpu0) / RUNS).toFixed(2)} ms a call, events included`,
  );
}

const boards = [
  ['this week', 'weekly'],
  ['this month', 'season'],
  ['all time', 'alltime'],
] as const;
const board = (path: string) => `/leagues/${largest.league_id}/leaderboard/${path}?limit=100`;
for (const [period, path] of boards) {
  const answer = await get(board(path));
  // The client thread hands the body back as it came: decoded by fetch, whatever ACCEPT_ENCODING asked for.
  const { players, totalPlayers } = JSON.parse(answer.body) as {
    players: { rank: number }[];
    totalPlayers: number;
  };
  checks.expect(
    players.length === Math.min(100, totalPlayers) && (totalPlayers === 0 || players[0]?.rank === 1),
    `the league's board of ${period} ranks its top 100 from 1`,
    `${players.length} rows of ${totalPlayers}, top rank ${players[0]?.rank}`,
  );
}
// Players meet a server that has run a while: WARM_SECONDS (60) of these reads in turn come first. In its first
// minute or two the same top 100 took 4.1-4.8 ms of the server's CPU a call, and 2.7 ms once it had answered a
// few thousand (2026-11-29, this benchmark: the JIT and the heap still settling).
const warmUntil = Date.now() + WARM_SECONDS * 1000;
while (Date.now() < warmUntil) {
  for (const [, path] of boards) await timedGet(board(path));
  await timedGet('/leagues');
  await timedGet('/auth/user');
}
if (SERIES.has('between')) {
  for (const [period, path] of boards) {
    await measure(`league top 100, ${period}, between gradings (${RUNS} calls)`, () => timedGet(board(path)));
  }
  await measure(`My Leagues, between gradings (${RUNS} calls)`, () => timedGet('/leagues'));
  await measure(`GET /api/auth/user (floor), between gradings (${RUNS} calls)`, () => timedGet('/auth/user'));
}

// Another instance's gradings: published on the bus by this process; a plain LISTEN of its own tells when
// PostgreSQL has delivered them (every listener gets a transaction's notifications at its commit).
const bus = new PostgresEventBus({ check: checkBusEvent, connectionString: url, db });
await bus.start();
const listener = new pg.Client({ connectionString: url });
await listener.connect();
await listener.query(`LISTEN "${EVENTS_CHANNEL}"`);
let delivered = 0;
const standingsHeard = new Set<() => void>();
listener.on('notification', (message) => {
  delivered += 1;
  if (standingsHeard.size === 0 || !message.payload?.includes('"standings.changed"')) return;
  const events = (JSON.parse(message.payload) as { e: { type: string }[] }).e;
  if (events.some((e) => e.type === 'standings.changed')) for (const heard of standingsHeard) heard();
});
const gradings = randomGradings(everyone, GRADED);
const gradingOfRandomPlayers = async () => {
  const named = Array.from(await gradings.next());
  const graded = { userIds: named, pickIds: named.map((_, i) => i + 1), results: 'w'.repeat(named.length) };
  const seen = delivered;
  await bus.publish(gradingEvents(1, { graded, affectedUserIds: [] }));
  while (delivered === seen) await sleep(1);
};
const spaced = async () => {
  await sleep(GRADING_GAP_MS);
  await gradingOfRandomPlayers();
};
for (const [how, before] of SERIES.has('right-after')
  ? ([
      ['back to back', gradingOfRandomPlayers],
      [`${GRADING_GAP_MS} ms apart`, spaced],
    ] as const)
  : []) {
  const after = `right after the events of a grading of ${GRADED} players, gradings ${how} (${RUNS} calls)`;
  await measure(`league top 100, this week, ${after}`, () => timedGet(board('weekly')), before);
  await measure(`My Leagues, ${after}`, () => timedGet('/leagues'), before);
}
await gradings.close();

if (GRADINGS > 0 && SERIES.has('gradings')) {
  await quiet();
  const t0 = performance.now();
  await realGradings({
    db,
    address: server.base,
    lastGameAt,
    gradings: GRADINGS,
    me: ME,
    everyone,
    reads: {
      top: () => timedGet(board('weekly')),
      mine: () => timedGet('/leagues'),
      floor: () => timedGet('/auth/user'),
    },
    onStandingsChanged: (heard) => {
      standingsHeard.add(heard);
      return () => standingsHeard.delete(heard);
    },
    metrics: async () => {
      const res = await fetch(`${server.base}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
      return res.text();
    },
    checks,
  });
  console.log(`real gradings: ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
await listener.end();
await bus.stop();
console.log(
  `the server's memory: ${(rssKb(server.pid) / 1024).toFixed(0)} MB resident, peak ${(rssKb(server.pid, 'peak') / 1024).toFixed(0)} MB; load average ${loadAverage()}`,
);
checks.conclude();
await client.close();
await server.stop();
await database.close();
