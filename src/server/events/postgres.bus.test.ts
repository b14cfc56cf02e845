import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScratchDatabase, scratchDatabase } from '../../../tests/support/scratch-postgres';
import { type DatabaseHandle, openDatabase } from '../db/client';
import type { BusEvent, BusLogger } from './events';
import { PostgresEventBus } from './postgres.bus';

// The LISTEN/NOTIFY bus on a real PostgreSQL (always, also in the PGlite run): two instances on one
// database, big batches, and a LISTEN connection killed by the server.

let scratch: ScratchDatabase;
const handles: DatabaseHandle[] = [];
const buses: PostgresEventBus[] = [];
const quiet: BusLogger = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  scratch = await scratchDatabase('bus');
});

afterAll(async () => {
  for (const bus of buses) await bus.stop();
  for (const handle of handles) await handle.db.destroy();
  await scratch?.drop();
});

/** One instance: its own pool (for publishing) and its own bus, collecting what it receives. */
async function instance() {
  const handle = openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
  handles.push(handle);
  const bus = new PostgresEventBus({ connectionString: scratch.url, db: handle.db, log: quiet });
  buses.push(bus);
  const received: BusEvent[] = [];
  let resyncs = 0;
  bus.subscribe((e) => received.push(e));
  bus.onResync(() => {
    resyncs += 1;
  });
  await bus.start();
  return { bus, received, resyncs: () => resyncs };
}

describe('PostgresEventBus', () => {
  it('delivers between two instances on one database, and to the publisher once', async () => {
    const [a, b] = [await instance(), await instance()];
    await a.bus.publish([{ type: 'game.updated', gameId: 11 }]);
    await b.bus.publish([{ type: 'session.revoked', userId: 4, sessionIds: ['abc'] }]);
    const expected: BusEvent[] = [
      { type: 'game.updated', gameId: 11 },
      { type: 'session.revoked', userId: 4, sessionIds: ['abc'] },
    ];
    await expect.poll(() => a.received.length).toBe(2);
    await expect.poll(() => b.received.length).toBe(2);
    await new Promise((r) => setTimeout(r, 100));
    // Each sees both, its own exactly once (delivered at once, its notification skipped).
    expect(a.received).toHaveLength(2);
    expect(a.received).toEqual(expect.arrayContaining(expected));
    expect(b.received).toHaveLength(2);
    expect(b.received).toEqual(expect.arrayContaining(expected));
  });

  it('carries a grading of thousands of picks whole and in order, in payloads under the limit', async () => {
    const [a, b] = [await instance(), await instance()];
    const events: BusEvent[] = Array.from({ length: 3000 }, (_, i) => ({
      type: 'pick.graded',
      userId: i + 1,
      pickId: 100_000 + i,
      gameId: 9,
      result: 'win',
    }));
    await a.bus.publish(events);
    await expect.poll(() => b.received.length, { timeout: 10_000 }).toBe(3000);
    expect(b.received).toEqual(events);
  });

  it('re-opens a LISTEN connection the server killed, then fires resync and delivers again', async () => {
    const [a, b] = [await instance(), await instance()];
    const pid = b.bus.listenerPid;
    expect(pid).toEqual(expect.any(Number));
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => b.resyncs(), { timeout: 10_000 }).toBe(1);
    expect(b.bus.listening).toBe(true);
    expect(b.bus.listenerPid).not.toBe(pid);
    await a.bus.publish([{ type: 'standings.changed' }]);
    await expect.poll(() => b.received).toContainEqual({ type: 'standings.changed' });
    expect(a.resyncs()).toBe(0);
  });
});
