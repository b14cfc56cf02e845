import {
  type LoggingServer,
  type LogReader,
  stalledLogReader,
  startServerLoggingTo,
  terminate,
} from '../../../tests/support/log-reader';
import { productionNodeOptions } from '../../build/server';
import { Checks } from '../toolkit/checks';
import { benchDatabaseUrl, dropBenchDatabase, recreateDatabase } from '../toolkit/db';
import { intFromEnv } from '../toolkit/knobs';
import { loadAverage, rssKb } from '../toolkit/proc';
import { serverEntry } from '../toolkit/server-process';
import { quantile } from '../toolkit/stats';
import { sleep } from '../toolkit/time';

// The server's memory and answers while whatever reads its log stops reading, and its exit on SIGTERM then
// (issue 47, ADR 0042):
//
//   npx tsx scripts/bench/http/log-backpressure.ts
//     STALL_SECONDS=600 RATE=200 WARM_SECONDS=60 GRACE_MS=10000; PostgreSQL at DATABASE_URL (default pickem_bench_logs,
//     recreated and dropped); SERVER=built (default) or source; SERVER_JS=<a compiled main.js> runs that one
//     instead (one built from an earlier commit, for comparison); READER=reading keeps the reader reading
//     through the second phase (the control: the same load with nothing stalled).
//
// The server (NODE_ENV=production, LOG_LEVEL=info: two lines per request) writes to a pipe whose reader is a
// process of its own. An open loop sends RATE GET /healthz a second (one database query each) through four
// phases: the reader reading (WARM_SECONDS), not reading (STALL_SECONDS), reading again (WARM_SECONDS), and
// not reading once more (WARM_SECONDS, at most 10 s) before the SIGTERM. Server RSS is read every 10 s.
// Checks: every request of every phase answered 200 (a stalled reader costs lines, never answers), and SIGTERM
// with the reader stalled ends the process with exit 0 within its grace period.

const RATE = intFromEnv('RATE', 200);
const STALL_MS = intFromEnv('STALL_SECONDS', 600) * 1000;
const WARM_MS = intFromEnv('WARM_SECONDS', 60) * 1000;
const GRACE_MS = intFromEnv('GRACE_MS', 10_000, 1000);
const PG_URL = benchDatabaseUrl('pickem_bench_logs');
const METRICS_TOKEN = 'log-backpressure-bench-metrics-token';
const MAX_IN_FLIGHT = 200;
const STALL = process.env.READER !== 'reading';

interface Phase {
  name: string;
  rssMb: number[];
  /** V8's heap in use, from /metrics at each RSS sample. */
  heapMb: number[];
  latencyMs: number[];
  failed: number;
  skipped: number;
}

/** Sends RATE requests a second for `ms`, reading the server's RSS every 10 s. */
async function load(server: LoggingServer, name: string, ms: number): Promise<Phase> {
  const phase: Phase = { name, rssMb: [], heapMb: [], latencyMs: [], failed: 0, skipped: 0 };
  const rss = () => {
    phase.rssMb.push(rssKb(server.child.pid!) / 1024);
    void metric(server, 'nodejs_heap_size_used_bytes').then((bytes) =>
      phase.heapMb.push(bytes / 1024 / 1024),
    );
  };
  rss();
  let inFlight = 0;
  const one = async () => {
    if (inFlight >= MAX_IN_FLIGHT) {
      phase.skipped++;
      return;
    }
    inFlight++;
    const began = performance.now();
    try {
      const res = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status === 200) phase.latencyMs.push(performance.now() - began);
      else phase.failed++;
    } catch {
      phase.failed++;
    } finally {
      inFlight--;
    }
  };
  const started = performance.now();
  let sent = 0;
  const sampler = setInterval(rss, 10_000);
  while (performance.now() - started < ms) {
    const due = Math.floor(((performance.now() - started) / 1000) * RATE);
    for (; sent < due; sent++) void one();
    await sleep(10);
  }
  clearInterval(sampler);
  while (inFlight > 0) await sleep(10);
  rss();
  return phase;
}

