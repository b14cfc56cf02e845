import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type Dialect, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';
import { reportingUnavailable } from './unavailable';

export type DB = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; absent means in memory. */
  dataDir?: string | undefined;
  /** A dumped PGlite data folder to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | undefined;
  /** An embedded engine already open (made by `openPglite`): the tests reuse one between their files. */
  pglite?: PGlite | undefined;
  poolSize?: number;
}

export interface DatabaseHandle {
  db: DB;
  kind: 'pg' | 'pglite';
  /** The embedded engine, when kind is 'pglite'. */
  pglite?: PGlite;
  pool?: pg.Pool;
}

/** How long a request waits for a new PostgreSQL connection before it is refused with a 503. */
export const CONNECT_TIMEOUT_MS = 5_000;

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

// The one place where wire types become JS types: counts and sums are numbers, dates stay 'YYYY-MM-DD'.
const parseNumber = (value: string) => Number(value);
const keepString = (value: string) => value;

function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8 || oid === NUMERIC) return parseNumber;
      if (oid === DATE) return keepString;
      return pg.types.getTypeParser(oid, format as 'text');
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

/** The embedded engine, with the app's wire types, in `dataDir` (or in memory), from `loadDataDir` when given. */
export function openPglite(options: Pick<DatabaseOptions, 'dataDir' | 'loadDataDir'>): PGlite {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    parsers: { [INT8]: parseNumber, [NUMERIC]: parseNumber, [DATE]: keepString },
  });
}

/** Builds the Kysely dialect from options: pg Pool for a URL, PGlite otherwise. */
export function createDialect(options: DatabaseOptions): {
  dialect: Dialect;
  handle: Omit<DatabaseHandle, 'db'>;
} {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: pgTypes(),
      // A server that does not answer (a network gone quiet) must not hold requests forever: they wait
      // this long for a connection, then get a 503.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // A connection that dies while idle (a server restart, say) is reported here; without a listener pg
    // would crash the process. The pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    return {
      dialect: new PostgresDialect({ pool: reportingUnavailable(pool) }),
      handle: { kind: 'pg', pool },
    };
  }
  const pglite = options.pglite ?? openPglite(options);
  return { dialect: new PGliteDialect(pglite), handle: { kind: 'pglite', pglite } };
}

/** Opens the database described by options. Close it with `db.destroy()`. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const { dialect, handle } = createDialect(options);
  return { ...handle, db: new Kysely<Database>({ dialect }) };
}

/** Postgres' unique_violation, with the constraint that refused the row. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' ? (e.constraint ?? '') : null;
}
