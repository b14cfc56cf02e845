import {
  sportSyncSchema,
  syncColorsResultSchema,
  syncSportInput,
  teamSyncSummarySchema,
  updateRecordsResultSchema,
} from '../../../shared/schemas/sports-feed';
import {
  syncAllTeams,
  syncSportTeams,
  syncTeamColors,
  updateTeamRecords,
} from '../../workflows/feed-import/team-sync.service';
import { adminNoInput, adminProcedure } from '../procedures';

/** The team-sync tab's buttons; spread into admin.teams. */
export const teamSyncAdminProcedures = {
  /** Full Team Sync (POST /api/admin/teams/sync-all). */
  syncAll: adminNoInput
    .output(teamSyncSummarySchema)
    .mutation(({ ctx }) => syncAllTeams(ctx.deps, ctx.user.id)),
  /** Sync by Sport (POST /api/admin/teams/sync-sport {sport}). */
  syncSport: adminProcedure
    .input(syncSportInput)
    .output(sportSyncSchema)
    .mutation(({ ctx, input }) => syncSportTeams(ctx.deps, ctx.user.id, input.sport)),
  /** Sync Team Colors (POST /api/admin/teams/sync-colors). */
  syncColors: adminNoInput
    .output(syncColorsResultSchema)
    .mutation(({ ctx }) => syncTeamColors(ctx.deps, ctx.user.id)),
  /** Update Records (POST /api/admin/teams/update-records). */
  updateRecords: adminNoInput
    .output(updateRecordsResultSchema)
    .mutation(({ ctx }) => updateTeamRecords(ctx.deps, ctx.user.id)),
};
