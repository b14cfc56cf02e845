import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '../../src/server/platform/db/client';
import { postgresTarget, quoteIdent, withMaintenance } from './databases';
import { giveBack, lentEngine, takeEngine } from './pglite-engines';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the database and, on PostgreSQL, drops it. */
  cleanup(): Promise<void>;
}

/**
 * The pool's connections finish closing a moment after `destroy()` resolves; dropping WITH (FORCE) at once
 * would kill them mid-close and surface as an uncaught error. Wait for them, and force only as a last resort.
 */
async function dropWhenClosed(databaseUrl: string, name: string): Promise<void> {
  await withMaintenance(databaseUrl, async (c) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
        name,
      ]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await c.query(`drop database if exists ${quoteIdent(name)} with (force)`);
  });
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
      await dropWhenClosed(databaseUrl, name);
    },
  };
}

/**
 * A migrated database of its own: a copy of the run's template on DATABASE_URL, or on PGlite an engine as the
 * template is (a new one, or one an earlier file of this worker gave back emptied: pglite-engines.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return postgresDatabase(databaseUrl, '', postgresTarget(databaseUrl).template, 10);
  const engine = await takeEngine();
  const handle = openDatabase({ pglite: lentEngine(engine) });
  return {
    ...handle,
    async cleanup() {
      await handle.db.destroy();
      await giveBack(engine);
    },
  };
}

/** An empty database with no migrations applied, for the migration tests. */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return postgresDatabase(databaseUrl, 'empty_', null, 2);
  const handle = openDatabase({});
  return { ...handle, cleanup: () => handle.db.destroy() };
}
