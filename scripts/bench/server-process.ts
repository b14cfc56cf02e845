import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { SERVER_ENTRY } from '../build/server';

/** A port free on the loopback now (the kernel's pick), for a child server to listen on. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

/**
 * The compiled server (`node build/server/main.js`, as `npm run serve` runs it) in production mode on a
 * loopback port, with the per-address call budget out of the way (the whole load comes from one address).
 * `nodeArgs` go to node itself (`--cpu-prof`, say); `env` adds to or overrides the environment.
 */
export async function startCompiledServer(
  databaseUrl: string,
  options: { nodeArgs?: string[]; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ORIGIN: base,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'false',
      RATE_LIMIT_MAX: '1000000000',
      SOCKETS_PER_ADDRESS: '1000000',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(child, 'exit');
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 300) throw new Error('the server did not become healthy in 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    base,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
