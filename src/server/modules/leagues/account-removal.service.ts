import type { DB } from '../../platform/db/client';
import {
  deleteLeagues,
  deleteMemberships,
  membershipsOf,
  ownedLeaguesWithHeirs,
  setLeagueOwner,
} from './account-removal.repo';

/**
 * A deleted account leaves its leagues (issue 43): each league it owns passes to its longest-standing other
 * member, or is deleted when the owner was alone; then every membership ends. In the caller's transaction.
 */
export async function leaveAllLeagues(
  trx: DB,
  userId: number,
): Promise<{ transferred: number[]; deleted: number[]; left: number[] }> {
  const owned = await ownedLeaguesWithHeirs(trx, userId);
  const transferred: number[] = [];
  const deleted: number[] = [];
  for (const league of owned) {
    if (league.heir === null) deleted.push(league.id);
    else {
      await setLeagueOwner(trx, league.id, league.heir);
      transferred.push(league.id);
    }
  }
  await deleteLeagues(trx, deleted);
  const left = await deleteMemberships(trx, userId);
  return { transferred, deleted, left };
}

/** The player's leagues for "Download my data". */
export async function leaguesOfPlayer(db: DB, userId: number) {
  const rows = await membershipsOf(db, userId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    owner: r.owner_id === userId,
    joinedAt: r.joined_at.toISOString(),
  }));
}
