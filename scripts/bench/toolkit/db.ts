import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../../src/server/platform/db/client';
import { migrateToLatest } from '../../../src/server/platform/db/migrate';

/**
 * A fresh, migrated benchmark database: PostgreSQL at DATABASE_URL (default pickem_bench_picks on the local
 * server; the database is dropped and created again), or the embedded PGlite in memory with BENCH_DB=pglite.
 */
export async function freshBenchDatabase(): Promise<DatabaseHandle & { label: string }> {
  if (process.env.BENCH_DB === 'pglite') {
    const handle = openDatabase({});
    await migrateToLatest(handle.db);
    return { ...handle, label: 'PGlite (embedded, in memory)' };
  }
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pickem_bench_picks');
  await recreateDatabase(url.toString());
  const handle = openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  await migrateToLatest(handle.db);
  const { rows } = await handle.pool!.query<{ server_version: string }>('show server_version');
  return { ...handle, label: `PostgreSQL ${rows[0]?.server_version} at ${url.host}` };
}

/** Drops the database `databaseUrl` names if it exists and creates it empty, through the `postgres` database. */
export async function recreateDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** Drops the database `databaseUrl` names, through the server's `postgres` database. */
export async function dropBenchDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.end();
}

/** The q-th quantile (0..1) of a list of numbers. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** A whole number of at least `min` (1 unless given) from the environment variable `name` (a benchmark's knob), or `fallback`. */
export function intFromEnv(name: string, fallback: number, min = 1): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}`);
  }
  return value;
}
