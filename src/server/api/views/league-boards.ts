import type { LeaderboardPeriod, LeaderboardResponse } from '../../../shared/schemas/leaderboard';
import type { MyLeague } from '../../../shared/schemas/leagues';
import type { AppDeps } from '../../deps';
import { getPlayersBoard, ranksAmongGroups } from '../../modules/leaderboard/leaderboard.service';
import { leagueMembersGroup, memberGroupOf, type Player } from '../../modules/leagues/leagues.service';
import { myLeagueGroups, myLeagueList, rememberRanks } from '../../modules/leagues/my-leagues.service';

// League boards as the api serves them: the leagues module says who is in a league, the leaderboard module ranks
// them (a league's board is the global board's order among its members).

/** A league's board of `period`, to its members only. */
export async function leagueBoard(
  deps: AppDeps,
  user: Player,
  leagueId: number,
  period: LeaderboardPeriod,
  limit?: number,
): Promise<LeaderboardResponse> {
  return getPlayersBoard(deps, period, await memberGroupOf(deps, user, leagueId), limit);
}

/** A league's board for its live subscribers, and who its members are (a removed member's updates stop). */
export async function leagueBoardForMembers(
  deps: AppDeps,
  leagueId: number,
  period: LeaderboardPeriod,
  limit: number,
): Promise<{ board: LeaderboardResponse; members: ReadonlySet<number> }> {
  const { group, members } = await leagueMembersGroup(deps, leagueId);
  return { board: await getPlayersBoard(deps, period, group, limit), members };
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
