import { writeFile } from 'node:fs/promises';
import { openDatabase } from '../../src/server/platform/db/client';
import { migrateToLatest } from '../../src/server/platform/db/migrate';
import { ensureTmpDir, PGLITE_TEMPLATE_FILE, postgresTarget, quoteIdent, withMaintenance } from './databases';

/**
 * Migrates one template database per run; every test file then starts from a copy of it (PGlite: a
 * dumped data folder; PostgreSQL: CREATE DATABASE ... TEMPLATE), which takes well under a second.
 */
export default async function setup(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const { template } = postgresTarget(databaseUrl);
    await withMaintenance(databaseUrl, async (client) => {
      await client.query(`drop database if exists ${quoteIdent(template)} with (force)`);
      await client.query(`create database ${quoteIdent(template)}`);
    });
    const handle = openDatabase({ databaseUrl: postgresTarget(databaseUrl).urlFor(template), poolSize: 1 });
    await migrateToLatest(handle.db);
    await handle.db.destroy();
    return;
  }
  ensureTmpDir();
  const handle = openDatabase({});
  await migrateToLatest(handle.db);
  const dump = await handle.pglite!.dumpDataDir('none');
  await writeFile(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await handle.db.destroy();
}
