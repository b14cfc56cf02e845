import { trpc } from '../../lib/trpc';

/**
 * Refreshes the admin's game lists when a game changes elsewhere (a score from the feed, a pick, a
 * start): live.games pushes snapshots and changes for today and tomorrow, and a `game` or `removed`
 * message invalidates the admin queries that show games or picks. Cheap: the lists refetch
 * only while their tab is open.
 */
export function useAdminLiveRefresh(): void {
  const utils = trpc.useUtils();
  const onData = ({ data: message }: { data: { type: string } }) => {
    if (message.type !== 'game' && message.type !== 'removed') return;
    void utils.admin.games.invalidate();
    void utils.admin.picks.invalidate();
    void utils.admin.analytics.invalidate();
  };
  trpc.live.games.useSubscription({ day: 'today' }, { onData });
  trpc.live.games.useSubscription({ day: 'tomorrow' }, { onData });
}
