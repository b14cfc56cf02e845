import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchDatabaseUrl, dropBenchDatabase, recreateDatabase } from '../toolkit/db';
import { intFromEnv, listFromEnv, settle } from '../toolkit/knobs';
import { loadAverage, rssKb } from '../toolkit/proc';
import { type ServerProcess, startServer } from '../toolkit/server-process';
import { quantile } from '../toolkit/stats';

// Start time and memory of the server, compiled (`node build/server/main.js`, what `npm start` runs) and
// from its sources through tsx:
//
//   npx tsx scripts/bench/http/startup.ts      (RUNS=5; PostgreSQL at DATABASE_URL, default pickem_bench_startup)
//
// Each run spawns the server and times it until /healthz answers 200 (node's start, loading the code,
// opening the database, migrations already applied, listening), reads its RSS 5 s later while idle, and
// stops it. On the embedded database a data folder is made first by one start of its own (migrations and
// demo data: the "fresh" figure), then re-opened by every run; on PostgreSQL the database is created,
// migrated by the first start, and dropped at the end. KINDS (source,built) names the servers to start,
// DATABASES (embedded,postgres) the databases;
// SETTLE=0 reads the RSS at once instead of 5 s later. A start that does not answer /healthz fails the run.

const RUNS = intFromEnv('RUNS', 5);
const PG_URL = benchDatabaseUrl('pickem_bench_startup');
const KINDS = listFromEnv('KINDS', 'source,built');
if (KINDS.some((k) => k !== 'source' && k !== 'built')) throw new Error('KINDS lists source and built');
const PREBUILT = process.env.SERVER === 'prebuilt';
const DATABASES = listFromEnv('DATABASES', 'embedded,postgres');
if (DATABASES.some((d) => d !== 'embedded' && d !== 'postgres'))
  throw new Error('DATABASES lists embedded and postgres');

interface Sample {
  startMs: number;
  rssKb: number;
}

async function oneStart(kind: string, env: Record<string, string>): Promise<Sample> {
  // SERVER=prebuilt (the smoke run's) measures the compiled server as it is, without building it again.
  process.env.SERVER = kind === 'built' && PREBUILT ? 'prebuilt' : kind;
  const started = performance.now();
  const server: ServerProcess = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env });
  const startMs = performance.now() - started;
  try {
    await settle(5000);
    return { startMs, rssKb: rssKb(server.pid) };
  } finally {
    await server.stop();
  }
}

const row = (label: string, samples: Sample[]) => {
  const ms = samples.map((s) => s.startMs);
  const rss = samples.map((s) => s.rssKb / 1024);
  return `| ${label} | ${samples.length} | ${Math.round(quantile(ms, 0.5))} ms (${Math.round(Math.min(...ms))}-${Math.round(Math.max(...ms))}) | ${quantile(rss, 0.5).toFixed(1)} MB (${Math.min(...rss).toFixed(1)}-${Math.max(...rss).toFixed(1)}) |`;
};

async function withPostgres(run: (url: string) => Promise<void>): Promise<void> {
  await recreateDatabase(PG_URL);
  try {
    await run(PG_URL);
  } finally {
    await dropBenchDatabase(PG_URL);
  }
}

console.log(`load average at start: ${loadAverage()}; ${RUNS} runs each\n`);
const lines = [
  '| server, database | runs | start to /healthz, median (range) | RSS 5 s after, median (range) |',
  '| --- | --- | --- | --- |',
];
for (const kind of KINDS) {
  const before = lines.length;
  if (DATABASES.includes('embedded')) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pickem-startup-'));
    delete process.env.DATABASE_URL;
    try {
      const embedded = { DATA_DIR: dataDir, DEMO_DATA: 'true', SPORTS_FEED: 'fixtures' };
      lines.push(row(`${kind}, embedded, fresh (migrate and seed)`, [await oneStart(kind, embedded)]));
      const warm: Sample[] = [];
      for (let i = 0; i < RUNS; i++) warm.push(await oneStart(kind, embedded));
      lines.push(row(`${kind}, embedded`, warm));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (DATABASES.includes('postgres')) {
    await withPostgres(async (url) => {
      const env = { DATABASE_URL: url, DEMO_DATA: 'false', SPORTS_FEED: 'fixtures' };
      await oneStart(kind, env);
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await oneStart(kind, env));
      lines.push(row(`${kind}, PostgreSQL`, samples));
    });
  }
  for (const line of lines.slice(before)) console.log(line);
}
console.log(`\n${lines.join('\n')}`);
console.log(`load average at the end: ${loadAverage()}`);
