import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { leagueBoard, myLeagues } from '../../../src/server/api/views/league-boards';
import { gradingEvents } from '../../../src/server/kernel/domain-events';
import { signIn } from '../toolkit/api';
import { startBenchApp } from '../toolkit/app';
import { Checks } from '../toolkit/checks';
import { benchDatabase, databaseFacts } from '../toolkit/db';
import { intFromEnv } from '../toolkit/knobs';
import { reportTimes } from '../toolkit/report';
import { generateSeason, seasonSizeFromEnv } from '../toolkit/season';
import { quantile } from '../toolkit/stats';
import { timedRequestClient } from '../toolkit/timed-request';
import {
  BENCH_PASSWORD,
  generateLeagues,
  inLargestLeagues,
  largestLeagueOf,
  seasonEnd,
} from './leagues-data';
import { realGradings } from './leagues-gradings';
import { randomGradings } from './random-gradings';

// Private league boards over the leaderboard benchmark's season (PostgreSQL only), as a member waits for them:
// GET /api/leagues/{id}/leaderboard/{weekly|season|alltime}?limit=100 of the largest league and GET /api/leagues
// (20 leagues with ranks) through the running server, signed in, from a client thread of its own (timed-request.ts):
// between gradings (members' entries kept, ADR 0026);
// right after the events of a grading of GRADED (100,000) random players (published before each call: the kept
// entries of those players are being read again, ADR 0029); after a change that names no one (everything dropped);
// around GRADINGS (12) real score entries of games of each size in GAME_SIZES (10000,100000 picks; PUT
// /api/admin/games/{id}/score, the effect worker running): reads issued as soon as the answer arrives, as soon as the
// grading's standings.changed arrives, and once every effect has run; then the services alone.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_leagues npx tsx scripts/bench/boards/leagues.ts
// USERS (1,000,000), PICKS_PER_USER (20), GAMES (2,000), DAYS (182), LEAGUES (10,000; 2 to 1,000 members each),
// RUNS (500), WARMUP (50 calls before each series), GRADED (100,000), GAME_SIZES (10000,100000), GRADING_GAP_MS
// (250: the pause before each spaced grading's events) tune it; TRACE_SQL=1 and CPU_PROFILE=<file> look inside.
// GRADINGS=0 leaves the real score entries out. KEEP=1 keeps the database (leagues-process.ts reads it); REUSE=1
// measures again on a kept one (after migrating it) without generating (each run adds GRADINGS graded games within
// the hour after the season's last game). Checks: the boards rank their top 100 from 1 and the all-time board
// counts every member; My Leagues lists the player's leagues, ranked; each real grading's picks are graded, its
// standings.changed arrives and every effect runs.
const size = seasonSizeFromEnv({ users: 1_000_000, picksPerUser: 20, games: 2000, days: 182 });
const LEAGUES = intFromEnv('LEAGUES', 10_000);
const RUNS = intFromEnv('RUNS', 500);
const GRADED = intFromEnv('GRADED', 100_000);
const GRADINGS = intFromEnv('GRADINGS', 12, 0);
const GRADING_GAP_MS = intFromEnv('GRADING_GAP_MS', 250);
const WARMUP = intFromEnv('WARMUP', 50, 0);
const REUSE = process.env.REUSE === '1';
const ME = 1;

