import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { DB } from '../../../src/server/platform/db/client';
import { FREE_DAILY_PICKS } from '../../../src/shared/constants';
import { Checks } from '../toolkit/checks';
import { freshBenchDatabase } from '../toolkit/db';
import { type LoadAnswer, type LoadCall, runClosedLoop } from '../toolkit/http-load';
import { intFromEnv, settling } from '../toolkit/knobs';
import { cpuMs, cpuOf, cpuSpent, rssKb } from '../toolkit/proc';
import { scrapeMetrics } from '../toolkit/prometheus';
import { mbOfKb } from '../toolkit/report';
import { BENCH_ADMIN, benchServerEnv, serverNodeArgs, startServer } from '../toolkit/server-process';
import { quantile } from '../toolkit/stats';
import { sleep } from '../toolkit/time';
import { tailReport } from './pick-tail';
import { type PickTransport, pickCall, pickedId, transportsFromEnv } from './pick-transports';
import {
  type BenchPlayer,
  createBareTable,
  seedOpenGames,
  seedPlayers,
  shuffle,
} from './picks-near-limit-data';

// The pick path near the machine's limit (npx tsx scripts/bench/picks/picks.ts --near-limit): CLIENTS
// concurrent clients make picks on open games through the compiled server on PostgreSQL, premium players
// (no cap) and free players (the daily cap) mixed, each player on one of TRANSPORTS (tRPC or REST, cookie or
// Bearer; all four by default, spread evenly), each transport's p50 and p99 reported and where the slow calls'
// time went (pick-tail.ts, from the server's /metrics); then, in the same run, the same number of one-row
// inserts through a bare Fastify route (bare-insert-server.ts): the ceiling of this machine.
// Knobs: CLIENTS=200 PREMIUM=1000 FREE=400 GAMES=20 FREE_TRIES=6 BARE_POOL=10; PROFILE=1 writes a CPU
// profile of the server to .tmp/profiles (node --cpu-prof; its figures are slower, not for the table);
// SERVER_NODE_ARGS adds to the server's node command line (e.g. '--max-semi-space-size=32'); SETTLE=0 starts the
// rush without waiting the scheduler's first two ticks. Checks: every acknowledged pick is stored and nothing
// else; the cap refused exactly the free players' tries past it; no other answer.

const CLIENTS = intFromEnv('CLIENTS', 200);
const PREMIUM = intFromEnv('PREMIUM', 1000);
const FREE = intFromEnv('FREE', 400);
const GAMES = intFromEnv('GAMES', 20);
const FREE_TRIES = intFromEnv('FREE_TRIES', 6);
const BARE_POOL = intFromEnv('BARE_POOL', 10);
const TRANSPORTS = transportsFromEnv();
const METRICS_TOKEN = 'picks-near-limit-bench-metrics-token';

/** One pick to make: who, and which game. */
type Unit = { player: BenchPlayer; gameId: number };

interface Phase {
  calls: number;
  seconds: number;
  p50: number;
  p99: number;
  cpuMs: number;
  dbCpuMs: number;
}

const line = (name: string, p: Phase, done: number) =>
  `${name}: ${p.calls} calls in ${p.seconds.toFixed(2)} s = ${(p.calls / p.seconds).toFixed(0)} calls/s, ` +
  `${(done / p.seconds).toFixed(0)} rows/s; p50 ${p.p50.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms; ` +
  `process CPU ${(p.cpuMs / 1000).toFixed(1)} s = ${(p.cpuMs / done).toFixed(2)} ms a row; ` +
  `PostgreSQL backends ${(p.dbCpuMs / done).toFixed(2)} ms a row`;

