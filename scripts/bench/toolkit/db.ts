import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, type DB, openDatabase } from '../../../src/server/platform/db/client';
import { migrateToLatest } from '../../../src/server/platform/db/migrate';
import { keepDatabase } from './knobs';

// Every benchmark's database: made afresh and migrated (or one an earlier run kept), closed and dropped at the
// end unless KEEP=1 keeps it.

/** The local server's PostgreSQL, where a benchmark's database goes unless DATABASE_URL names another. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432';

/** DATABASE_URL, else the local server's database `name` (each benchmark has its own default). */
export function benchDatabaseUrl(name: string): string {
  return process.env.DATABASE_URL ?? `${LOCAL_POSTGRES}/${name}`;
}

export interface BenchDatabase extends DatabaseHandle {
  /** What it runs on, for the report: `PostgreSQL 15.4 at 127.0.0.1:5432`, or the embedded PGlite. */
  label: string;
  /** PostgreSQL's address; null for the embedded database. */
  url: string | null;
  /** Closes the pool; then drops a database the run made, unless KEEP=1 (a kept database it was given stays). */
  close(): Promise<void>;
}

export interface FreshDatabaseOptions {
  /** The database's name when DATABASE_URL names none. */
  name: string;
  /** A benchmark that runs on PostgreSQL only says so here (its name), and BENCH_DB=pglite is refused. */
  postgresOnly?: string;
  poolSize?: number;
}

/**
 * A fresh, migrated benchmark database: PostgreSQL at DATABASE_URL (default the local server's `name`; dropped and
 * created again), or the embedded PGlite in memory with BENCH_DB=pglite.
 */
export async function freshBenchDatabase(options: FreshDatabaseOptions): Promise<BenchDatabase> {
  if (process.env.BENCH_DB === 'pglite') {
    if (options.postgresOnly) throw new Error(`${options.postgresOnly} needs PostgreSQL (unset BENCH_DB).`);
    const handle = openDatabase({});
    await migrateToLatest(handle.db);
    return { ...handle, label: 'PGlite (embedded, in memory)', url: null, close: () => handle.db.destroy() };
  }
  const url = benchDatabaseUrl(options.name);
  await recreateDatabase(url);
  const handle = openDatabase({ databaseUrl: url, poolSize: options.poolSize ?? 20 });
  await migrateToLatest(handle.db);
  const { rows } = await handle.pool!.query<{ server_version: string }>('show server_version');
  return {
    ...handle,
    label: `PostgreSQL ${rows[0]?.server_version} at ${new URL(url).host}`,
    url,
    close: async () => {
      await handle.db.destroy();
      if (keepDatabase()) console.log(`KEEP=1: the database ${databaseName(url)} stays`);
      else {
        await dropBenchDatabase(url);
        console.log(`dropped database ${databaseName(url)} (KEEP=1 keeps it)`);
      }
    },
  };
}

/**
 * The database an earlier run kept (KEEP=1) at DATABASE_URL (default the local server's `name`), migrated first
 * (what it applied, and how long that took, is printed). Closing it leaves it in place.
 */
export async function keptBenchDatabase(name: string, poolSize = 20): Promise<BenchDatabase> {
  const url = benchDatabaseUrl(name);
  const handle = openDatabase({ databaseUrl: url, poolSize });
  const t0 = performance.now();
  const applied = await migrateToLatest(handle.db);
  if (applied.length)
    console.log(`migrated ${applied.join(', ')}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return {
    ...handle,
    label: `PostgreSQL at ${new URL(url).host} (kept from an earlier run)`,
    url,
    close: () => handle.db.destroy(),
  };
}

/** REUSE=1: the database an earlier KEEP=1 run left; otherwise a fresh one. */
export function benchDatabase(options: FreshDatabaseOptions): Promise<BenchDatabase> {
  return process.env.REUSE === '1'
    ? keptBenchDatabase(options.name, options.poolSize)
    : freshBenchDatabase(options);
}

const databaseName = (databaseUrl: string) => decodeURIComponent(new URL(databaseUrl).pathname.slice(1));

/** A client of the server's `postgres` database, where databases are made and dropped. */
async function maintenance<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Drops the database `databaseUrl` names if it exists and creates it empty, through the `postgres` database. */
export async function recreateDatabase(databaseUrl: string): Promise<void> {
  const name = quoted(databaseName(databaseUrl));
  await maintenance(databaseUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
}

/** Drops the database `databaseUrl` names, through the server's `postgres` database. */
export async function dropBenchDatabase(databaseUrl: string): Promise<void> {
  const name = quoted(databaseName(databaseUrl));
  await maintenance(databaseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

/**
 * Rows of some tables and the database's size, for the report: `columns` maps each figure's name to its table
 * (`{ users: 'users', archived_periods: 'period_archive' }`), printed in that order, then `size`.
 */
export async function databaseFacts(
  db: DB,
  columns: Record<string, string>,
): Promise<Record<string, number | string>> {
  const counts = Object.entries(columns).map(
    ([figure, table]) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(figure)}`,
  );
  const { rows } = await sql<Record<string, number | string>>`
    select ${sql.join(counts)}, pg_size_pretty(pg_database_size(current_database())) as size`.execute(db);
  return rows[0]!;
}

/** Effects recorded with commits and not yet run (parked ones aside): 0 once a grading's effects are done. */
export async function pendingEffects(db: DB): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from effect_jobs where parked_at is null`.execute(db);
  return Number(rows[0]?.n);
}
