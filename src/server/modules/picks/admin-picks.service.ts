import type { AdminPick } from '../../../shared/schemas/admin';
import type { AdminPicksPage, AdminPicksPageInput } from '../../../shared/schemas/admin-lists';
import type { AppDeps } from '../../deps';
import { gradedOutcome, manualGradeRefusal } from '../../kernel/pick-result.rules';
import { containsPattern } from '../../platform/db/like';
import { pagePicks, searchPicks } from './pick-search.repo';
import { pickStatusWord } from './picks.rules';

type PickRow = Awaited<ReturnType<typeof searchPicks>>[number];

const toAdminPick = (r: PickRow): AdminPick => ({
  id: r.id,
  user: {
    id: r.user_id,
    username: r.username,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
  },
  game: {
    id: r.game_id,
    homeTeam: { id: r.home_id, name: r.home_name },
    awayTeam: { id: r.away_id, name: r.away_name },
    status: r.status,
    scheduledTime: r.scheduled_time.toISOString(),
    winnerId: r.is_push ? 'push' : r.winner_team_id,
  },
  selectedTeam: { id: r.selected_id, name: r.selected_name },
  pickedAt: r.picked_at.toISOString(),
  result: r.result,
  status: pickStatusWord(r.status, r.result),
  // Offered exactly where grading by hand is accepted: the grading rule decides both.
  canGrade:
    manualGradeRefusal({
      status: r.status,
      winnerTeamId: r.winner_team_id,
      isPush: r.is_push,
      graded: gradedOutcome({ gradedWinnerTeamId: r.graded_winner_team_id, gradedPush: r.graded_push }),
    }) === null,
});

/** The user-picks tab: newest first, searched by user names, e-mail or team names. */
export async function listPicks(deps: AppDeps, input: { search?: string | undefined; limit: number }) {
  const rows = await searchPicks(deps.db, input.search ? containsPattern(input.search) : null, input.limit);
  return rows.map(toAdminPick);
}

/** The user-picks tab, paged: the search, the Ungraded filter and the order decide both the page and the total. */
export async function pageOfPicks(deps: AppDeps, input: AdminPicksPageInput): Promise<AdminPicksPage> {
  const { rows, total } = await pagePicks(
    deps.db,
    { pattern: input.search ? containsPattern(input.search) : null, ungradedOnly: input.ungradedOnly },
    {
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
      oldestFirst: input.sort === 'oldest',
    },
  );
  return { picks: rows.map(toAdminPick), total, page: input.page, pageSize: input.pageSize };
}
