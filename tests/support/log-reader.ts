import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { freePort } from '../support/server-process';

// A server process whose standard output is a real pipe to a reader process that reads only when told to,
// as a stalled log shipper does: until then the pipe fills (64 KiB on Linux) and stays full.

const READER = `
let text = '';
process.on('message', (m) => {
  if (m === 'read') {
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (d) => { text += d; });
  } else if (m === 'text') process.send(text);
});
process.send('ready');
`;

export interface LogReader {
  child: ChildProcess;
  /** The pipe's writing end, handed to the server as its standard output. */
  pipe: Writable;
  /** From now on it reads. */
  read(): void;
  /** What it has read so far. */
  text(): Promise<string>;
}

export async function stalledLogReader(): Promise<LogReader> {
  const child = spawn(process.execPath, ['-e', READER], { stdio: ['pipe', 'ignore', 'inherit', 'ipc'] });
  await once(child, 'message');
  return {
    child,
    pipe: child.stdin!,
    read: () => child.send('read'),
    text: async () => {
      const answer = once(child, 'message');
      child.send('text');
      return (await answer)[0] as string;
    },
  };
}

export interface LoggingServer {
  base: string;
  child: ChildProcess;
  /** What it wrote to standard error. */
  stderr: string[];
}

/** The server from its sources (as server-process.ts starts it), its standard output going to `reader`. */
export async function startServerLoggingTo(
  reader: LogReader,
  databaseUrl: string,
  env: Record<string, string>,
): Promise<LoggingServer> {
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
      ...env,
    },
    stdio: ['ignore', reader.pipe, 'pipe'],
  });
  const server = { base: `http://127.0.0.1:${port}`, child, stderr: [] as string[] };
  child.stderr?.on('data', (d) => server.stderr.push(String(d)));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${server.stderr.join('')}`);
    const healthy = await fetch(`${server.base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${server.stderr.join('')}`);
}

/** SIGTERM; resolves with its exit status and how long it took to exit. */
export async function terminate(server: LoggingServer): Promise<{ code: number | null; ms: number }> {
  const exited = once(server.child, 'exit');
  const sent = Date.now();
  server.child.kill('SIGTERM');
  const [code] = (await exited) as [number | null];
  return { code, ms: Date.now() - sent };
}
