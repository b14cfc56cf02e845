import { z } from 'zod';
import {
  adminSportSchema,
  adminTeamSchema,
  createSportInput,
  createTeamInput,
} from '../../../shared/schemas/admin';
import {
  createSport,
  createTeam,
  sports,
  teams,
  teamsNeedingRecords,
} from '../../modules/catalog/catalog.service';
import { adminNoInput, adminProcedure, router } from '../procedures';

/** admin.teams: the pickers' list, the team-sync tab's 0-0 teams, inline "Create new team". */
export const teamsAdminProcedures = {
  /** Every team (GET /api/teams). */
  list: adminNoInput.output(z.array(adminTeamSchema)).query(({ ctx }) => teams(ctx.deps)),
  /** Teams with a 0-0 record (GET /api/admin/teams/needs-records). */
  needsRecords: adminNoInput
    .output(z.array(adminTeamSchema))
    .query(({ ctx }) => teamsNeedingRecords(ctx.deps)),
  /** Inline "Create new team" (POST /api/admin/teams). */
  create: adminProcedure
    .input(createTeamInput)
    .output(z.object({ id: z.number().int() }))
    .mutation(({ ctx, input }) => createTeam(ctx.deps, ctx.user.id, input)),
};

/** admin.sports: the sport picker and "Create New Sport". */
export const sportsAdminRouter = router({
  /** Every sport (GET /api/sports). */
  list: adminNoInput.output(z.array(adminSportSchema)).query(({ ctx }) => sports(ctx.deps)),
  /** "Create New Sport" (POST /api/admin/sports). */
  create: adminProcedure
    .input(createSportInput)
    .output(adminSportSchema)
    .mutation(({ ctx, input }) => createSport(ctx.deps, ctx.user.id, input)),
});
