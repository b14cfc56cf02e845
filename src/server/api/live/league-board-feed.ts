import { LEADERBOARD_LIMIT, type LeaderboardPeriod } from '../../../shared/schemas/leaderboard';
import type { LiveLeagueBoardMessage } from '../../../shared/schemas/live';
import type { AppDeps } from '../../deps';
import { assertMember } from '../../modules/leagues/leagues.service';
import { leagueBoardForMembers } from '../views/league-boards';
import type { BoardFeed, BoardSource } from './board-feed';

export interface LeagueBoard {
  leagueId: number;
  period: LeaderboardPeriod;
}

export type LeagueBoardFeed = BoardFeed<LeagueBoard, LiveLeagueBoardMessage>;

/**
 * live.leagueBoard: a league's board of one period, for its members only. Anyone else gets the 404 of a league
 * that does not exist, and a member removed from the league gets no more of it.
 */
export function leagueBoardSource(deps: AppDeps): BoardSource<LeagueBoard> {
  return {
    key: ({ leagueId, period }) => `${leagueId}:${period}`,
    admit: (board, userId) => assertMember(deps, userId, board.leagueId),
    read: async ({ leagueId, period }) => {
      const { board, members } = await leagueBoardForMembers(deps, leagueId, period, LEADERBOARD_LIMIT);
      return { rows: board, members };
    },
    message: ({ leagueId }, serverTime, rows) =>
      `{"type":"leagueBoard","serverTime":${serverTime},"leagueId":${leagueId},"board":${rows}}`,
    logFields: ({ leagueId }) => ({ leagueId }),
    failure: 'live league board read failed',
  };
}