export async function nearLimit(): Promise<void> {
  const database = await freshBenchDatabase({
    name: 'pickem_bench_picks',
    postgresOnly: 'picks --near-limit',
  });
  const { db } = database;
  const databaseUrl = database.url!;
  const players = await seedPlayers(db, PREMIUM, FREE);
  const { home, gameIds } = await seedOpenGames(db, GAMES + 1);
  const [warmGame, ...games] = gameIds as [number, ...number[]];
  await createBareTable(db);

  const backends = async () =>
    (
      await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(
        db,
      )
    ).rows.map((r) => r.pid);

  // Each player makes every pick the same way; premium and free players alike are spread over the transports.
  const transportOf = new Map(players.map((p, i) => [p.id, TRANSPORTS[i % TRANSPORTS.length]!]));
  const premium = players.filter((p) => p.tier === 'premium');
  const free = players.filter((p) => p.tier === 'free');
  // Premium players pick every game in a shuffled order; each free player's tries come one after another,
  // so several of them are in flight at once and race for the cap.
  const units: Unit[][] = [
    ...premium.flatMap((player) => games.map((gameId) => [{ player, gameId }])),
    ...free.map((player) => games.slice(0, FREE_TRIES).map((gameId) => ({ player, gameId }))),
  ];
  const work = shuffle(units).flat();
  const warm = premium.map((player) => ({ player, gameId: warmGame }));

  // 1. The pick path.
  const profile = process.env.PROFILE === '1';
  const server = await startServer(
    { ...benchServerEnv(databaseUrl, BENCH_ADMIN), METRICS_TOKEN },
    {
      nodeArgs: [...serverNodeArgs(), ...(profile ? ['--cpu-prof', '--cpu-prof-dir=.tmp/profiles'] : [])],
    },
  );
  const transport = (w: Unit): PickTransport => transportOf.get(w.player.id)!;
  const call = (w: Unit): LoadCall =>
    pickCall(transport(w), server.base, w.player.token, { gameId: w.gameId, selectedTeamId: home });
  const settled = await scheduledWorkDone(db);
  await runClosedLoop(server.base, warm.map(call), CLIENTS);
  const metricsBefore = await scrapeMetrics(server.base, METRICS_TOKEN);
  const picks = await measure(server.pid, backends, () =>
    runClosedLoop(server.base, work.map(call), CLIENTS),
  );
  const metricsAfter = await scrapeMetrics(server.base, METRICS_TOKEN);
  const serverRss = { now: rssKb(server.pid), peak: rssKb(server.pid, 'peak') };
  await server.stop();

  // 2. The bare route, the same number of inserts.
  const bareServer = fileURLToPath(new URL('./bare-insert-server.ts', import.meta.url));
  const bare = spawn(process.execPath, ['--import', 'tsx', bareServer], {
    env: { ...process.env, DATABASE_URL: databaseUrl, POOL_SIZE: String(BARE_POOL) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [firstLine] = (await once(bare.stdout!, 'data')) as [Buffer];
  const bareBase = firstLine.toString().trim();
  const bareCall = (w: Unit): LoadCall => ({
    path: '/bare',
    body: JSON.stringify({ userId: w.player.id, gameId: w.gameId }),
    headers: {},
  });
  await runClosedLoop(bareBase, warm.map(bareCall), CLIENTS);
  const inserts = await measure(bare.pid!, backends, () =>
    runClosedLoop(bareBase, work.map(bareCall), CLIENTS),
  );
  bare.kill('SIGTERM');
  await once(bare, 'exit');

  // 3. What was acknowledged is what is stored; the cap held exactly.
  const okPicks = [...picks.answers].filter((a) => a.status === 200);
  const ackedIds = picks.answers.flatMap((a, i) =>
    a.status === 200 ? [pickedId(transport(work[i]!), a.body)] : [],
  );
  const capMessage = `Daily pick limit reached (${FREE_DAILY_PICKS})`;
  const capped = picks.answers.filter((a) => a.status === 403 && a.body.includes(capMessage)).length;
  const other = picks.answers.length - okPicks.length - capped;
  const storedMeasured = await sql<{ n: number; found: number }>`
    select count(*)::int as n, count(*) filter (where id = any(${ackedIds}))::int as found
    from picks where game_id <> ${warmGame}`.execute(db);
  const perFree = await sql<{ n: number; players: number }>`
    select n, count(*)::int as players from (
      select u.id, count(p.id)::int as n from users u left join picks p on p.user_id = u.id
      where u.subscription_tier = 'free' and not u.is_admin group by u.id) per_player group by n order by n`.execute(
    db,
  );
  // A free player tries the first FREE_TRIES games (as many as there are).
  const tries = Math.min(FREE_TRIES, GAMES);
  const expectedFreePicks = Math.min(tries, FREE_DAILY_PICKS);

  console.log(
    `database: ${database.label}; clients: ${CLIENTS}; ${PREMIUM} premium and ${FREE} free players, ${GAMES} open games`,
  );
  console.log(
    `before the rush: the scheduler's own work done in ${settled.seconds.toFixed(1)} s (${settled.mails} daily e-mails)`,
  );
  console.log(
    `warm-up: ${warm.length} picks on one game, not measured${profile ? '; CPU profile in .tmp/profiles' : ''}`,
  );
  console.log(line('picks through the compiled server', picks.phase, okPicks.length));
  for (const t of TRANSPORTS) {
    const ms = picks.answers.flatMap((a, i) => (transport(work[i]!) === t ? [a.ms] : []));
    console.log(
      `  ${t}: ${ms.length} calls, p50 ${quantile(ms, 0.5).toFixed(1)} ms, p99 ${quantile(ms, 0.99).toFixed(1)} ms`,
    );
  }
  console.log("  where the time went (the server's /metrics over the rush):");
  for (const l of tailReport(metricsBefore, metricsAfter)) console.log(`    ${l}`);
  console.log(
    `server RSS after the rush: ${mbOfKb(serverRss.now, 0)} MB, peak ${mbOfKb(serverRss.peak, 0)} MB`,
  );
  console.log(
    line(
      'bare route (one insert through pg)',
      inserts.phase,
      inserts.answers.filter((a) => a.status === 200).length,
    ),
  );
  console.log(
    `pick path / bare route: ${(((picks.phase.seconds === 0 ? 0 : okPicks.length / picks.phase.seconds) / (inserts.answers.length / inserts.phase.seconds)) * 100).toFixed(0)} %`,
  );
  const row = storedMeasured.rows[0]!;
  console.log(
    `acknowledged picks: ${okPicks.length}; stored: ${row.n}; acknowledged and found: ${row.found}` +
      `${row.n === okPicks.length && row.found === okPicks.length ? ' (all stored, nothing extra)' : ' MISMATCH'}`,
  );
  console.log(
    `cap: ${capped} refusals "${capMessage}" (expected ${FREE * (tries - expectedFreePicks)}); ` +
      `free players by picks stored: ${perFree.rows.map((r) => `${r.n} picks: ${r.players}`).join(', ')} ` +
      `(expected ${expectedFreePicks} picks: ${FREE})`,
  );
  if (other > 0) console.log(`other answers: ${other}, e.g. ${summarize(picks.answers)}`);
  const checks = new Checks();
  checks.expect(
    row.n === okPicks.length && row.found === okPicks.length,
    'every acknowledged pick stored, nothing extra',
    `${okPicks.length} acknowledged, ${row.n} stored, ${row.found} of them found`,
  );
  checks.equal(capped, FREE * (tries - expectedFreePicks), 'the cap refused every try past it');
  checks.expect(
    perFree.rows.length === 1 &&
      perFree.rows[0]!.n === expectedFreePicks &&
      perFree.rows[0]!.players === FREE,
    `every free player holds ${expectedFreePicks} picks`,
    perFree.rows.map((r) => `${r.n} picks: ${r.players}`).join(', '),
  );
  checks.equal(other, 0, 'no answer but a pick or the cap');
  checks.equal(
    inserts.answers.filter((a) => a.status === 200).length,
    work.length,
    'every bare insert answered 200',
  );
  checks.conclude();
  await database.close();
}

/**
 * Waits for the work the server's scheduler starts by itself on fresh players to be done: the day's e-mail of
 * every player (due from 09:00 in their zone) and any other effect. At a real kickoff it went out hours before;
 * here it started with the server (1,400 e-mails built and written, 33-34 s on this machine) and could overlap
 * the measured rush, its CPU counted as the picks'. Settled: no effect waiting, no mail
 * unsent, the number of mails unchanged over a second, and at least 5 s (two of the scheduler's ticks) gone.
 */
async function scheduledWorkDone(db: DB): Promise<{ seconds: number; mails: number }> {
  const t0 = performance.now();
  let before = -1;
  for (;;) {
    await sleep(1000);
    const { rows } = await sql<{ mails: number; unsent: number; effects: number }>`
      select (select count(*) from mail_outbox)::int as mails,
        (select count(*) from mail_outbox where sent_at is null)::int as unsent,
        (select count(*) from effect_jobs where parked_at is null)::int as effects`.execute(db);
    const now = rows[0]!;
    const seconds = (performance.now() - t0) / 1000;
    if (seconds >= (settling() ? 5 : 0) && now.effects === 0 && now.unsent === 0 && now.mails === before) {
      return { seconds, mails: now.mails };
    }
    if (seconds > 120)
      throw new Error(`the scheduler's work did not settle in 2 minutes: ${JSON.stringify(now)}`);
    before = now.mails;
  }
}

async function measure(
  pid: number,
  backends: () => Promise<number[]>,
  run: () => Promise<{ answers: LoadAnswer[]; seconds: number }>,
): Promise<{ answers: LoadAnswer[]; phase: Phase }> {
  const cpu0 = cpuMs(pid);
  const db0 = cpuOf(await backends());
  const { answers, seconds } = await run();
  const processMs = cpuMs(pid) - cpu0;
  const dbCpuMs = cpuSpent(db0, cpuOf(await backends()));
  const ms = answers.map((a) => a.ms);
  return {
    answers,
    phase: {
      calls: answers.length,
      seconds,
      p50: quantile(ms, 0.5),
      p99: quantile(ms, 0.99),
      cpuMs: processMs,
      dbCpuMs,
    },
  };
}

function summarize(answers: LoadAnswer[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) {
    if (a.status === 200 || a.status === 403) continue;
    const key = `${a.status} ${a.body.slice(0, 120)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${n} x ${k}`).join('; ');
}
