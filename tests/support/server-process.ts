import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

/** A real server process (`node --import tsx src/server/main.ts`, or the compiled one). */
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

export interface ServerProcessOptions {
  /** Node's arguments; default the TypeScript sources through tsx. */
  args?: string[];
  cwd?: string;
}

/** The server from its TypeScript sources, as in development. */
export const SOURCE_SERVER = ['--import', 'tsx', 'src/server/main.ts'];

/**
 * Starts the server on `databaseUrl` (migrated at start, no demo data, the recorded sports feed) with
 * `env` on top; resolves once /healthz answers. Without a URL it runs on the embedded database, in the
 * DATA_DIR that `env` must then give.
 */
export async function startServerProcess(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, options.args ?? SOURCE_SERVER, {
    cwd: options.cwd,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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
