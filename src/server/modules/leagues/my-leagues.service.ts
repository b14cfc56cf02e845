import { PERIOD_TIMEZONE } from '../../../shared/constants';
import { localDay } from '../../../shared/periods';
import type { MyLeague } from '../../../shared/schemas/leagues';
import type { AppDeps } from '../../deps';
import { ranksAmongGroups } from '../leaderboard/leaderboard.service';
import { leaguesOfMember, saveRankMemories } from './leagues.repo';
import { rankMemory } from './leagues.rules';
import { leagueGroup, type Player } from './leagues.service';

/** My leagues, my rank on each one's weekly board now, and what each membership remembers of earlier ranks. */
async function myRanks(deps: AppDeps, user: Player) {
  const leagues = await leaguesOfMember(deps.db, user.id);
  const ranks = await ranksAmongGroups(
    deps,
    'weekly',
    user.id,
    leagues.map((l) => leagueGroup(deps, l.id, l)),
  );
  const today = localDay(deps.clock(), PERIOD_TIMEZONE).date;
  const memories = leagues.map((l, i) =>
    rankMemory(
      { rankDay: l.rank_day, rankOnDay: l.rank_on_day, rankBefore: l.rank_before },
      today,
      ranks[i] ?? null,
    ),
  );
  return { leagues, ranks, today, memories };
}

/**
 * My leagues with my rank on each one's weekly board, and its change since the rank shown on an earlier day.
 * A read: it remembers nothing (rememberShownRanks does, when the list has been shown; docs/rules.md).
 */
export async function myLeagues(deps: AppDeps, user: Player): Promise<MyLeague[]> {
  const { leagues, ranks, memories } = await myRanks(deps, user);
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
export async function rememberShownRanks(deps: AppDeps, user: Player): Promise<{ success: true }> {
  const { leagues, today, memories } = await myRanks(deps, user);
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
