import { trpc } from '../../../lib/trpc';

/** Refreshes every admin list a game change shows up in (and the players' own day lists). */
export function useInvalidateGames(): () => void {
  const utils = trpc.useUtils();
  return () => {
    void utils.admin.games.invalidate();
    void utils.admin.picks.invalidate();
    void utils.admin.analytics.invalidate();
    void utils.games.invalidate();
  };
}
