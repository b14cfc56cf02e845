import { PERIOD_TIMEZONE } from '../../../shared/constants';
import { localDay } from '../../../shared/periods';
import type { MyLeague } from '../../../shared/schemas/leagues';
import type { AppDeps } from '../../deps';
import type { PlayerGroup } from '../leaderboard/leaderboard.service';
import { leaguesOfMember, saveRankMemories } from './leagues.repo';
import { rankMemory } from './leagues.rules';
import { leagueGroup, type Player } from './leagues.service';

/** My leagues, each with the group its weekly board is read among (the caller reads the ranks). */
export async function myLeagueGroups(deps: AppDeps, user: Player) {
  const leagues = await leaguesOfMember(deps.db, user.id);
  return leagues.map((league) => ({ league, group: leagueGroup(deps, league.id, league) as PlayerGroup }));
}

type MyLeagueRow = Awaited<ReturnType<typeof myLeagueGroups>>[number]['league'];

/** What each membership remembers of earlier ranks, with my rank on each board now. */
function memoriesOf(deps: AppDeps, leagues: readonly MyLeagueRow[], ranks: readonly (number | null)[]) {
  const today = localDay(deps.clock(), PERIOD_TIMEZONE).date;
  const memories = leagues.map((l, i) =>
    rankMemory(
      { rankDay: l.rank_day, rankOnDay: l.rank_on_day, rankBefore: l.rank_before },
      today,
      ranks[i] ?? null,
    ),
  );
  return { today, memories };
}

/**
 * My leagues with my rank on each one's weekly board (`ranks`, in the order of myLeagueGroups), and its change since
 * the rank shown on an earlier day. A read: it remembers nothing (rememberShownRanks does; docs/rules.md).
 */
export function myLeagueList(
  deps: AppDeps,
  user: Player,
  leagues: readonly MyLeagueRow[],
  ranks: readonly (number | null)[],
): MyLeague[] {
  const { memories } = memoriesOf(deps, leagues, ranks);
  return leagues.map((l, i) => ({
    id: l.id,
    name: l.name,
    ownerId: l.owner_id,
    memberCount: l.member_count,
    isOwner: l.owner_id === user.id,
    myRank: ranks[i] ?? null,
    rankChange: memories[i]!.change,
  }));
}

/**
 * Remembers the ranks My Leagues shows now, per membership with its New York day, for the change "since
 * yesterday" on a later day. The page calls it after showing the list, so reading the list (a GET) writes nothing.
 */
export async function rememberRanks(
  deps: AppDeps,
  user: Player,
  leagues: readonly MyLeagueRow[],
  ranks: readonly (number | null)[],
): Promise<{ success: true }> {
  const { today, memories } = memoriesOf(deps, leagues, ranks);
  const moved = leagues.flatMap((l, i) => {
    const m = memories[i]!;
    return m.rankDay !== l.rank_day || m.rankOnDay !== l.rank_on_day
      ? [{ leagueId: l.id, rankOnDay: m.rankOnDay, rankBefore: m.rankBefore }]
      : [];
  });
  // Right after a grading most ranks moved: one statement, its commit not waiting for the disk (ADR 0036, 0038).
  await saveRankMemories(deps.db, user.id, today, moved);
  return { success: true };
}
