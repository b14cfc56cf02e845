import type { AdminLeague } from '../../../shared/schemas/leagues';
import { LEAGUE_MESSAGES } from '../../../shared/schemas/leagues';
import type { AppDeps } from '../../deps';
import { recordAdminAction } from '../../platform/audit/audit.service';
import { notFound } from '../../platform/errors';
import { deleteLeague, listAllLeagues, lockLeague } from './leagues.repo';

/** Every league for the admin's Users tab, newest first. */
export async function listLeaguesForAdmin(deps: AppDeps): Promise<AdminLeague[]> {
  return (await listAllLeagues(deps.db)).map((l) => ({
    id: l.id,
    name: l.name,
    ownerId: l.owner_id,
    ownerUsername: l.owner_username,
    memberCount: l.member_count,
    createdAt: l.created_at.toISOString(),
  }));
}

/**
 * An admin deletes a league that abuses the product. The one place this happens, so the record of admin actions
 * is written here, beside the deletion.
 */
export async function deleteLeagueAsAdmin(
  deps: AppDeps,
  adminId: number,
  leagueId: number,
): Promise<{ success: true }> {
  const done = await deps.db.transaction().execute(async (trx) => {
    const league = await lockLeague(trx, leagueId);
    if (!league) throw notFound(LEAGUE_MESSAGES.notFound);
    await deleteLeague(trx, leagueId);
    await recordAdminAction(trx, {
      adminId,
      action: 'league.delete',
      target: { kind: 'league', id: leagueId },
      before: {
        name: league.name,
        ownerId: league.owner_id,
        members: league.member_count,
        createdAt: league.created_at,
      },
      after: null,
    });
    return { success: true as const };
  });
  // Its members' pages learn at once: their boards and chat end.
  await deps.events.publish([{ type: 'league.changed', leagueId }]);
  return done;
}
