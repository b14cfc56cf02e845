import { channel } from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';
import { TRPCError } from '@trpc/server';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isConnectionFault } from './db-faults.rules';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable: the database cannot be reached. Please try again in a moment.';

/** A 503 with plain words for callers; the driver's error stays in `cause` for the log. */
export function databaseUnavailable(cause: unknown): TRPCError {
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE, cause });
}

/**
 * Each connection handed out reports how long its caller waited for it (a free one: microseconds; a full pool:
 * until another is released). AppMetrics listens (pickem_db_pool_wait_seconds); nobody listening costs nothing.
 */
export const poolWaits = channel('pickem:db:pool-wait');

function translate(error: unknown): never {
  throw isConnectionFault(error) ? databaseUnavailable(error) : error;
}

/**
 * The pool as Kysely sees it, with one difference: an unreachable database (down, restarting, a killed
 * backend) surfaces as a 503 TRPCError, which tRPC, the REST adapter and the socket route already turn
 * into `{ message }` with that status. Without this every such request would be a 500. A client that hit
 * such a fault is released as broken, so the pool never hands it out again.
 */
export function reportingUnavailable(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let broken: Error | undefined;
    // The pool listens for errors only while a client is idle; a connection that dies while checked out
    // (a killed backend mid-transaction) would otherwise raise an uncaught 'error' and end the process.
    client.on('error', (error) => {
      broken = error;
    });
    // Only the (text, parameters) form is used: the cursor form serves streaming, which needs a cursor
    // class this dialect is never given.
    const query = (text: string, parameters: ReadonlyArray<unknown>) =>
      client.query(text, [...parameters]).catch((error: Error) => {
        if (isConnectionFault(error)) broken = error;
        return translate(error);
      });
    return {
      query: query as unknown as PostgresPoolClient['query'],
      release: () => {
        const error = broken;
        broken = undefined;
        client.release(error);
      },
    };
  };
  return {
    async connect() {
      const asked = performance.now();
      const client = await pool.connect().catch(translate);
      if (poolWaits.hasSubscribers) poolWaits.publish({ waitedMs: performance.now() - asked });
      let found = wrapped.get(client);
      if (!found) {
        found = wrap(client);
        wrapped.set(client, found);
      }
      return found;
    },
    end: () => pool.end(),
  };
}
