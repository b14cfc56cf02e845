import { randomBytes } from 'node:crypto';
import { postgresTarget, quoteIdent, withMaintenance } from './databases';

/**
 * The PostgreSQL server of tests that need one whatever the run (the NOTIFY bus, several instances):
 * DATABASE_URL's under `npm run test:pg`, else the local server every machine of this project has.
 */
export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pickem_test';

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops it, ending whatever connections are left. */
  drop(): Promise<void>;
}

/** An empty database of its own on that server, with a unique name. */
export async function scratchDatabase(kind: string): Promise<ScratchDatabase> {
  const target = postgresTarget(POSTGRES_URL);
  const name = `pickem_${kind}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withMaintenance(POSTGRES_URL, (c) => c.query(`create database ${quoteIdent(name)}`));
  return {
    name,
    url: target.urlFor(name),
    drop: () =>
      withMaintenance(POSTGRES_URL, async (c) => {
        await c.query(`drop database if exists ${quoteIdent(name)} with (force)`);
      }),
  };
}
