import type { SportSync, TeamSyncSummary } from '../../../../shared/schemas/sports-feed';
import { reportServer } from '../../../features/admin/admin-errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

const counts = (s: Pick<SportSync, 'created' | 'updated' | 'unchanged'>) =>
  `${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged`;

function syncAllText(s: TeamSyncSummary): string {
  return `${counts(s)}${s.failed > 0 ? `, ${s.failed} sports could not be read` : ''}.`;
}

/** The team-sync buttons' mutations, each with its toast and the team lists refreshed. */
export function useSyncActions() {
  const utils = trpc.useUtils();
  const refresh = () => void utils.admin.teams.invalidate();
  const syncAll = trpc.admin.teams.syncAll.useMutation({
    onSuccess: (s) => {
      toast.success(syncAllText(s), 'Teams Synchronized');
      refresh();
    },
    onError: reportServer('Failed to sync teams'),
  });
  const records = trpc.admin.teams.updateRecords.useMutation({
    onSuccess: (r) => {
      toast.success(`${r.updatedCount} teams have fresh records.`, 'Records Updated');
      refresh();
    },
    onError: reportServer('Failed to update team records'),
  });
  const colors = trpc.admin.teams.syncColors.useMutation({
    onSuccess: (r) => {
      toast.success(`${r.updated} teams got their colours.`, 'Team Colors Updated');
      refresh();
    },
    onError: reportServer('Failed to sync team colors'),
  });
  const streaks = trpc.admin.fixStreaks.useMutation({
    onSuccess: (r) => {
      toast.success(`Recomputed the streaks of ${r.processedUsers} users.`, 'Streaks Fixed');
      void utils.admin.users.invalidate();
      void utils.admin.analytics.invalidate();
    },
    onError: reportServer('Failed to fix streaks'),
  });
  const sport = trpc.admin.teams.syncSport.useMutation({
    onSuccess: (s) => {
      toast.success(s.message ?? s.error ?? `${s.sport}: ${counts(s)}.`, 'Sport Teams Synced');
      refresh();
    },
    onError: reportServer('Failed to sync sport teams'),
  });
  return { syncAll, records, colors, streaks, sport };
}
