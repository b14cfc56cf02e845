import { z } from 'zod';
import { adminPickSchema, adminPicksInput } from '../../../shared/schemas/admin';
import { adminPicksPageInput, adminPicksPageSchema } from '../../../shared/schemas/admin-lists';
import { listPicks, pageOfPicks } from '../../modules/picks/admin-picks.service';
import { adminProcedure } from '../procedures';

/** admin.picks (with grading's hand grading beside it): the user-picks tab. */
export const picksAdminProcedures = {
  /** The user-picks tab (GET /api/admin/picks?search=). */
  list: adminProcedure
    .input(adminPicksInput)
    .output(z.array(adminPickSchema))
    .query(({ ctx, input }) => listPicks(ctx.deps, input)),
  /** The tab's paged view: search, Ungraded only, order (GET /api/admin/picks/search). */
  search: adminProcedure
    .input(adminPicksPageInput)
    .output(adminPicksPageSchema)
    .query(({ ctx, input }) => pageOfPicks(ctx.deps, input)),
};
