import { sql } from 'kysely';
import type { DB } from '../../platform/db/client';

/** The leagues a player owns, each with its longest-standing other member (null: the owner is alone). */
export async function ownedLeaguesWithHeirs(db: DB, userId: number) {
  const { rows } = await sql<{ id: number; heir: number | null }>`
    select l.id, (
      select m.user_id from league_members m
      where m.league_id = l.id and m.user_id <> l.owner_id
      order by m.joined_at, m.user_id limit 1
    ) as heir
    from leagues l where l.owner_id = ${userId}
    order by l.id
    for update of l`.execute(db);
  return rows;
}

export async function setLeagueOwner(db: DB, leagueId: number, ownerId: number): Promise<void> {
  await db.updateTable('leagues').set({ owner_id: ownerId }).where('id', '=', leagueId).execute();
}

export async function deleteLeagues(db: DB, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('leagues').where('id', 'in', ids).execute();
}

export async function deleteMemberships(db: DB, userId: number): Promise<number[]> {
  const rows = await db
    .deleteFrom('league_members')
    .where('user_id', '=', userId)
    .returning('league_id')
    .execute();
  return rows.map((r) => r.league_id);
}

/** The player's leagues as the export tells them: name, whether they owned it, when they joined. */
export function membershipsOf(db: DB, userId: number) {
  return db
    .selectFrom('league_members as m')
    .innerJoin('leagues as l', 'l.id', 'm.league_id')
    .select(['l.id', 'l.name', 'l.owner_id', 'm.joined_at'])
    .where('m.user_id', '=', userId)
    .orderBy('m.joined_at')
    .execute();
}
