import { z } from 'zod';
import { adminLeagueSchema, leagueIdInput } from '../../../shared/schemas/leagues';
import { noInput } from '../../../shared/schemas/no-input';
import { deleteLeagueAsAdmin, listLeaguesForAdmin } from '../../modules/leagues/leagues.admin.service';
import { adminProcedure, router } from '../procedures';

/** admin.leagues: the leagues shown in the Users tab. */
export const leaguesAdminRouter = router({
  /** Every league: name, owner, members, created (GET /api/admin/leagues). */
  list: adminProcedure
    .input(noInput)
    .output(z.array(adminLeagueSchema))
    .query(({ ctx }) => listLeaguesForAdmin(ctx.deps)),
  /** Deletes a league that abuses the product (DELETE /api/admin/leagues/:id). */
  remove: adminProcedure
    .input(leagueIdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteLeagueAsAdmin(ctx.deps, ctx.user.id, input.leagueId)),
});
