import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { PGLITE_TEMPLATE_FILE, postgresTarget, quoteIdent, withMaintenance } from './databases';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the database and, on PostgreSQL, drops it. */
  cleanup(): Promise<void>;
}

/** A migrated database of its own: a copy of the run's template on PGlite or on DATABASE_URL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const target = postgresTarget(databaseUrl);
    const name = `${target.base}_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withMaintenance(databaseUrl, (c) =>
      c.query(`create database ${quoteIdent(name)} template ${quoteIdent(target.template)}`),
    );
    const handle = openDatabase({ databaseUrl: target.urlFor(name), poolSize: 10 });
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
  const template = await readFile(PGLITE_TEMPLATE_FILE);
  const handle = openDatabase({ loadDataDir: new Blob([new Uint8Array(template)]) });
  return { ...handle, cleanup: () => handle.db.destroy() };
}

/** An empty database with no migrations applied, for the migration tests. */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const target = postgresTarget(databaseUrl);
    const name = `${target.base}_empty_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withMaintenance(databaseUrl, (c) => c.query(`create database ${quoteIdent(name)}`));
    const handle = openDatabase({ databaseUrl: target.urlFor(name), poolSize: 2 });
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
  const handle = openDatabase({});
  return { ...handle, cleanup: () => handle.db.destroy() };
}
