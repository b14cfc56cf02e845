import type { DB } from '../../platform/db/client';
import { deletedAny } from '../../platform/db/row-facts';

const activePrizesOf = (db: DB, month: string) =>
  db.selectFrom('prizes').selectAll().where('month', '=', month).where('is_active', '=', true);

/** The newest active prize of a month ('YYYY-MM'). */
export function findActivePrizeOfMonth(db: DB, month: string) {
  return activePrizesOf(db, month).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

/** The active prize of a month, locked until the transaction ends (a replace and a delete wait for each other). */
export function lockActivePrizeOfMonth(db: DB, month: string) {
  return activePrizesOf(db, month).forUpdate().executeTakeFirst();
}

export async function deactivatePrize(db: DB, id: number): Promise<void> {
  await db.updateTable('prizes').set({ is_active: false }).where('id', '=', id).execute();
}

export function findPrize(db: DB, id: number) {
  return db.selectFrom('prizes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Every prize, newest month first. */
export function listAllPrizes(db: DB) {
  return db.selectFrom('prizes').selectAll().orderBy('month', 'desc').orderBy('id', 'desc').execute();
}

export function insertPrize(
  db: DB,
  p: { title: string; description: string | null; month: string; year: number; at: Date },
) {
  return db
    .insertInto('prizes')
    .values({ title: p.title, description: p.description, month: p.month, year: p.year, created_at: p.at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deletePrize(db: DB, id: number): Promise<boolean> {
  return deletedAny(db.deleteFrom('prizes').where('id', '=', id));
}
