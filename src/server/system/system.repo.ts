import { sql } from 'kysely';
import type { DB } from '../db/client';

/** The database's own clock, which decides locking. */
export async function databaseNow(db: DB): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
  return rows[0]!.now;
}
