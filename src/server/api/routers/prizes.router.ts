import { monthWinnerSchema, prizeSchema, winnerMonthInput } from '../../../shared/schemas/prizes';
import { recentWinner, winnerOfMonth } from '../../modules/prizes/prize-winners.service';
import { currentPrize } from '../../modules/prizes/prizes.service';
import { publicNoInput, publicProcedure, router } from '../procedures';

export const prizesRouter = router({
  /** The current month's active prize, or null. */
  current: publicNoInput.output(prizeSchema.nullable()).query(({ ctx }) => currentPrize(ctx.deps)),
  /** Last month's named winner during the first 7 days of this month (the home banner), else null. */
  recentWinner: publicNoInput.output(monthWinnerSchema.nullable()).query(({ ctx }) => recentWinner(ctx.deps)),
  /** A prize month's named winner (several when the tie was shared), or null while none is decided. */
  winner: publicProcedure
    .input(winnerMonthInput)
    .output(monthWinnerSchema.nullable())
    .query(({ ctx, input }) => winnerOfMonth(ctx.deps.db, input.month)),
});
