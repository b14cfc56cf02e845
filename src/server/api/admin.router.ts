import { analyticsAdminProcedures } from '../modules/analytics/analytics.admin.router';
import { auditAdminProcedures } from '../modules/audit/audit.admin.router';
import { sportsAdminRouter, teamsAdminProcedures } from '../modules/catalog/catalog.admin.router';
import { gamesAdminRouter } from '../modules/games/games.admin.router';
import { gradingAdminProcedures, handGradingAdminProcedures } from '../modules/grading/grading.admin.router';
import { leaguesAdminRouter } from '../modules/leagues/leagues.admin.router';
import { picksAdminProcedures } from '../modules/picks/picks.admin.router';
import { prizesAdminRouter } from '../modules/prizes/prizes.admin.router';
import { feedHealthAdminProcedures } from '../modules/sports-feed/feed-health.admin.router';
import { suggestedGamesAdminRouter } from '../modules/sports-feed/import/suggested-games.admin.router';
import { teamSyncAdminProcedures } from '../modules/sports-feed/import/team-sync.admin.router';
import { usersAdminRouter } from '../modules/users/users.admin.router';
import { effectsAdminRouter } from '../platform/effects/effects.admin.router';
import { router } from '../platform/transport/trpc/init';

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
