import { leaderboardInput, leaderboardResponseSchema } from '../../../shared/schemas/leaderboard';
import { getLeaderboardFor } from '../../modules/leaderboard/leaderboard.service';
import { playerProcedure, router } from '../procedures';

// Boards need sign-in (401 otherwise): the screens that show them are signed-in screens. Each answer carries the
// caller's own entry (`viewer`), wherever they stand.
const board = playerProcedure.input(leaderboardInput).output(leaderboardResponseSchema);

export const leaderboardRouter = router({
  /** This week's board (Monday to Sunday, New York). */
  weekly: board.query(({ ctx, input }) => getLeaderboardFor(ctx.deps, 'weekly', ctx.user.id, input?.limit)),
  /** This month's board (the REST paths /leaderboard/season and /leaderboard/monthly). */
  monthly: board.query(({ ctx, input }) => getLeaderboardFor(ctx.deps, 'monthly', ctx.user.id, input?.limit)),
  /** Every graded pick ever. */
  alltime: board.query(({ ctx, input }) => getLeaderboardFor(ctx.deps, 'alltime', ctx.user.id, input?.limit)),
});
