import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import type { DB } from './client';
import { MAX_TRANSACTION_ATTEMPTS } from './db-faults.rules';
import { inTransaction } from './transaction';

// The retry loop on the engine of the run. The server itself raises the failures (RAISE ... USING
// ERRCODE), so they arrive exactly as a real serialization failure or deadlock does; the faults suite
// (tests/faults) provokes real ones between concurrent transactions on PostgreSQL.

let database: TestDatabase;
let db: DB;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database?.cleanup());
beforeEach(() => db.deleteFrom('sports').execute());

const raise = (trx: DB, state: string) =>
  sql`do $$ begin raise exception 'provoked' using errcode = ${sql.lit(state)}; end $$`.execute(trx);

/** One row per attempt, then the failure the attempt should meet (or none). */
function attempts(failures: (string | null)[]) {
  let attempt = 0;
  const fn = async (trx: DB) => {
    attempt += 1;
    await trx
      .insertInto('sports')
      .values({ name: `attempt ${attempt}`, display_name: 'x' })
      .execute();
    const failure = failures[attempt - 1] ?? null;
    if (failure) await raise(trx, failure);
    return attempt;
  };
  return { fn, count: () => attempt };
}

const sportNames = async () =>
  (await db.selectFrom('sports').select('name').orderBy('name').execute()).map((r) => r.name);

describe('inTransaction', () => {
  it.each([
    ['a serialization failure', 'serialization_failure'],
    ['a deadlock', 'deadlock_detected'],
  ])('re-runs the whole transaction after %s, keeping only the attempt that committed', async (_n, state) => {
    const run = attempts([state, state]);
    expect(await inTransaction(db, run.fn)).toBe(3);
    expect(await sportNames()).toEqual(['attempt 3']);
  });

  it(`gives up after ${MAX_TRANSACTION_ATTEMPTS} attempts with the server's error`, async () => {
    const run = attempts(Array(10).fill('serialization_failure'));
    await expect(inTransaction(db, run.fn)).rejects.toMatchObject({ code: '40001' });
    expect(run.count()).toBe(MAX_TRANSACTION_ATTEMPTS);
    expect(await sportNames()).toEqual([]);
  });

  it('passes any other failure through at once', async () => {
    const run = attempts(['unique_violation']);
    await expect(inTransaction(db, run.fn)).rejects.toMatchObject({ code: '23505' });
    expect(run.count()).toBe(1);
    expect(await sportNames()).toEqual([]);
  });

  it('inside a transaction it leaves the retry to whoever opened it', async () => {
    const inner = attempts(['serialization_failure']);
    let outer = 0;
    const result = await inTransaction(db, async (trx) => {
      outer += 1;
      return inTransaction(trx, inner.fn);
    });
    expect(result).toBe(2);
    expect(outer).toBe(2);
    expect(await sportNames()).toEqual(['attempt 2']);
  });

  it('runs at the isolation level asked for', async () => {
    const level = await inTransaction(
      db,
      async (trx) =>
        (await sql<{ l: string }>`select current_setting('transaction_isolation') as l`.execute(trx)).rows[0]!
          .l,
      { isolation: 'repeatable read' },
    );
    expect(level).toBe('repeatable read');
  });
});
