import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { freePort, SOURCE_SERVER } from '../../../tests/support/server-process';
import { buildServer, productionNodeOptions, SERVER_ENTRY } from '../../build/server';
import { sleep } from './time';

// The real server as a process of its own, as production runs it. It is the compiled one `npm start` runs
// (`node build/server/main.js`, built afresh once per run); SERVER=prebuilt runs build/server/main.js as it is
// (the smoke run builds it once for all), SERVER=source the TypeScript sources through tsx
// (`node --import tsx src/server/main.ts`), as before the build existed.

/** Runs `command` with the soft limit of open files raised to the hard one (10,000 sockets need it). */
export function withFileLimit(command: string[]): [string, string[]] {
  return ['bash', ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"', 'fanout', ...command]];
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** The node process itself (bash exec'd into it), for /proc/<pid>/status. */
  pid: number;
  /** The last lines it printed, for the report when something fails. */
  tail(): string;
  stop(): Promise<void>;
}

/**
 * The server as the process benchmarks run it: production, no demo data, and nothing but the benchmark
 * changing games (no simulator, feed polling off); the per-IP limits meant for browsers are raised, since
 * every call and upgrade comes from one loopback address.
 */
export function benchServerEnv(
  databaseUrl: string,
  admin: { username: string; password: string },
): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'false',
    SPORTS_FEED: 'fixtures',
    LIVE_SCORES_INTERVAL_MS: '3600000',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SOCKETS_PER_ADDRESS: '100000000',
  };
}

/** SERVER_NODE_ARGS (e.g. '--trace-gc') as the list added to the server's node command line. */
export const serverNodeArgs = (): string[] => (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

let built: Promise<unknown> | undefined;

/** The admin a benchmark's server creates at start (ADMIN_USERNAME, ADMIN_PASSWORD), who enters the scores. */
export const BENCH_ADMIN = { username: 'bench_admin', password: 'bench-admin-password-28' };

/** Node's arguments for the server SERVER asks for: `built` (default), `prebuilt` or `source`. */
export async function serverEntry(): Promise<string[]> {
  const kind = process.env.SERVER ?? 'built';
  if (kind === 'source') return SOURCE_SERVER;
  if (kind === 'prebuilt') return [...productionNodeOptions(), SERVER_ENTRY];
  if (kind !== 'built') throw new Error('SERVER must be built, prebuilt or source');
  built ??= buildServer();
  await built;
  return [...productionNodeOptions(), SERVER_ENTRY];
}

/** Starts the server on a free loopback port with `env` on top of ours; resolves once /healthz answers. */
export async function startServer(
  env: Record<string, string>,
  options: { nodeArgs?: string[]; timeoutMs?: number; logFile?: string } = {},
): Promise<ServerProcess> {
  const timeoutMs = options.timeoutMs ?? 90_000;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const [cmd, args] = withFileLimit([
    process.execPath,
    ...(options.nodeArgs ?? []),
    ...(await serverEntry()),
  ]);
  const child = spawn(cmd, args, {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), APP_ORIGIN: base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const log = options.logFile ? createWriteStream(options.logFile) : null;
  child.once('exit', () => log?.end());
  const keep = (chunk: Buffer) => {
    log?.write(chunk);
    output.push(String(chunk));
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const tail = () => output.join('').split('\n').slice(-30).join('\n');
  const server: ServerProcess = { base, child, pid: child.pid ?? -1, tail, stop: () => stopChild(child) };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${tail()}`);
    const healthy = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return server;
    await sleep(200);
  }
  await server.stop();
  throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s:\n${tail()}`);
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
