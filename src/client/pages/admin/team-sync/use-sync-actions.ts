import type { SportSync, TeamSyncSummary } from '../../../../shared/schemas/sports-feed';
import { reportServer } from '../../../features/admin/admin-errors';
import { i18n } from '../../../i18n/i18n';
import { translateMessage } from '../../../i18n/messages';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

const counts = (s: Pick<SportSync, 'created' | 'updated' | 'unchanged'>) =>
  i18n.t('admin:sync.counts', { created: s.created, updated: s.updated, unchanged: s.unchanged });

function syncAllText(s: TeamSyncSummary): string {
  return s.failed > 0
    ? i18n.t('admin:sync.allBodyFailures', { counts: counts(s), failed: s.failed })
    : i18n.t('admin:sync.allBody', { counts: counts(s) });
}

/** The team-sync buttons' mutations, each with its toast and the team lists refreshed. */
export function useSyncActions() {
  const utils = trpc.useUtils();
  const refresh = () => void utils.admin.teams.invalidate();
  const syncAll = trpc.admin.teams.syncAll.useMutation({
    onSuccess: (s) => {
      toast.success(syncAllText(s), i18n.t('admin:sync.synced'));
      refresh();
    },
    onError: reportServer(i18n.t('admin:sync.syncFailed')),
  });
  const records = trpc.admin.teams.updateRecords.useMutation({
    onSuccess: (r) => {
      toast.success(
        i18n.t('admin:feed.recordsBody', { count: r.updatedCount }),
        i18n.t('admin:feed.recordsUpdated'),
      );
      refresh();
    },
    onError: reportServer(i18n.t('admin:feed.recordsFailed')),
  });
  const colors = trpc.admin.teams.syncColors.useMutation({
    onSuccess: (r) => {
      toast.success(i18n.t('admin:sync.colorsBody', { count: r.updated }), i18n.t('admin:sync.colorsDone'));
      refresh();
    },
    onError: reportServer(i18n.t('admin:sync.colorsFailed')),
  });
  const streaks = trpc.admin.fixStreaks.useMutation({
    onSuccess: (r) => {
      toast.success(
        i18n.t('admin:sync.streaksBody', { count: r.processedUsers }),
        i18n.t('admin:sync.streaksDone'),
      );
      void utils.admin.users.invalidate();
      void utils.admin.analytics.invalidate();
    },
    onError: reportServer(i18n.t('admin:sync.streaksFailed')),
  });
  const sport = trpc.admin.teams.syncSport.useMutation({
    onSuccess: (s) => {
      // The server's own words (a sport with no team feed) are its catalogue's, like its refusals.
      const said = s.message ?? s.error;
      toast.success(
        said ? translateMessage(said) : i18n.t('admin:sync.sportBody', { sport: s.sport, counts: counts(s) }),
        i18n.t('admin:sync.sportDone'),
      );
      refresh();
    },
    onError: reportServer(i18n.t('admin:sync.sportFailed')),
  });
  return { syncAll, records, colors, streaks, sport };
}
