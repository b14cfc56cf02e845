import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

/** A real server process (`node --import tsx src/server/main.ts`) on a PostgreSQL database. */
export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  child: ChildProcess;
  /** Everything it printed, for failure messages and log checks. */
  output: string[];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server on `databaseUrl` (migrated at start, no demo data, the recorded sports feed) with
 * `env` on top; resolves once /healthz answers.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'false',
      SPORTS_FEED: 'fixtures',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance = { base: `http://127.0.0.1:${port}`, child, output: [] as string[] };
  child.stdout?.on('data', (d) => instance.output.push(String(d)));
  child.stderr?.on('data', (d) => instance.output.push(String(d)));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance exited: ${instance.output.join('')}`);
    const healthy = await fetch(`${instance.base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return instance;
    await new Promise((r) => setTimeout(r, 200));
  }
  await stopServerProcess(instance);
  throw new Error(`instance did not start: ${instance.output.join('')}`);
}

/** SIGTERM, then SIGKILL if it has not exited within 10 s. */
export async function stopServerProcess(instance: ServerProcess): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = once(instance.child, 'exit');
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
