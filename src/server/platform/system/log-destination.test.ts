import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { LogDestination } from './log-destination';

// The log's reader is a real process at the other end of a real pipe, which reads only when told to: until then
// the pipe fills (64 KiB on Linux) and the destination must hold, drop and count without ever waiting on it.

const READER = `
let text = '';
process.on('message', (m) => {
  if (m !== 'read') return;
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (d) => { text += d; });
  process.stdin.on('end', () => process.send(text, () => process.exit(0)));
});
process.send('ready');
`;

const readers: ChildProcess[] = [];
afterEach(() => {
  for (const r of readers.splice(0)) r.kill('SIGKILL');
});

async function stalledReader(): Promise<{ child: ChildProcess; pipe: Writable }> {
  const child = spawn(process.execPath, ['-e', READER], { stdio: ['pipe', 'ignore', 'inherit', 'ipc'] });
  readers.push(child);
  await once(child, 'message');
  return { child, pipe: child.stdin! };
}

/** Ends the pipe; resolves with everything the reader read. */
async function readAll(child: ChildProcess, pipe: Writable): Promise<string> {
  const text = once(child, 'message').then(([t]) => t as string);
  await new Promise<void>((resolve) => pipe.end(resolve));
  return text;
}

const line = (n: number) => `${JSON.stringify({ n, msg: 'x'.repeat(1000) })}\n`;

describe('LogDestination', () => {
  it('holds what a stalled reader cannot take up to its cap, drops and counts the rest, and reports them once read', async () => {
    const { child, pipe } = await stalledReader();
    const reports: number[] = [];
    const log = new LogDestination(pipe, {
      maxBufferedBytes: 256 * 1024,
      onCaughtUp: (dropped) => {
        reports.push(dropped);
        log.write(`${JSON.stringify({ msg: 'dropped', dropped })}\n`);
      },
    });

    for (let n = 0; n < 1000; n++) log.write(line(n));
    expect(pipe.writableLength).toBeLessThanOrEqual(256 * 1024);
    expect(log.dropped).toBeGreaterThan(0);
    expect(log.dropped).toBeLessThan(1000);
    const dropped = log.dropped;

    child.send('read');
    await log.settle(Date.now() + 30_000);
    const text = await readAll(child, pipe);

    const lines = text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { n?: number; dropped?: number });
    // The kept lines arrive whole and in order: the first ones, until the cap was reached.
    const kept = lines.filter((l) => l.n !== undefined).map((l) => l.n);
    expect(kept).toEqual([...Array(1000 - dropped).keys()]);
    expect(reports).toEqual([dropped]);
    expect(lines.at(-1)).toEqual({ msg: 'dropped', dropped });
    expect(log.dropped).toBe(dropped);
  });

  it('gives up on a reader that stays stalled at the deadline, counting what it held, without blocking the event loop', async () => {
    const { pipe } = await stalledReader();
    const log = new LogDestination(pipe, { maxBufferedBytes: 1024 * 1024 });
    for (let n = 0; n < 200; n++) log.write(line(n));
    // The stream ends the writes the pipe took on a later turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    const held = log.waiting;
    expect(held).toBeGreaterThan(0);
    expect(log.dropped).toBe(0);

    let ticked = false;
    setTimeout(() => {
      ticked = true;
    }, 10);
    await log.settle(Date.now() + 300);
    expect(ticked).toBe(true);
    expect(log.dropped).toBe(held);
    // The process is about to exit: a later line is dropped too, and counted.
    log.write(line(200));
    expect(log.dropped).toBe(held + 1);
  });

  it('drops and counts the lines of a reader that has gone away, without an error reaching the process', async () => {
    const { child, pipe } = await stalledReader();
    const log = new LogDestination(pipe);
    child.kill('SIGKILL');
    await once(child, 'exit');
    for (let n = 0; n < 50; n++) log.write(line(n));
    await log.settle(Date.now() + 5_000);
    expect(log.waiting).toBe(0);
    expect(log.dropped).toBe(50);
    log.write(line(50));
    expect(log.dropped).toBe(51);
  });
});
