import { sql } from 'kysely';
import type { DB } from './client';

/** The database's own clock, which decides locking and when games start (every module reads it here). */
export async function databaseNow(db: DB): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
  return rows[0]!.now;
}
