import { pickResultSql } from '../../kernel/pick-result.sql';
import type { DB } from '../../platform/db/client';

/** A pick with its game's lock facts, the pick's row locked (arming and disarming queue on it). */
export function findPickToArm(trx: DB, pickId: number) {
  return trx
    .selectFrom('picks as p')
    .innerJoin('games as g', 'g.id', 'p.game_id')
    .select(['p.id', 'p.user_id', 'p.game_id', 'p.shield_armed', 'g.status', 'g.scheduled_time'])
    .where('p.id', '=', pickId)
    .forUpdate('p')
    .executeTakeFirst();
}

/** The player's pick that carries the shield and has no result yet, if any (`except`: leave this one out). */
export async function armedPendingPick(db: DB, userId: number, except?: number): Promise<number | null> {
  let query = db
    .selectFrom('picks as p')
    .innerJoin('games as g', 'g.id', 'p.game_id')
    .select('p.id')
    .where('p.user_id', '=', userId)
    .where('p.shield_armed', '=', true)
    .where(pickResultSql(), 'is', null);
  if (except !== undefined) query = query.where('p.id', '<>', except);
  const row = await query.orderBy('p.id').executeTakeFirst();
  return row?.id ?? null;
}

export async function setShieldArmed(trx: DB, pickId: number, armed: boolean): Promise<void> {
  await trx.updateTable('picks').set({ shield_armed: armed }).where('id', '=', pickId).execute();
}