/** One unlabelled series of /metrics; NaN when it is not there. */
async function metric(server: LoggingServer, name: string): Promise<number> {
  const res = await fetch(`${server.base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(await res.text());
  return match ? Number(match[1]) : Number.NaN;
}

const mb = (values: number[]) =>
  `${values[0]!.toFixed(1)} MB at its start, ${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)} MB, ${values.at(-1)!.toFixed(1)} MB at its end`;
const row = (p: Phase) =>
  `| ${p.name} | ${mb(p.rssMb)} | ${p.latencyMs.length.toLocaleString('en')} answered 200, ${p.failed} not, ${p.skipped} not sent | ${quantile(p.latencyMs, 0.5).toFixed(1)} / ${quantile(p.latencyMs, 0.99).toFixed(1)} ms |`;

await recreateDatabase(PG_URL);
let reader: LogReader | undefined;
let server: LoggingServer | undefined;
try {
  const entry = process.env.SERVER_JS
    ? [...productionNodeOptions(), process.env.SERVER_JS]
    : await serverEntry();
  reader = await stalledLogReader();
  reader.read();
  server = await startServerLoggingTo(
    reader,
    {
      NODE_ENV: 'production',
      DATABASE_URL: PG_URL,
      DEMO_DATA: 'false',
      SPORTS_FEED: 'fixtures',
      LIVE_SCORES_INTERVAL_MS: '3600000',
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
      RATE_LIMIT_MAX: '100000000',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    },
    entry,
  );
  console.log(
    `server: node ${entry.join(' ')}; ${RATE} GET /healthz a second; load average ${loadAverage()}`,
  );
  const phases: Phase[] = [];
  phases.push(await load(server, 'reader reading (before)', WARM_MS));
  if (STALL) reader.pause();
  phases.push(await load(server, STALL ? 'reader stalled (during)' : 'reader reading (control)', STALL_MS));
  const droppedWhileStalled = await metric(server, 'pickem_log_lines_dropped_total');
  reader.read();
  phases.push(await load(server, 'reader reading again (after)', WARM_MS));
  const reports = (await reader.readOut()).kept.filter((l) => l.includes('dropped'));
  reader.pause();
  phases.push(await load(server, 'reader stalled again, before SIGTERM', Math.min(WARM_MS, 10_000)));
  const exit = await terminate(server, GRACE_MS + 20_000);
  const read = await reader.readOut();

  console.log('\n| phase | server RSS | requests | p50 / p99 |\n| --- | --- | --- | --- |');
  for (const p of phases) console.log(row(p));
  const perMinute = (values: number[]) =>
    values
      .filter((_, i) => i % 6 === 0)
      .map((v) => v.toFixed(0))
      .join(', ');
  console.log(
    `\nphase 2, each minute: RSS ${perMinute(phases[1]!.rssMb)} MB; heap used ${perMinute(phases[1]!.heapMb)} MB`,
  );
  console.log(
    `log lines dropped in phase 2 (/metrics): ${Number.isNaN(droppedWhileStalled) ? 'n/a (no such metric)' : droppedWhileStalled.toLocaleString('en')}`,
  );
  console.log(`the log's own report once read again: ${reports.join(' ') || 'none'}`);
  console.log(
    `SIGTERM with the reader stalled: ${exit.code === null ? `still running, killed after ${exit.ms} ms` : `exit ${exit.code} after ${exit.ms} ms`}`,
  );
  console.log(`standard error at exit: ${server.stderr.join('').trim() || 'nothing'}`);
  console.log(
    `the reader read ${read.lines.toLocaleString('en')} lines (${(read.bytes / 1e6).toFixed(1)} MB)`,
  );
  console.log(`load average at the end: ${loadAverage()}`);
  const checks = new Checks();
  for (const p of phases) checks.equal(p.failed, 0, `${p.name}: every request answered 200`);
  checks.expect(
    exit.code === 0 && exit.ms <= GRACE_MS + 5000,
    'SIGTERM with the reader stalled: exit 0 within the grace period',
    exit.code === null ? `still running after ${exit.ms} ms` : `exit ${exit.code} after ${exit.ms} ms`,
  );
  checks.conclude();
} finally {
  server?.child.kill('SIGKILL');
  reader?.child.kill('SIGKILL');
  await dropBenchDatabase(PG_URL);
}
