import type { LeaderboardPeriod } from '../../../shared/schemas/leaderboard';
import type { LiveLeaderboardMessage } from '../../../shared/schemas/live';
import type { AppDeps } from '../../deps';
import { getLeaderboard } from '../../modules/leaderboard/leaderboard.service';
import type { BoardFeed, BoardSource } from './board-feed';

/** Rows a live board carries: the top 10 the home page and the board screens show first. */
export const LIVE_BOARD_ROWS = 10;

export type LeaderboardFeed = BoardFeed<LeaderboardPeriod, LiveLeaderboardMessage>;

/** live.leaderboard: a global board of one period, the same for every player. */
export function leaderboardSource(deps: AppDeps): BoardSource<LeaderboardPeriod> {
  return {
    key: (period) => period,
    read: async (period) => ({ rows: await getLeaderboard(deps, period, LIVE_BOARD_ROWS) }),
    message: (_period, serverTime, rows) => `{"type":"board","serverTime":${serverTime},"board":${rows}}`,
    logFields: (period) => ({ period }),
    failure: 'live leaderboard read failed',
  };
}
