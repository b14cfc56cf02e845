import type { AdminPick } from '../../shared/schemas/admin';
import { awardAfterGrading, awardQuietly } from '../achievements/achievements.service';
import { containsPattern } from '../db/like';
import type { AppDeps } from '../deps';
import { gameUpdated, gradingEvents, unlockEvents } from '../events/domain-events';
import { gradePickManually } from '../grading/grading.service';
import { canGradeByHand, pickStatusWord } from './admin.rules';
import { pickGameTime, searchPicks } from './picks.repo';

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
  canGrade: canGradeByHand({ status: r.status, winnerTeamId: r.winner_team_id, isPush: r.is_push }),
});

/** The user-picks tab: newest first, searched by user names, e-mail or team names. */
export async function listPicks(deps: AppDeps, input: { search?: string | undefined; limit: number }) {
  const rows = await searchPicks(deps.db, input.search ? containsPattern(input.search) : null, input.limit);
  return rows.map(toAdminPick);
}

/** Grades a pick by hand through the grading service (its refusals are 4xx), then awards achievements. */
export async function gradePick(deps: AppDeps, input: { pickId: number; result: 'win' | 'loss' | 'push' }) {
  const now = deps.clock();
  const graded = await gradePickManually(deps.db, input.pickId, input.result, now);
  const game = await pickGameTime(deps.db, input.pickId);
  if (game) await deps.events.publish([gameUpdated(game.game_id), ...gradingEvents(game.game_id, graded)]);
  const unlocked = await awardQuietly(
    awardAfterGrading(deps.db, graded.affectedUserIds, now, game?.scheduled_time ?? now),
  );
  await deps.events.publish(unlockEvents(unlocked));
  return { id: input.pickId, result: input.result };
}
