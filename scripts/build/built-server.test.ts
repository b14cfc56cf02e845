import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../src/server/modules/users/common-passwords';
import { projectPath } from '../../src/server/platform/project-path';
import { newAccount } from '../../tests/support/accounts';
import { type ScratchDatabase, scratchDatabase } from '../../tests/support/scratch-postgres';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../../tests/support/server-process';
import { buildServer, productionNodeOptions } from './server';

// The compiled server (what `npm start` runs with plain node), started from another working directory:
// it migrates a fresh database (the embedded one, whose wasm and data files PGlite must find from the
// output folder, and a PostgreSQL one), seeds the demo with the recorded feed, reads the common-password
// list, and closes cleanly on SIGTERM.

const outDir = projectPath(`build/test-${process.pid}-${randomBytes(3).toString('hex')}`);
let entry: string;
let dataDir: string;
let scratch: ScratchDatabase | undefined;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  ({ entry } = await buildServer(outDir));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pickem-built-'));
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map(stopServerProcess));
  await rm(outDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
  await scratch?.drop();
}, 60_000);

async function start(databaseUrl: string | undefined, env: Record<string, string>) {
  const server = await startServerProcess(
    databaseUrl,
    { LOG_LEVEL: 'info', ...env },
    // With the node options production gives it (package.json's serve script): node refuses a wrong one.
    { args: [...productionNodeOptions(), entry], cwd: os.tmpdir() },
  );
  servers.push(server);
  return server;
}

const register = (base: string, password: string) =>
  fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(newAccount({ password })),
  });

describe('the compiled server', () => {
  it('runs with the same node options under npm start and npm run serve', () => {
    const { scripts } = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe(`npm run build && exec ${scripts.serve}`);
    expect(productionNodeOptions()).toEqual(['--max-semi-space-size=64']);
  });

  it('is one plain JavaScript module without tsx or its renaming helper', () => {
    const code = readFileSync(entry, 'utf8');
    expect(code).not.toMatch(/from ['"]tsx/);
    expect(code).not.toMatch(/\b__name\(/);
    expect(code).toContain('20261121000000_create_accounts');
  });

  it('migrates and seeds a fresh embedded database and serves it', async () => {
    const server = await start(undefined, { DATA_DIR: dataDir, DEMO_DATA: 'true', SPORTS_FEED: 'demo' });
    const health = await (await fetch(`${server.base}/healthz`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'reachable' });
    const today = await fetch(`${server.base}/api/games/today`);
    expect(today.status).toBe(200);
    expect(((await today.json()) as { games: unknown[] }).games.length).toBeGreaterThan(0);
    const common = await register(server.base, 'password1');
    expect(common.status).toBe(400);
    expect(await common.json()).toEqual({ message: COMMON_PASSWORD_MESSAGE });
    expect((await register(server.base, 'goodPass123')).status).toBe(200);
    expect(server.output.join('')).toContain('Demo accounts');

    await stopServerProcess(server);
    expect(server.child.exitCode).toBe(0);
    expect(server.output.join('')).toContain('"shutting down"');
  }, 120_000);

  it('migrates a fresh PostgreSQL database', async () => {
    scratch = await scratchDatabase('built');
    const server = await start(scratch.url, {});
    expect((await register(server.base, 'goodPass123')).status).toBe(200);
    expect(server.output.join('')).toContain('"database migrated"');
  }, 120_000);
});
