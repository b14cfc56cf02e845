import { sql } from 'kysely';
import type { DB } from './client';
import type { Database } from './schema';

/** The tables whose rows lapse: each has an `id` and an indexed `expires_at`. */
type ExpiringTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; expires_at: unknown } ? T : never;
}[keyof Database];

/**
 * Deletes up to `limit` rows of `table` that expired by `now`, the oldest first (by the expiry index), and says how
 * many went. The sweeps call it in batches so that none holds its locks for long; every expiring table is swept
 * this one way.
 */
export async function deleteExpired(db: DB, table: ExpiringTable, now: Date, limit: number): Promise<number> {
  const rows = sql.table(table);
  const result = await sql`
    delete from ${rows}
    where id in (select id from ${rows} where expires_at <= ${now} order by expires_at limit ${limit})`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0);
}
