import { analyticsAdminProcedures } from '../analytics/analytics.admin.router';
import { auditAdminProcedures } from '../audit/audit.admin.router';
import { sportsAdminRouter, teamsAdminProcedures } from '../catalog/catalog.admin.router';
import { effectsAdminRouter } from '../effects/effects.admin.router';
import { gamesAdminRouter } from '../games/games.admin.router';
import { gradingAdminProcedures, handGradingAdminProcedures } from '../grading/grading.admin.router';
import { leaguesAdminRouter } from '../leagues/leagues.admin.router';
import { picksAdminProcedures } from '../picks/picks.admin.router';
import { prizesAdminRouter } from '../prizes/prizes.admin.router';
import { feedHealthAdminProcedures } from '../sports-feed/feed-health.admin.router';
import { suggestedGamesAdminRouter } from '../sports-feed/import/suggested-games.admin.router';
import { teamSyncAdminProcedures } from '../sports-feed/import/team-sync.admin.router';
import { router } from '../trpc/init';
import { usersAdminRouter } from '../users/users.admin.router';

/**
 * The admin dashboard, composed from the `<module>.admin.router.ts` beside each domain: every procedure is
 * built from adminProcedure (401 signed out, 403 players).
 */
export const adminRouter = router({
  ...analyticsAdminProcedures,
  ...auditAdminProcedures,
  ...gradingAdminProcedures,
  ...feedHealthAdminProcedures,
  users: usersAdminRouter,
  picks: router({ ...picksAdminProcedures, ...handGradingAdminProcedures }),
  prizes: prizesAdminRouter,
  teams: router({ ...teamsAdminProcedures, ...teamSyncAdminProcedures }),
  sports: sportsAdminRouter,
  games: gamesAdminRouter,
  effects: effectsAdminRouter,
  suggestedGames: suggestedGamesAdminRouter,
  leagues: leaguesAdminRouter,
});
