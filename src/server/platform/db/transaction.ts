import type { IsolationLevel } from 'kysely';
import type { DB } from './client';
import { retryDelayMs } from './db-faults.rules';

export interface TransactionOptions {
  /** Stricter than the default read committed; such transactions meet serialization failures more often. */
  isolation?: IsolationLevel;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn` in a transaction and runs the whole of it again (up to 5 attempts, short jittered backoff)
 * when the server rolled it back for a serialization failure or a deadlock. `fn` must only touch the
 * database: services publish events after this returns, so a retried attempt never publishes twice.
 * Given a transaction already, it runs `fn` in it and leaves retrying to whoever opened it: a failed
 * statement aborts the whole outer transaction, so only re-running all of it can help.
 */
export async function inTransaction<T>(
  db: DB,
  fn: (trx: DB) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (db.isTransaction) return fn(db);
  for (let attempt = 1; ; attempt++) {
    try {
      const builder = db.transaction();
      return await (options.isolation ? builder.setIsolationLevel(options.isolation) : builder).execute(fn);
    } catch (error) {
      const delay = retryDelayMs(error, attempt, Math.random());
      if (delay === null) throw error;
      await sleep(delay);
    }
  }
}
