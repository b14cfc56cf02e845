import type { LiveLeagueMatchupsMessage } from '../../../shared/schemas/league-matchups';
import type { AppDeps } from '../../deps';
import { assertMember, memberIdsNow } from '../../modules/leagues/leagues.service';
import { thisWeekOf } from '../../workflows/league-matchups';
import type { BoardFeed, BoardSource } from './board-feed';

export interface LeagueMatchupsBoard {
  leagueId: number;
}

export type LeagueMatchupsFeed = BoardFeed<LeagueMatchupsBoard, LiveLeagueMatchupsMessage>;

/**
 * live.leagueMatchups: a league's matchups of this week, read again as games grade (standings change), members come
 * and go, and each minute (a new week's pairings); for its members only, and a removed member gets no more of it.
 */
export function leagueMatchupsSource(deps: AppDeps): BoardSource<LeagueMatchupsBoard> {
  return {
    key: ({ leagueId }) => String(leagueId),
    admit: (board, userId) => assertMember(deps, userId, board.leagueId),
    read: async ({ leagueId }) => {
      const [rows, ids] = await Promise.all([thisWeekOf(deps, leagueId), memberIdsNow(deps, leagueId)]);
      return { rows, members: new Set(ids) };
    },
    message: ({ leagueId }, serverTime, rows) =>
      `{"type":"leagueMatchups","serverTime":${serverTime},"leagueId":${leagueId},"thisWeek":${rows}}`,
    logFields: ({ leagueId }) => ({ leagueId }),
    failure: 'live league matchups read failed',
  };
}
