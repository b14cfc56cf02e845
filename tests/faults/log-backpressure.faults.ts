import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type LoggingServer,
  type LogReader,
  stalledLogReader,
  startServerLoggingTo,
  terminate,
} from '../support/log-reader';
import { type ScratchDatabase, scratchDatabase } from '../support/scratch-postgres';

// A server whose log reader stops reading (a stalled log shipper, `node build/server/main.js | sleep 3600`):
// it keeps answering, holds at most its log buffer and counts what it drops, and a SIGTERM still ends it
// within its grace period, with a clean exit (everything closed in order: exit status 0).

const GRACE_MS = 5_000;
const METRICS_TOKEN = 'log-backpressure-metrics-token-0123456789';
// Each request's log line carries its URL: 600 requests of 8 KB overflow the 4 MiB the log may hold.
const PADDED_HEALTH = `/healthz?pad=${'x'.repeat(8_000)}`;

let scratch: ScratchDatabase;
const started: { server?: LoggingServer; reader?: LogReader }[] = [];

beforeAll(async () => {
  scratch = await scratchDatabase('faults_logs');
  return () => scratch.drop();
}, 60_000);

afterEach(() => {
  for (const { server, reader } of started.splice(0)) {
    server?.child.kill('SIGKILL');
    reader?.child.kill('SIGKILL');
  }
});

async function serverWithStalledReader() {
  const reader = await stalledLogReader();
  const slot: (typeof started)[number] = { reader };
  started.push(slot);
  slot.server = await startServerLoggingTo(reader, {
    NODE_ENV: 'test',
    DATABASE_URL: scratch.url,
    DEMO_DATA: 'false',
    SPORTS_FEED: 'fixtures',
    LOG_LEVEL: 'info',
    METRICS_TOKEN,
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
  });
  return { reader, server: slot.server };
}

/** `count` requests for the padded /healthz, 8 at a time; resolves with every status. */
async function healthChecks(server: LoggingServer, count: number): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  const lane = async () => {
    while (next++ < count) {
      const res = await fetch(server.base + PADDED_HEALTH, { signal: AbortSignal.timeout(15_000) });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  return statuses;
}

async function droppedInMetrics(server: LoggingServer): Promise<number> {
  const res = await fetch(`${server.base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const match = /^pickem_log_lines_dropped_total (\d+)$/m.exec(await res.text());
  if (!match) throw new Error('no pickem_log_lines_dropped_total in /metrics');
  return Number(match[1]);
}

describe('a server whose log reader has stopped reading', () => {
  it('keeps answering, counts the lines it drops, and exits cleanly within its grace period on SIGTERM', async () => {
    const { server } = await serverWithStalledReader();

    const statuses = await healthChecks(server, 600);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const dropped = await droppedInMetrics(server);
    expect(dropped).toBeGreaterThan(0);

    const exit = await terminate(server);
    expect(exit.code, server.stderr.join('')).toBe(0);
    // The grace period counts from the signal's arrival; the second more is for the process to be reaped.
    expect(exit.ms).toBeLessThan(GRACE_MS + 1_000);
    // Standard error, a channel of its own here, has the count: the lines dropped while running, and the
    // ones still held at exit.
    const report = server.stderr
      .join('')
      .split('\n')
      .filter((l) => l.includes('"droppedLines"'))
      .map((l) => JSON.parse(l) as { droppedLines: number; droppedSinceStart: number });
    expect(report).toHaveLength(1);
    expect(report[0]!.droppedLines).toBeGreaterThan(dropped);
    expect(report[0]!.droppedSinceStart).toBe(report[0]!.droppedLines);
  }, 120_000);

  it('writes what it held once the reader reads again, with the count of what it dropped, and exits promptly', async () => {
    const { server, reader } = await serverWithStalledReader();
    expect((await healthChecks(server, 600)).filter((s) => s !== 200)).toEqual([]);
    const dropped = await droppedInMetrics(server);
    expect(dropped).toBeGreaterThan(0);

    reader.read();
    let report: { droppedLines: number; droppedSinceStart: number } | undefined;
    for (let tries = 0; !report && tries < 150; tries++) {
      await new Promise((r) => setTimeout(r, 200));
      const line = (await reader.readOut()).kept.find((l) => l.includes('log lines were dropped'));
      if (line) report = JSON.parse(line);
    }
    // The count includes the line of the last scrape (its end was logged after it counted), and it is the
    // first report: every line dropped so far.
    const after = await droppedInMetrics(server);
    expect(after).toBeGreaterThanOrEqual(dropped);
    expect(report).toEqual(expect.objectContaining({ droppedLines: after, droppedSinceStart: after }));

    const exit = await terminate(server);
    expect(exit.code, server.stderr.join('')).toBe(0);
    expect(exit.ms).toBeLessThan(GRACE_MS);
    await new Promise((r) => setTimeout(r, 200));
    expect((await reader.readOut()).kept.join('\n')).toContain('"shutting down"');
    expect(server.stderr.join('')).not.toContain('droppedLines');
  }, 120_000);
});
