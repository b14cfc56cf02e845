import type { LeaderboardResponse, PeriodBoard } from '../../../shared/schemas/leaderboard';
import { syncServerClock } from '../../lib/server-clock';
import { trpc } from '../../lib/trpc';
import { useRetryOnError } from './use-retry-on-error';

/** The home page's boards ask for this many rows; live messages carry the top 10 in their place. */
export const HOME_BOARD_INPUT = { limit: 100 } as const;

/** Keeps the weekly or monthly board of the home page current. Returns whether it is live. */
export function useLiveBoard(period: PeriodBoard): boolean {
  const utils = trpc.useUtils();
  const sub = trpc.live.leaderboard.useSubscription(
    { period },
    {
      onData: ({ data: message }) => {
        syncServerClock(message.serverTime);
        const viewerId = utils.auth.me.getData()?.id;
        utils.leaderboard[period].setData(HOME_BOARD_INPUT, (old) =>
          withViewer(message.board, old, viewerId),
        );
      },
    },
  );
  useRetryOnError(sub.status, sub.reset);
  return sub.status === 'pending';
}

/**
 * A live board carries the top 10, the same bytes for everyone, without the viewer's own entry: it is kept from
 * the last answer, or taken from the rows when the viewer is among them (the HTTP answer comes again after
 * their own graded pick, use-live-me.ts).
 */
export function withViewer(
  board: LeaderboardResponse,
  old: LeaderboardResponse | undefined,
  viewerId: number | undefined,
): LeaderboardResponse {
  const row = board.players.find((p) => p.id === viewerId);
  if (row) return { ...board, viewer: { ...row, behind: null } };
  return old?.viewer === undefined ? board : { ...board, viewer: old.viewer };
}
