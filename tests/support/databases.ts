import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const PGLITE_TEMPLATE_FILE = path.resolve('.tmp/pglite-migrated-template.tar');

/** The maintenance connection and names for a PostgreSQL test run of DATABASE_URL. */
export function postgresTarget(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const base = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'pickem_test';
  const urlFor = (name: string) => {
    const u = new URL(databaseUrl);
    u.pathname = `/${encodeURIComponent(name)}`;
    return u.toString();
  };
  return { base, template: `${base}_template`, urlFor, maintenanceUrl: urlFor('postgres') };
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Runs statements on the maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function withMaintenance<T>(
  databaseUrl: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: postgresTarget(databaseUrl).maintenanceUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function ensureTmpDir(): void {
  mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
}
