import { analyticsAdminProcedures } from '../analytics/analytics.admin.router';
import { sportsAdminRouter, teamsAdminProcedures } from '../catalog/catalog.admin.router';
import { gamesAdminRouter } from '../games/games.admin.router';
import { gradingAdminProcedures, handGradingAdminProcedures } from '../grading/grading.admin.router';
import { picksAdminProcedures } from '../picks/picks.admin.router';
import { prizesAdminRouter } from '../prizes/prizes.admin.router';
import { router } from '../trpc/init';
import { usersAdminRouter } from '../users/users.admin.router';
import { adminSuggestedGamesRouter } from './suggested-games.router';
import { teamSyncProcedures } from './team-sync.router';

/** The admin dashboard: every procedure is built from adminProcedure (401 signed out, 403 players). */
export const adminRouter = router({
  ...analyticsAdminProcedures,
  ...gradingAdminProcedures,
  users: usersAdminRouter,
  picks: router({ ...picksAdminProcedures, ...handGradingAdminProcedures }),
  prizes: prizesAdminRouter,
  teams: router({ ...teamsAdminProcedures, ...teamSyncProcedures }),
  sports: sportsAdminRouter,
  games: gamesAdminRouter,
  suggestedGames: adminSuggestedGamesRouter,
});
