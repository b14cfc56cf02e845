import { LEADERBOARD_LIMIT, type LeaderboardPeriod } from '../../../shared/schemas/leaderboard';
import { trpc } from '../../lib/trpc';

/**
 * One board of a league, as the leaderboard page reads the global ones, kept current over the WebSocket: each
 * live message replaces the board the query holds.
 */
export function useLeagueBoard(leagueId: number, tab: LeaderboardPeriod) {
  const input = { leagueId, limit: LEADERBOARD_LIMIT };
  const utils = trpc.useUtils();
  trpc.live.leagueBoard.useSubscription(
    { leagueId, period: tab },
    {
      onData: ({ data: message }) => {
        utils.leagues[tab].setData(input, message.board);
        // A changed board may have new members: the member list is read again too.
        void utils.leagues.get.invalidate({ leagueId });
      },
      // The server ends it when the viewer is no longer a member (removed, or the league deleted): asking for the
      // league again shows the page's "League not found".
      onComplete: () => void utils.leagues.get.invalidate({ leagueId }),
      onError: () => void utils.leagues.get.invalidate({ leagueId }),
    },
  );
  const weekly = trpc.leagues.weekly.useQuery(input, { enabled: tab === 'weekly' });
  const monthly = trpc.leagues.monthly.useQuery(input, { enabled: tab === 'monthly' });
  const alltime = trpc.leagues.alltime.useQuery(input, { enabled: tab === 'alltime' });
  return { weekly, monthly, alltime }[tab];
}
