import { z } from 'zod';
import {
  adminPickSchema,
  adminPicksInput,
  createPrizeInput,
  gradePickInput,
  idSchema,
} from '../../shared/schemas/admin';
import { noInput } from '../../shared/schemas/no-input';
import { prizeSchema } from '../../shared/schemas/prizes';
import { adminProcedure, router } from '../trpc/init';
import { gradePick, listPicks } from './picks.service';
import { createPrize, listPrizes, removePrize } from './prizes.service';

export const adminPicksRouter = router({
  /** The user-picks tab (GET /api/admin/picks?search=). */
  list: adminProcedure
    .input(adminPicksInput)
    .output(z.array(adminPickSchema))
    .query(({ ctx, input }) => listPicks(ctx.deps, input)),
  /** Hand grading (PUT /api/admin/picks/:id/grade). */
  grade: adminProcedure
    .input(gradePickInput)
    .output(z.object({ id: z.number().int(), result: z.enum(['win', 'loss', 'push']) }))
    .mutation(({ ctx, input }) => gradePick(ctx.deps, input)),
});

export const adminPrizesRouter = router({
  list: adminProcedure
    .input(noInput)
    .output(z.array(prizeSchema))
    .query(({ ctx }) => listPrizes(ctx.deps)),
  create: adminProcedure
    .input(createPrizeInput)
    .output(prizeSchema)
    .mutation(({ ctx, input }) => createPrize(ctx.deps, input)),
  remove: adminProcedure
    .input(z.object({ id: idSchema }))
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => removePrize(ctx.deps, input.id)),
});
