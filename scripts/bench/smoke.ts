import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../build/server';
import { EXCLUDED, LOGS, SMOKE, type SmokeRun } from './smoke-plan';
import { dropBenchDatabase, recreateDatabase } from './toolkit/db';

// npm run bench:smoke: every benchmark at a tiny size, each in a process of its own, checking what it holds true
// (toolkit/checks.ts) rather than how fast it went. One line a benchmark (ok or FAILED, seconds); exits non-zero
// when any failed. Each one's output is kept in .tmp/bench-smoke/<name>.log.
//
//   npm run bench:smoke                      every benchmark in smoke-plan.ts
//   npm run bench:smoke -- --only fanout,push   those alone (names as printed)
//   npm run bench:smoke -- --jobs 1          one at a time (default 2: most of a run is waiting)
//   npm run bench:smoke -- --browser         also the two that need the client build and Chromium (EXCLUDED)
//   npm run bench:smoke -- --list            the plan, run nothing
//
// The plan (each benchmark and its tiny size) is smoke-plan.ts. PostgreSQL at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/pickem_bench_smoke): each benchmark gets
// a database of its own named after it (pickem_bench_smoke_grading, ...), dropped at the end; Redis at REDIS_URL
// (default redis://127.0.0.1:6379) for live/notify. The compiled server is built once, first (SERVER=prebuilt
// for the benchmarks that start it as a process of their own).

const TIMEOUT_MS = 150_000;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BENCH = fileURLToPath(new URL('.', import.meta.url));

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The runs asked for, in lanes: a run that reads another's database goes in that one's lane, after it. */
function lanes(runs: SmokeRun[]): SmokeRun[][] {
  const byName = new Map<string, SmokeRun[]>();
  const result: SmokeRun[][] = [];
  for (const run of runs) {
    const lane = run.after ? byName.get(run.after) : undefined;
    if (lane) lane.push(run);
    else {
      const fresh = [run];
      result.push(fresh);
      byName.set(run.name, fresh);
    }
    if (lane) byName.set(run.name, lane);
  }
  // The longest lanes first, so two jobs finish near each other.
  return result.sort((a, b) => b.length - a.length);
}

interface Outcome {
  run: SmokeRun;
  ok: boolean;
  seconds: number;
  detail: string;
}

function databaseUrl(base: URL, name: string): string {
  const url = new URL(base);
  url.pathname = `/${decodeURIComponent(base.pathname.slice(1))}_${name.replace(/-/g, '_')}`;
  return url.toString();
}

const children = new Set<ChildProcess>();

function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
}

async function runOne(run: SmokeRun, base: URL): Promise<Outcome> {
  const t0 = performance.now();
  const log = path.join(LOGS, `${run.name}.log`);
  const seconds = () => (performance.now() - t0) / 1000;
  try {
    run.prepare?.();
    const database = databaseUrl(base, run.databaseOf ?? run.name);
    if (run.createDatabase) await recreateDatabase(database);
    const out = createWriteStream(log);
    const child = spawn(
      process.execPath,
      [...(run.node ?? []), '--import', 'tsx', path.join(BENCH, run.file), ...(run.args ?? [])],
      {
        cwd: ROOT,
        // A group of its own: a timeout ends the benchmark and every process it started.
        detached: true,
        env: {
          ...process.env,
          DATABASE_URL: database,
          SERVER: process.env.SERVER ?? 'prebuilt',
          ...run.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.add(child);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    const timer = setTimeout(() => killGroup(child), TIMEOUT_MS);
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.once('exit', (c, s) => resolve([c, s])),
    );
    clearTimeout(timer);
    children.delete(child);
    // Whatever it started and left behind (a server of a run that failed midway) goes with it.
    killGroup(child);
    await new Promise((resolve) => out.end(resolve));
    const ok = code === 0;
    const why = signal === 'SIGKILL' ? `killed after ${TIMEOUT_MS / 1000} s` : `exit ${code ?? signal}`;
    return { run, ok, seconds: seconds(), detail: ok ? '' : why };
  } catch (error) {
    return { run, ok: false, seconds: seconds(), detail: (error as Error).message };
  }
}

function line(o: Outcome): string {
  const what = `${o.run.file}${o.run.args?.length ? ` ${o.run.args[0]}` : ''}`;
  return `${o.ok ? 'ok    ' : 'FAILED'}  ${o.run.name.padEnd(20)} ${what.padEnd(36)} ${o.seconds.toFixed(1).padStart(6)} s${o.detail ? `  (${o.detail})` : ''}`;
}

function tail(file: string, lines = 25): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

async function main(): Promise<number> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of children) killGroup(child);
      process.exit(130);
    });
  }
  const browser = process.argv.includes('--browser');
  const only = option('--only')?.split(',');
  const jobs = Number(option('--jobs') ?? 2);
  const planned = [...SMOKE, ...(browser ? EXCLUDED : [])];
  const unknown = only?.filter((name) => !planned.some((r) => r.name === name)) ?? [];
  if (unknown.length > 0) throw new Error(`no benchmark named ${unknown.join(', ')} in the smoke plan`);
  const runs = planned.filter((r) => !only || only.includes(r.name));
  if (process.argv.includes('--list')) {
    for (const r of runs)
      console.log(
        `${r.name.padEnd(20)} ${r.file} ${[...(r.args ?? []), ...Object.entries(r.env).map(([k, v]) => `${k}=${v}`)].join(' ')}`,
      );
    for (const r of EXCLUDED.filter(() => !browser)) console.log(`${r.name.padEnd(20)} excluded: ${r.why}`);
    return 0;
  }
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pickem_bench_smoke');
  mkdirSync(LOGS, { recursive: true });
  const t0 = performance.now();
  if ((process.env.SERVER ?? 'prebuilt') === 'prebuilt') {
    await buildServer();
    console.log(`compiled server built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  if (browser) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
    if (built.status !== 0) throw new Error('npm run build failed (needed by --browser)');
  }
  const queue = lanes(runs);
  const outcomes: Outcome[] = [];
  await Promise.all(
    Array.from({ length: Math.max(1, jobs) }, async () => {
      for (let lane = queue.shift(); lane; lane = queue.shift()) {
        let before: Outcome | null = null;
        for (const run of lane) {
          // A run that reads what the one before it kept has nothing to read when that one failed.
          const outcome: Outcome =
            before && !before.ok
              ? { run, ok: false, seconds: 0, detail: `not run: ${before.run.name} failed` }
              : await runOne(run, base);
          outcomes.push(outcome);
          console.log(line(outcome));
          before = outcome;
        }
      }
    }),
  );
  // Every database the runs were given, kept ones included.
  for (const r of runs) await dropBenchDatabase(databaseUrl(base, r.databaseOf ?? r.name)).catch(() => {});
  const failed = outcomes.filter((o) => !o.ok);
  for (const o of failed) {
    console.log(`\n--- ${o.run.name} (${path.join(LOGS, `${o.run.name}.log`)}), last lines:`);
    console.log(tail(path.join(LOGS, `${o.run.name}.log`)));
  }
  if (!browser && !only) {
    console.log(`\nexcluded: ${EXCLUDED.map((r) => `${r.file} (${r.why})`).join('; ')}; --browser runs them`);
  }
  console.log(
    `\nbench:smoke: ${outcomes.length - failed.length} ok, ${failed.length} failed in ${((performance.now() - t0) / 1000).toFixed(0)} s` +
      ` (${jobs} at a time; logs in ${LOGS})`,
  );
  return failed.length === 0 ? 0 : 1;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(`bench:smoke: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
