import { z } from 'zod';
import { adminPickSchema, adminPicksInput } from '../../shared/schemas/admin';
import { adminProcedure } from '../trpc/init';
import { listPicks } from './admin-picks.service';

/** admin.picks (with grading's hand grading beside it): the user-picks tab. */
export const picksAdminProcedures = {
  /** The user-picks tab (GET /api/admin/picks?search=). */
  list: adminProcedure
    .input(adminPicksInput)
    .output(z.array(adminPickSchema))
    .query(({ ctx, input }) => listPicks(ctx.deps, input)),
};
