import { z } from 'zod';
import { adminPickSchema, adminPicksInput, gradePickInput } from '../../shared/schemas/admin';
import { adminProcedure, router } from '../trpc/init';
import { gradePick, listPicks } from './picks.service';

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
