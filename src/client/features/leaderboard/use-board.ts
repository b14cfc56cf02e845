import { LEADERBOARD_LIMIT } from '../../../shared/schemas/leaderboard';
import { trpc } from '../../lib/trpc';
import type { BoardTab } from './board-order';

const INPUT = { limit: LEADERBOARD_LIMIT };

/** One board of the leaderboard page. */
export function useBoard(tab: BoardTab) {
  const weekly = trpc.leaderboard.weekly.useQuery(INPUT, { enabled: tab === 'weekly' });
  const monthly = trpc.leaderboard.monthly.useQuery(INPUT, { enabled: tab === 'monthly' });
  const alltime = trpc.leaderboard.alltime.useQuery(INPUT, { enabled: tab === 'alltime' });
  return { weekly, monthly, alltime }[tab];
}
