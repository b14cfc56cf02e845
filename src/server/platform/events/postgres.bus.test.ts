import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busContract, collecting } from '../../../../tests/support/events/bus-contract';
import { type ScratchDatabase, scratchDatabase } from '../../../../tests/support/scratch-postgres';
import type { BusEvent } from '../../kernel/events';
import { checkBusEvent } from '../../kernel/events';
import { type DatabaseHandle, openDatabase } from '../db/client';
import type { BusLogger } from './event-bus';
import { PostgresEventBus } from './postgres.bus';

// The LISTEN/NOTIFY bus on a real PostgreSQL (always, also in the PGlite run): two instances on one
// database, big batches, and a LISTEN connection killed by the server.

let scratch: ScratchDatabase;
const handles: DatabaseHandle[] = [];
const buses: PostgresEventBus<BusEvent>[] = [];
const quiet: BusLogger = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  scratch = await scratchDatabase('bus');
});

afterAll(async () => {
  for (const bus of buses) await bus.stop();
  for (const handle of handles) await handle.db.destroy();
  await scratch?.drop();
});

/** One instance: its own pool (for publishing) and its own bus. */
async function instance() {
  const handle = openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
  handles.push(handle);
  const bus = new PostgresEventBus({
    check: checkBusEvent,
    connectionString: scratch.url,
    db: handle.db,
    log: quiet,
  });
  buses.push(bus);
  return { ...(await collecting(bus)), bus };
}

describe('PostgresEventBus', () => {
  busContract(instance, 3000);

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
