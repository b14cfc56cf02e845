import { trpc } from '../../lib/trpc';

/**
 * A league's weekly head-to-head, kept current over the WebSocket: each live message replaces this week's matchups
 * the query holds; a message of a new week reads the whole again (last week joins the season's table).
 */
export function useLeagueMatchups(leagueId: number) {
  const utils = trpc.useUtils();
  const query = trpc.leagues.matchups.useQuery({ leagueId });
  trpc.live.leagueMatchups.useSubscription(
    { leagueId },
    {
      onData: ({ data: message }) => {
        const held = utils.leagues.matchups.getData({ leagueId });
        if (held && held.thisWeek.week !== message.thisWeek.week) {
          void utils.leagues.matchups.invalidate({ leagueId });
          return;
        }
        if (held) utils.leagues.matchups.setData({ leagueId }, { ...held, thisWeek: message.thisWeek });
      },
    },
  );
  return query;
}
