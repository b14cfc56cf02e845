import { z } from 'zod';
import { createPrizeInput, idSchema } from '../../../shared/schemas/admin';
import { prizeSchema, winnerRecordSchema } from '../../../shared/schemas/prizes';
import { winnerHistory } from '../../modules/prizes/prize-winners.service';
import { createPrize, listPrizes, removePrize } from '../../modules/prizes/prizes.service';
import { adminNoInput, adminProcedure, router } from '../procedures';

/** admin.prizes: the monthly-prizes tab. */
export const prizesAdminRouter = router({
  /** Every prize, newest month first (GET /api/admin/prizes). */
  list: adminNoInput.output(z.array(prizeSchema)).query(({ ctx }) => listPrizes(ctx.deps)),
  /** Every month's named winners, current and superseded by a correction (GET /api/admin/prizes/winners). */
  winners: adminNoInput.output(z.array(winnerRecordSchema)).query(({ ctx }) => winnerHistory(ctx.deps)),
  /** A new prize for a month of this year or next; 409 when the month has one, unless `replace` (POST /api/admin/prizes). */
  create: adminProcedure
    .input(createPrizeInput)
    .output(prizeSchema)
    .mutation(({ ctx, input }) => createPrize(ctx.deps, ctx.user.id, input)),
  /** DELETE /api/admin/prizes/:id. */
  remove: adminProcedure
    .input(z.object({ id: idSchema }))
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => removePrize(ctx.deps, ctx.user.id, input.id)),
});
