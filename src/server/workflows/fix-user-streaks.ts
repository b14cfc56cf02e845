import type { AppDeps } from '../deps';
import { recomputeAllUsers } from '../modules/grading/recompute.service';
import { monthsWithWinner } from '../modules/prizes/prize-winners.service';
import { recordAdminAction } from '../platform/audit/audit.service';
import { effectsCommitted } from '../platform/effects/effects.service';
import { decideMonth } from './month-winner';

/**
 * The admin's "Fix User Streaks": the full recompute of every user, then every live board is re-read. A recompute
 * can change any month's figures (a stored record that had drifted from the picks), so every month with a named
 * winner is decided again in the recompute's last transaction, and a change of winner is recorded with the reason
 * "Fix User Streaks" (never silently). With an admin id (every admin call) the recompute is on the audit log too.
 */
export async function fixUserStreaks(
  deps: Pick<AppDeps, 'db' | 'events' | 'clock' | 'effects'>,
  adminId?: number,
): Promise<{ processedUsers: number }> {
  const result = await recomputeAllUsers(deps.db, async (trx, processedUsers) => {
    if (adminId !== undefined)
      await recordAdminAction(trx, {
        adminId,
        action: 'users.fixStreaks',
        target: { kind: 'users' },
        after: { processedUsers },
      });
    const at = deps.clock();
    for (const month of await monthsWithWinner(trx)) await decideMonth(trx, month, at, { kind: 'recompute' });
  });
  await effectsCommitted(deps);
  await deps.events.publish([{ type: 'standings.changed' }]);
  return result;
}
