import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { freePort } from '../../support/server-process';

/** The admin every journey server creates at start (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN = { username: 'e2e_admin', password: 'E2eAdmin1234' } as const;

export interface StartedServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  baseUrl: string;
  /** The server's DATA_DIR: the embedded database and the mail outbox (outbox/*.eml). */
  dataDir: string;
  /** The admin created at start. */
  admin: { username: string; password: string };
  /** The server's recent output, for failure messages. */
  logTail(): string;
  /** Stops the process and removes its DATA_DIR, unless asked to keep it (the template below). */
  stop(options?: { keepDataDir?: boolean }): Promise<void>;
  /**
   * Stops the process and starts it again on the same port and DATA_DIR (sessions and data kept),
   * `downMs` later: open pages see their socket drop and come back. `whileDown` runs with the server
   * stopped, when the embedded database is free to open (data no API call can make).
   */
  restart(downMs?: number, whileDown?: () => Promise<void>): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const LOG_KEEP_CHARS = 20_000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logTail: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${logTail()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not healthy within ${READY_TIMEOUT_MS} ms:\n${logTail()}`);
}

/**
 * The DATA_DIR the journeys' global setup prepared (e2e-global-setup.ts): migrated and seeded by one first
 * start, so a server with the default settings copies it instead of migrating and seeding again (about
 * 7 s of each file's start). Undefined outside the journeys' workers (in the global setup itself).
 */
function dataTemplate(): string | undefined {
  try {
    return inject('e2eDataTemplate');
  } catch {
    return undefined;
  }
}

/**
 * Starts the built app (`node --import tsx src/server/main.ts`, serving dist/) on a free port with a
 * fresh temporary DATA_DIR (a copy of the prepared one when `env` is not given): embedded PGlite, demo
 * data on unless `env` says otherwise, and the admin
 * E2E_ADMIN. Resolves once /healthz answers. Each journey file starts its own server, so the per-IP
 * rate limits (10 registrations an hour) count per file.
 */
export async function startServer(
  options: {
    env?: Record<string, string>;
    /** The port to listen on (a journey that must name the server's address before it starts); else a free one. */
    port?: number;
    /** `env` leaves the database's data as the defaults make it (sign-in providers, say): the template is copied. */
    sameData?: boolean;
  } = {},
): Promise<StartedServer> {
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/ has no client build: run `npm run test:e2e` (it builds first) or `npm run build`');
  }
  const port = options.port ?? (await freePort());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pickem-e2e-'));
  const template = options.env && !options.sameData ? undefined : dataTemplate();
  if (template) await cp(template, dataDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ...options.env,
  };
  // Journeys always run on the embedded database unless a caller asks for another one.
  if (!options.env?.DATABASE_URL) delete env.DATABASE_URL;

  let log = '';
  const logTail = () => log;
  const launch = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString('utf8')).slice(-LOG_KEEP_CHARS);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    return child;
  };
  const halt = async (child: ChildProcess) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited(child);
    clearTimeout(timer);
  };

  let child = launch();
  const stop = async (stopOptions: { keepDataDir?: boolean } = {}) => {
    await halt(child);
    if (!stopOptions.keepDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const restart = async (downMs = 0, whileDown?: () => Promise<void>) => {
    await halt(child);
    await whileDown?.();
    if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
    child = launch();
    await waitForHealth(baseUrl, child, logTail);
  };

  try {
    await waitForHealth(baseUrl, child, logTail);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, admin: { ...E2E_ADMIN }, logTail, stop, restart };
}
