import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../support/server-process';

// A PostgreSQL cluster of the test's own, in a temporary folder on a free port: the restart test stops
// and starts it, which it must never do to the server everyone else shares.

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder; a clear failure (never a skip) when there is none. */
function serverBinaries(): string {
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      `No PostgreSQL server binaries (initdb, pg_ctl) under ${PG_ROOT}/*/bin: install the PostgreSQL server ` +
        'package (Debian: postgresql) to run the fault tests.',
    );
  }
  return path.join(PG_ROOT, versions[0]!, 'bin');
}

export interface PrivateCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string;
  /** pg_ctl stop -m fast: sessions are ended, committed work is kept. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it if it runs and deletes its folder. */
  remove(): Promise<void>;
}

/** initdb (as the postgres user when running as root, since initdb refuses root) and pg_ctl start. */
export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = serverBinaries();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pickem-faults-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
    await chown(dir, await id('-u'), await id('-g'));
  }
  const pg = async (tool: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    try {
      await run(file, argv, { cwd: dir, timeout: 120_000 });
    } catch (error) {
      const log = await readFile(path.join(dir, 'server.log'), 'utf8').catch(() => '');
      const e = error as { stderr?: string; stdout?: string; message: string };
      throw new Error(`${tool} ${args.join(' ')} failed: ${e.stderr || e.stdout || e.message}\n${log}`);
    }
  };

  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  let running = false;
  const cluster: PrivateCluster = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await pg('pg_ctl', [
        'start',
        '-D',
        data,
        '-w',
        '-t',
        '60',
        '-l',
        path.join(dir, 'server.log'),
        '-o',
        options,
      ]);
      running = true;
    },
    async stop() {
      await pg('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60']);
      running = false;
    },
    async remove() {
      if (running) await pg('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => {});
      running = false;
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  return cluster;
}
