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
      const client = await pool.connect().catch(translate);
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
