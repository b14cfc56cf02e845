import type { LeaderboardPeriod, LeaderboardResponse } from '../../../shared/schemas/leaderboard';
import type { LeagueBoardResponse, MyLeague } from '../../../shared/schemas/leagues';
import type { AppDeps } from '../../deps';
import { boardLimit } from '../../kernel/board-order.rules';
import { getPlayersBoard, ranksAmongGroups } from '../../modules/leaderboard/leaderboard.service';
import {
  leagueMembersGroup,
  memberGroupOf,
  type Player,
  unrankedMembers,
} from '../../modules/leagues/leagues.service';
import { myLeagueGroups, myLeagueList, rememberRanks } from '../../modules/leagues/my-leagues.service';

// League boards as the api serves them: the leagues module says who is in a league, the leaderboard module ranks
// them (a league's board is the global board's order among its members).

/**
 * Every member on a league's board: the ranked rows (the global board's order among the members), then the members
 * with no graded pick in the period, by name, as far as `limit` leaves room; `totalPlayers` counts the members.
 */
async function withEveryMember(
  deps: AppDeps,
  leagueId: number,
  board: LeaderboardResponse,
  limit?: number,
): Promise<LeagueBoardResponse> {
  // Unranked members are listed only once every ranked row is: then the rows name every ranked member.
  const room = board.players.length < board.totalPlayers ? 0 : boardLimit(limit) - board.players.length;
  const ranked = board.players.map((p) => p.id);
  const { memberCount, members } = await unrankedMembers(deps, leagueId, ranked, room);
  return { ...board, totalPlayers: Math.max(memberCount, board.totalPlayers), unranked: members };
}

/** A league's board of `period`, to its members only. */
export async function leagueBoard(
  deps: AppDeps,
  user: Player,
  leagueId: number,
  period: LeaderboardPeriod,
  limit?: number,
): Promise<LeagueBoardResponse> {
  const board = await getPlayersBoard(deps, period, await memberGroupOf(deps, user, leagueId), limit);
  return withEveryMember(deps, leagueId, board, limit);
}

/** A league's board for its live subscribers, and who its members are (a removed member's updates stop). */
export async function leagueBoardForMembers(
  deps: AppDeps,
  leagueId: number,
  period: LeaderboardPeriod,
  limit: number,
): Promise<{ board: LeagueBoardResponse; members: ReadonlySet<number> }> {
  const { group, members } = await leagueMembersGroup(deps, leagueId);
  const board = await getPlayersBoard(deps, period, group, limit);
  return { board: await withEveryMember(deps, leagueId, board, limit), members };
}

/** My weekly rank on each of my leagues' boards, in the order of myLeagueGroups. */
async function myRanks(deps: AppDeps, user: Player) {
  const groups = await myLeagueGroups(deps, user);
  const ranks = await ranksAmongGroups(
    deps,
    'weekly',
    user.id,
    groups.map((g) => g.group),
  );
  return { leagues: groups.map((g) => g.league), ranks };
}

/** My Leagues: each league with my rank and its change since an earlier day. */
export async function myLeagues(deps: AppDeps, user: Player): Promise<MyLeague[]> {
  const { leagues, ranks } = await myRanks(deps, user);
  return myLeagueList(deps, user, leagues, ranks);
}

/** The page showed My Leagues: the ranks it showed are remembered (a write of its own; the GET writes nothing). */
export async function rememberShownRanks(deps: AppDeps, user: Player): Promise<{ success: true }> {
  const { leagues, ranks } = await myRanks(deps, user);
  return rememberRanks(deps, user, leagues, ranks);
}
