import type { DB } from '../../platform/db/client';
import { deleteExpired } from '../../platform/db/expired';

export async function insertExport(db: DB, userId: number, at: Date, expiresAt: Date): Promise<number> {
  const row = await db
    .insertInto('data_exports')
    .values({ user_id: userId, created_at: at, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function exportsOf(db: DB, userId: number, now: Date) {
  return db
    .selectFrom('data_exports')
    .select(['id', 'ready_at', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .execute();
}

export function exportOf(db: DB, userId: number, id: number, now: Date) {
  return db
    .selectFrom('data_exports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export function exportById(db: DB, id: number) {
  return db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function fillExport(db: DB, id: number, content: string, at: Date): Promise<void> {
  await db.updateTable('data_exports').set({ content, ready_at: at }).where('id', '=', id).execute();
}

export async function deleteUserExports(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('data_exports').where('user_id', '=', userId).execute();
}

export function deleteExpiredExports(db: DB, now: Date, limit: number): Promise<number> {
  return deleteExpired(db, 'data_exports', now, limit);
}
