import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { freePort, SOURCE_SERVER } from './server-process';

// A server process whose standard output is a real pipe to a reader process that reads only while told to,
// as a log shipper that stalls does: while it does not read, the pipe fills (64 KiB on Linux) and stays full.

// It counts what it reads and keeps the lines that are not a request's own (those carry a reqId): the
// server's reports, which a test or benchmark looks for, without holding minutes of request lines.
const READER = `
let lines = 0, bytes = 0, partial = '';
const kept = [];
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => {
  bytes += Buffer.byteLength(d);
  const parts = (partial + d).split('\\n');
  partial = parts.pop();
  lines += parts.length;
  for (const line of parts) if (!line.includes('"reqId"')) kept.push(line);
});
process.stdin.pause();
process.on('message', (m) => {
  if (m === 'read') process.stdin.resume();
  else if (m === 'pause') process.stdin.pause();
  else if (m === 'read-out') process.send({ lines, bytes, kept });
});
process.send('ready');
`;

export interface ReadOut {
  lines: number;
  bytes: number;
  /** The lines read that are not a request's own. */
  kept: string[];
}

export interface LogReader {
  child: ChildProcess;
  /** The pipe's writing end, handed to the server as its standard output. */
  pipe: Writable;
  /** From now on it reads. */
  read(): void;
  /** From now on it does not read. */
  pause(): void;
  /** What it has read so far. */
  readOut(): Promise<ReadOut>;
}

/** A reader that does not read until told to. */
export async function stalledLogReader(): Promise<LogReader> {
  const child = spawn(process.execPath, ['-e', READER], { stdio: ['pipe', 'ignore', 'inherit', 'ipc'] });
  await once(child, 'message');
  return {
    child,
    pipe: child.stdin!,
    read: () => child.send('read'),
    pause: () => child.send('pause'),
    readOut: async () => {
      const answer = once(child, 'message');
      child.send('read-out');
      return (await answer)[0] as ReadOut;
    },
  };
}

export interface LoggingServer {
  base: string;
  child: ChildProcess;
  /** What it wrote to standard error. */
  stderr: string[];
}

/**
 * The server (its sources through tsx unless `args` names another entry) with its standard output going to
 * `reader`; resolves once /healthz answers.
 */
export async function startServerLoggingTo(
  reader: LogReader,
  env: Record<string, string>,
  args: string[] = SOURCE_SERVER,
): Promise<LoggingServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), APP_ORIGIN: base, ...env },
    stdio: ['ignore', reader.pipe, 'pipe'],
  });
  const server = { base, child, stderr: [] as string[] };
  child.stderr?.on('data', (d) => server.stderr.push(String(d)));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${server.stderr.join('')}`);
    const healthy = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${server.stderr.join('')}`);
}

/**
 * SIGTERM; resolves with its exit status (null when killed) and how long it took to exit. A process still
 * there after `killAfterMs` is killed (SIGKILL), so a hang is reported rather than waited on.
 */
export async function terminate(
  server: LoggingServer,
  killAfterMs = 60_000,
): Promise<{ code: number | null; ms: number }> {
  const exited = once(server.child, 'exit');
  const sent = Date.now();
  server.child.kill('SIGTERM');
  const kill = setTimeout(() => server.child.kill('SIGKILL'), killAfterMs);
  const [code] = (await exited) as [number | null];
  clearTimeout(kill);
  return { code, ms: Date.now() - sent };
}
