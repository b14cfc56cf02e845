import { z } from 'zod';
import { noInput } from '../../shared/schemas/no-input';
import { analyticsAdminProcedures } from '../analytics/analytics.admin.router';
import { sportsAdminRouter, teamsAdminProcedures } from '../catalog/catalog.admin.router';
import { fixUserStreaks } from '../grading/recompute.service';
import { prizesAdminRouter } from '../prizes/prizes.admin.router';
import { adminProcedure, router } from '../trpc/init';
import { usersAdminRouter } from '../users/users.admin.router';
import { adminPicksRouter } from './admin-catalog.router';
import { adminGamesRouter } from './admin-games.router';
import { adminSuggestedGamesRouter } from './suggested-games.router';
import { teamSyncProcedures } from './team-sync.router';

/** The admin dashboard: every procedure is built from adminProcedure (401 signed out, 403 players). */
export const adminRouter = router({
  ...analyticsAdminProcedures,
  /** "Fix User Streaks": the full recompute of every user (POST /api/admin/fix-streaks). */
  fixStreaks: adminProcedure
    .input(noInput)
    .output(z.object({ processedUsers: z.number().int() }))
    .mutation(({ ctx }) => fixUserStreaks(ctx.deps)),
  users: usersAdminRouter,
  picks: adminPicksRouter,
  prizes: prizesAdminRouter,
  teams: router({ ...teamsAdminProcedures, ...teamSyncProcedures }),
  sports: sportsAdminRouter,
  games: adminGamesRouter,
  suggestedGames: adminSuggestedGamesRouter,
});
