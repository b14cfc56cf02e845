import type { DB } from '../db/client';

/** The newest active prize of a month ('YYYY-MM'). */
export function findActivePrizeOfMonth(db: DB, month: string) {
  return db
    .selectFrom('prizes')
    .selectAll()
    .where('month', '=', month)
    .where('is_active', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
