import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import { newAccount } from '../../../tests/support/accounts';
import { freePort, SOURCE_SERVER } from '../../../tests/support/server-process';
import { buildServer, productionNodeOptions, SERVER_ENTRY } from '../../build/server';
import { monotonicMs } from './sockets/protocol';

// Processes of the fan-out benchmark: the real server and helpers around them. The server is the compiled
// one `npm start` runs (`node build/server/main.js`, built afresh once per run), or with SERVER=source the
// TypeScript sources through tsx (`node --import tsx src/server/main.ts`), as before the build existed.

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

/** Node's arguments for the server SERVER asks for: `built` (default) or `source`. */
export async function serverEntry(): Promise<string[]> {
  const kind = process.env.SERVER ?? 'built';
  if (kind === 'source') return SOURCE_SERVER;
  if (kind !== 'built') throw new Error('SERVER must be built or source');
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

/** Resident memory of a process in kB (VmRSS of /proc/<pid>/status; `peak`: its high-water mark, VmHWM). */
export function rssKb(pid: number, which: 'now' | 'peak' = 'now'): number {
  const field = which === 'now' ? 'VmRSS' : 'VmHWM';
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no ${field} for process ${pid}`);
  return Number(match[1]);
}

/** CPU time a process has used so far (user + system), in ms; /proc/<pid>/stat counts 1/100 s ticks. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The machine's load averages (1, 5, 15 minutes). */
export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `promise`, or a rejection saying what did not happen in time. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s: ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The session cookie (`name=value`) a sign-in or sign-up answered with. */
export function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => /^(__Host-)?session=/.test(c));
  if (!cookie) throw new Error(`no session cookie (HTTP ${res.status})`);
  return cookie.split(';')[0]!;
}

/** A JSON call as the browser makes it (its Origin, the cookie if any); throws unless 2xx. */
export async function call(
  base: string,
  method: 'POST' | 'PUT',
  path: string,
  body: object,
  cookie?: string,
): Promise<Response> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

/** The admin's score entry (PUT /api/admin/games/:id/score); its sending and return on the shared clock. */
export async function enterScore(
  base: string,
  adminCookie: string,
  gameId: number,
  homeScore: number,
  awayScore: number,
): Promise<{ sent: number; returned: number }> {
  const sent = monotonicMs();
  await call(
    base,
    'PUT',
    `/api/admin/games/${gameId}/score`,
    // The result must agree with the score; force: the benchmark's games may not have started yet.
    {
      homeScore,
      awayScore,
      winner: homeScore > awayScore ? 'home' : homeScore < awayScore ? 'away' : 'push',
      force: true,
    },
    adminCookie,
  );
  return { sent, returned: monotonicMs() };
}

export async function signIn(base: string, username: string, password: string): Promise<string> {
  return sessionCookie(await call(base, 'POST', '/api/auth/login', { username, password }));
}

/** A new player through the sign-up form; returns their id and session cookie. */
export async function signUp(base: string, name: string): Promise<{ id: number; cookie: string }> {
  const res = await call(
    base,
    'POST',
    '/api/auth/register',
    newAccount({ username: name, email: `${name}@example.com` }),
  );
  const cookie = sessionCookie(res);
  const { id } = (await res.json()) as { id: number };
  return { id, cookie };
}
