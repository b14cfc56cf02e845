import { sql } from 'kysely';
import pg from 'pg';
import { expect } from 'vitest';
import type { DB } from '../../src/server/platform/db/client';
import { postgresTarget } from '../support/databases';
import { POSTGRES_URL } from '../support/scratch-postgres';

// Watching and killing server processes of a test's database from a connection of its own.

export interface Backend {
  pid: number;
  query: string;
}

/** A plain connection to `url`, closed by the caller. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'pickem-faults' });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/**
 * Polls pg_stat_activity of the client's database until one other backend matches `where` (SQL over
 * pg_stat_activity's columns), and returns it. Fails the test when none shows up in time.
 */
export async function waitForBackend(client: pg.Client, where: string, timeoutMs = 30_000): Promise<Backend> {
  let found: Backend | undefined;
  await expect
    .poll(
      async () => {
        const { rows } = await client.query<Backend>(
          `select pid, query from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()
             and application_name <> 'pickem-faults' and (${where})
           order by backend_start limit 1`,
        );
        found = rows[0];
        return found !== undefined;
      },
      { timeout: timeoutMs, interval: 5 },
    )
    .toBe(true);
  return found!;
}

/** pg_terminate_backend: the server ends that process and its connection, rolling back its transaction. */
export async function terminate(client: pg.Client, pid: number): Promise<void> {
  const { rows } = await client.query<{ done: boolean }>('select pg_terminate_backend($1) as done', [pid]);
  expect(rows[0]?.done).toBe(true);
}

/** The URL of the database `db` is connected to, on the run's server. */
export async function urlOf(db: DB): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  return postgresTarget(POSTGRES_URL).urlFor(rows[0]!.name);
}
