import { router } from './procedures';
import { analyticsAdminProcedures } from './routers/analytics.admin.router';
import { auditAdminProcedures } from './routers/audit.admin.router';
import { sportsAdminRouter, teamsAdminProcedures } from './routers/catalog.admin.router';
import { effectsAdminRouter } from './routers/effects.admin.router';
import { feedHealthAdminProcedures } from './routers/feed-health.admin.router';
import { gamesAdminRouter } from './routers/games.admin.router';
import { gradingAdminProcedures, handGradingAdminProcedures } from './routers/grading.admin.router';
import { leaguesAdminRouter } from './routers/leagues.admin.router';
import { picksAdminProcedures } from './routers/picks.admin.router';
import { prizesAdminRouter } from './routers/prizes.admin.router';
import { suggestedGamesAdminRouter } from './routers/suggested-games.admin.router';
import { teamSyncAdminProcedures } from './routers/team-sync.admin.router';
import { usersAdminRouter } from './routers/users.admin.router';

/**
 * The admin dashboard, composed from the admin routers in `routers/` (`<domain>.admin.router.ts`): every procedure is
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
