import { z } from 'zod';
import { gradePickInput } from '../../../shared/schemas/admin';
import { fixUserStreaks } from '../../workflows/fix-user-streaks';
import { gradePickByHand } from '../../workflows/hand-grading.service';
import { adminNoInput, adminProcedure } from '../procedures';

/** admin.picks.grade, spread into admin.picks beside the list it grades from. */
export const handGradingAdminProcedures = {
  /** Hand grading (PUT /api/admin/picks/:id/grade). */
  grade: adminProcedure
    .input(gradePickInput)
    .output(z.object({ id: z.number().int(), result: z.enum(['win', 'loss', 'push']) }))
    .mutation(({ ctx, input }) => gradePickByHand(ctx.deps, input, ctx.user.id)),
};

/** admin.fixStreaks, spread into the admin router. */
export const gradingAdminProcedures = {
  /** "Fix User Streaks": the full recompute of every user (POST /api/admin/fix-streaks). */
  fixStreaks: adminNoInput
    .output(z.object({ processedUsers: z.number().int() }))
    .mutation(({ ctx }) => fixUserStreaks(ctx.deps, ctx.user.id)),
};
