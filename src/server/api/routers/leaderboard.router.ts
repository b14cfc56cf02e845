import { leaderboardInput, leaderboardResponseSchema } from '../../../shared/schemas/leaderboard';
import { getLeaderboard } from '../../modules/leaderboard/leaderboard.service';
import { playerProcedure, router } from '../procedures';

// Boards need sign-in (401 otherwise): the screens that show them are signed-in screens.
const board = playerProcedure.input(leaderboardInput).output(leaderboardResponseSchema);

export const leaderboardRouter = router({
  /** This week's board (Monday to Sunday, New York). */
  weekly: board.query(({ ctx, input }) => getLeaderboard(ctx.deps, 'weekly', input?.limit)),
  /** This month's board (the REST paths /leaderboard/season and /leaderboard/monthly). */
  monthly: board.query(({ ctx, input }) => getLeaderboard(ctx.deps, 'monthly', input?.limit)),
  /** Every graded pick ever. */
  alltime: board.query(({ ctx, input }) => getLeaderboard(ctx.deps, 'alltime', input?.limit)),
});
