import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { PGLITE_TEMPLATE_FILE, postgresTarget, quoteIdent, withMaintenance } from './databases';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the database and, on PostgreSQL, drops it. */
  cleanup(): Promise<void>;
}

/** A PostgreSQL database of its own on DATABASE_URL's server, a copy of `template` when given. */
async function postgresDatabase(
  databaseUrl: string,
  kind: string,
  template: string | null,
  poolSize: number,
) {
  const target = postgresTarget(databaseUrl);
  const name = `${target.base}_${kind}${process.pid}_${randomBytes(4).toString('hex')}`;
  const from = template ? ` template ${quoteIdent(template)}` : '';
  await withMaintenance(databaseUrl, (c) => c.query(`create database ${quoteIdent(name)}${from}`));
  const handle = openDatabase({ databaseUrl: target.urlFor(name), poolSize });
  return {
    ...handle,
    async cleanup() {
      await handle.db.destroy();
      await withMaintenance(databaseUrl, (c) =>
        c.query(`drop database if exists ${quoteIdent(name)} with (force)`),
      );
    },
  };
}

/** A migrated database of its own: a copy of the run's template on PGlite or on DATABASE_URL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return postgresDatabase(databaseUrl, '', postgresTarget(databaseUrl).template, 10);
  const template = await readFile(PGLITE_TEMPLATE_FILE);
  const handle = openDatabase({ loadDataDir: new Blob([new Uint8Array(template)]) });
  return { ...handle, cleanup: () => handle.db.destroy() };
}

/** An empty database with no migrations applied, for the migration tests. */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return postgresDatabase(databaseUrl, 'empty_', null, 2);
  const handle = openDatabase({});
  return { ...handle, cleanup: () => handle.db.destroy() };
}
