import type { PeriodBoard } from '../../../shared/schemas/leaderboard';
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
        utils.leaderboard[period].setData(HOME_BOARD_INPUT, message.board);
      },
    },
  );
  useRetryOnError(sub.status, sub.reset);
  return sub.status === 'pending';
}