const database = await benchDatabase({ name: 'pickem_bench_leagues', postgresOnly: 'The leagues benchmark' });
const { db } = database;
const checks = new Checks();
if (!REUSE) {
  const t0 = performance.now();
  await generateSeason(database, size, new Date());
  await generateLeagues(db, size.users, LEAGUES);
  await inLargestLeagues(db, ME, 20);
  await sql`vacuum analyze`.execute(db);
  console.log(`generated in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

// The boards are read an hour after the season's last game, when this week's and month's boards are full.
const lastGameAt = await seasonEnd(db);
const at = new Date(lastGameAt.getTime() + 3_600_000);
const clock = () => at;
const facts = await databaseFacts(db, {
  users: 'users',
  picks: 'picks',
  leagues: 'leagues',
  memberships: 'league_members',
});
console.log(`database: ${JSON.stringify(facts)}`);
const largest = await largestLeagueOf(db, ME);
console.log(`largest league of the measured player: ${largest.n} members`);

const f = (ms: number) => ms.toFixed(2);
const GC_KINDS: Record<number, string> = {
  1: 'minor',
  2: 'mark-compact',
  4: 'major',
  8: 'incremental',
  16: 'weak callbacks',
};
/**
 * `call` RUNS times after 50 to warm up; `before` (untimed) runs before each call. A call answers its own duration
 * in ms (an HTTP call: the client thread's, see timed-request.ts; a service call: `local`). Also: the longest the event
 * loop was held during each timed call (sampled every ms, a histogram per call) and the garbage collections that
 * started during the calls.
 */
async function measure(label: string, call: () => Promise<number>, before = async () => {}, runs = RUNS) {
  for (let i = 0; i < WARMUP; i += 1) await call();
  const times: number[] = [];
  const held: number[] = [];
  const gcs: number[] = [];
  /** The collections of 5 ms or more by kind (perf_hooks' gc kinds). */
  const longByKind = new Map<number, number>();
  const windows: { start: number; end: number }[] = [];
  let from = Number.POSITIVE_INFINITY;
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.startTime < from) continue;
      gcs.push(e.duration);
      const kind = (e.detail as { kind?: number } | undefined)?.kind ?? 0;
      if (e.duration >= 5) longByKind.set(kind, (longByKind.get(kind) ?? 0) + 1);
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  traced.length = 0;
  for (let i = 0; i < runs; i += 1) {
    await before();
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    from = performance.now();
    times.push(await call());
    windows.push({ start: from, end: performance.now() });
    from = Number.POSITIVE_INFINITY;
    loop.disable();
    held.push(loop.max / 1e6);
  }
  await new Promise((r) => setTimeout(r, 0));
  gc.disconnect();
  reportTimes(label, times);
  traceSlowest(label, windows);
  console.log(
    `  event loop held longest during a call: p50 ${f(quantile(held, 0.5))} ms, p95 ${f(quantile(held, 0.95))} ms; ` +
      `${gcs.length} garbage collections, ${gcs.filter((d) => d >= 5).length} of 5 ms or more, ` +
      `longest ${Math.max(0, ...gcs).toFixed(1)} ms` +
      (longByKind.size > 0
        ? ` (5 ms or more by kind: ${[...longByKind].map(([k, n]) => `${GC_KINDS[k] ?? k} ${n}`).join(', ')})`
        : ''),
  );
}
// TRACE_SQL=1: every statement the server's pool runs is timed, and for the slowest 5 % of each series' calls the
// statements that overlapped them are printed (where a slow call's time went: its own statements, or others beside).
interface Traced {
  text: string;
  ids: number;
  start: number;
  end: number;
}
const traced: Traced[] = [];
if (process.env.TRACE_SQL === '1') {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const start = performance.now();
    const answer = query.apply(this, args);
    if (answer instanceof Promise) {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text);
      const params = (args[1] ?? []) as unknown[];
      const list = params.find((p) => typeof p === 'string' && p.startsWith('{'));
      const ids = typeof list === 'string' ? list.split(',').length : 0;
      const entry: Traced = { text: text.replace(/\s+/g, ' ').slice(0, 70), ids, start, end: start };
      void answer.then(
        () => {
          entry.end = performance.now();
          traced.push(entry);
        },
        () => {},
      );
    }
    return answer;
  } as typeof pg.Client.prototype.query;
}
function traceSlowest(label: string, windows: { start: number; end: number }[]) {
  if (process.env.TRACE_SQL !== '1') return;
  const slow = [...windows]
    .sort((a, b) => b.end - b.start - (a.end - a.start))
    .slice(0, Math.ceil(windows.length / 20));
  console.log(
    `  TRACE ${label}: the slowest ${slow.length} calls (server-side window) and their overlapping statements`,
  );
  for (const w of slow.slice(0, 8)) {
    const over = traced.filter((t) => t.end > w.start && t.start < w.end);
    console.log(`   call ${f(w.end - w.start)} ms:`);
    for (const t of over)
      console.log(`     +${f(t.start - w.start)} ${f(t.end - t.start)} ms ids=${t.ids} ${t.text}`);
  }
  traced.length = 0;
}

// Through the running server, signed in as the measured player.
const bench = await startBenchApp(db, clock, { effects: true });
const { app, address, deps: appDeps } = bench;
// The events of a grading of GRADED random players, as its effect publishes them (ADR 0029: only those players'
// kept entries are read again); and a change that names no one (Fix User Streaks), which drops every kept entry.
const everyone = (await sql<{ id: number }>`select id from users`.execute(db)).rows.map((r) => r.id);
// The random players of each grading are drawn on a thread of their own (random-gradings.ts), not on the server's:
// the server's thread gets their ids and does what a grading's effect does with them (its picks as columns, as
// listGradingColumns reads them; gradingEvents; publish).
const gradings = randomGradings(everyone, GRADED);
const gradingOfRandomPlayers = async () => {
  const named = Array.from(await gradings.next());
  const graded = { userIds: named, pickIds: named.map((_, i) => i + 1), results: 'w'.repeat(named.length) };
  const events = gradingEvents(1, { graded, affectedUserIds: [] });
  // The in-process bus delivers synchronously: this is how long the instance's listeners hold the event loop.
  const t0 = performance.now();
  const published = appDeps.events.publish(events);
  deliveries.push(performance.now() - t0);
  return published;
};
const deliveries: number[] = [];
const everythingChanged = () => appDeps.events.publish([{ type: 'standings.changed' }]);
const username = (
  await db.selectFrom('users').select('username').where('id', '=', ME).executeTakeFirstOrThrow()
).username;
const cookie = await signIn(address, username, BENCH_PASSWORD);
// The player's calls come from a client thread of its own, as from a browser: the server's thread and heap are
// the benchmark's, the client's work is not (each call's time is the client's, request to body).
const client = timedRequestClient();
const call = async (path: string) => {
  const answer = await client.get(`${address}/api${path}`, { cookie });
  if (answer.status !== 200)
    throw new Error(`${path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  return answer;
};
const get = async (path: string) => (await call(path)).body;
const timedGet = async (path: string) => (await call(path)).ms;
/** A call in this thread (the services alone), timed here. */
const local = (run: () => Promise<unknown>) => async () => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};
// CPU_PROFILE=file: a CPU profile of this thread (the server, the bus, the cache) over the right-after series
// (CPU_PROFILE_OF=right-after, the default) or the top 100 and My Leagues between gradings (CPU_PROFILE_OF=between).
const profiler = process.env.CPU_PROFILE ? new inspector.Session() : undefined;
const post = (method: string) =>
  new Promise<unknown>((resolve, reject) =>
    profiler!.post(method, (error, result) => (error ? reject(error) : resolve(result))),
  );
const profiled = (phase: string) => profiler && (process.env.CPU_PROFILE_OF ?? 'right-after') === phase;
async function startProfile(phase: string) {
  if (!profiled(phase)) return;
  profiler!.connect();
  await post('Profiler.enable');
  await post('Profiler.start');
}
async function stopProfile(phase: string) {
  if (!profiled(phase)) return;
  const { profile } = (await post('Profiler.stop')) as { profile: unknown };
  writeFileSync(process.env.CPU_PROFILE!, JSON.stringify(profile));
  profiler!.disconnect();
}
await startProfile('between');
for (const [period, path] of [
  ['weekly', 'weekly'],
  ['this month', 'season'],
  ['all time', 'alltime'],
] as const) {
  const board = JSON.parse(await get(`/leagues/${largest.league_id}/leaderboard/${path}?limit=100`)) as {
    players: { rank: number }[];
    totalPlayers: number;
  };
  checks.expect(
    board.players.length === Math.min(100, board.totalPlayers) &&
      (board.totalPlayers === 0 || board.players[0]?.rank === 1),
    `the league's ${period} board ranks its top 100 from 1`,
    `${board.players.length} rows of ${board.totalPlayers}, top rank ${board.players[0]?.rank}`,
  );
  if (path === 'alltime')
    checks.equal(board.totalPlayers, Number(largest.n), "the league's all-time board counts every member");
  await measure(
    `GET /api/leagues/{id}/leaderboard/${path}?limit=100 (${period}, ${board.players.length} rows of ${board.totalPlayers}, ${RUNS} calls)`,
    () => timedGet(`/leagues/${largest.league_id}/leaderboard/${path}?limit=100`),
  );
}
const mine = JSON.parse(await get('/leagues')) as { myRank: number | null; memberCount: number }[];
console.log(
  `My Leagues: ${mine.length} leagues of ${mine.map((l) => l.memberCount).join(' ')} members, ranks ${mine.map((l) => l.myRank).join(' ')}`,
);
checks.expect(
  mine.length === Math.min(20, Number(facts.leagues)) && mine.every((l) => l.myRank !== null),
  "My Leagues lists the player's leagues, each with a rank",
  `${mine.length} leagues, ranks ${mine.map((l) => l.myRank).join(' ')}`,
);
await measure(`GET /api/leagues (My Leagues, ${RUNS} calls)`, () => timedGet('/leagues'));
await stopProfile('between');
// Right after a grading's events: the kept entries of the graded players are being read again when each call starts.
const top100 = () => timedGet(`/leagues/${largest.league_id}/leaderboard/weekly?limit=100`);
// Back to back, every call right after a new grading's events (the refreshes of the gradings before may still run);
// then spaced GRADING_GAP_MS apart, as gradings of that size come (one takes seconds to enter): each call still
// starts with its grading's refresh, but not behind the refreshes of the ones before.
const spaced = async () => {
  await new Promise((r) => setTimeout(r, GRADING_GAP_MS));
  await gradingOfRandomPlayers();
};
await startProfile('right-after');
for (const [how, before] of [
  ['back to back', gradingOfRandomPlayers],
  [`${GRADING_GAP_MS} ms apart`, spaced],
] as const) {
  await measure(
    `GET /api/leagues/{id}/leaderboard/weekly?limit=100, right after the events of a grading of ${GRADED} players, gradings ${how} (${RUNS} calls)`,
    top100,
    async () => void (await before()),
  );
  await measure(
    `GET /api/leagues, right after the events of a grading of ${GRADED} players, gradings ${how} (${RUNS} calls)`,
    () => timedGet('/leagues'),
    async () => void (await before()),
  );
}
await stopProfile('right-after');
reportTimes(`the instance's listeners on a grading's events (${GRADED} players; untimed above)`, deliveries);
const fewer = Math.max(1, Math.floor(RUNS / 5));
await measure(
  `GET /api/leagues/{id}/leaderboard/weekly?limit=100, after a change that names no one (${fewer} calls)`,
  top100,
  everythingChanged,
  fewer,
);
await measure(
  `GET /api/leagues, after a change that names no one (${fewer} calls)`,
  () => timedGet('/leagues'),
  everythingChanged,
  fewer,
);
if (GRADINGS > 0)
  await realGradings({
    db,
    address,
    lastGameAt,
    gradings: GRADINGS,
    me: ME,
    everyone,
    reads: { top: top100, mine: () => timedGet('/leagues'), floor: () => timedGet('/auth/user') },
    onStandingsChanged: (heard) =>
      appDeps.events.subscribe((event) => {
        if (event.type === 'standings.changed') heard();
      }),
    metrics: () => app.metrics.scrape(),
    checks,
  });
await measure(`GET /api/auth/user (floor: session and one user row, ${RUNS} calls)`, () =>
  timedGet('/auth/user'),
);

// The services alone (no HTTP, no session), the member entries kept as between gradings.
const deps = { ...({} as Parameters<typeof myLeagues>[0]), db, clock, events: appDeps.events };
const me = { id: ME, subscription_tier: 'premium' as const };
for (const period of ['weekly', 'monthly', 'alltime'] as const) {
  await measure(
    `service leagueBoard top 100, ${period} (${RUNS} runs)`,
    local(() => leagueBoard(deps, me, largest.league_id, period, 100)),
  );
}
await measure(
  `service myLeagues (${RUNS} runs)`,
  local(() => myLeagues(deps, me)),
);
console.log(`engine: ${database.label}`);
checks.conclude();
await gradings.close();
await client.close();
await bench.close();
await database.close();
