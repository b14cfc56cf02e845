import { achievementsRouter } from '../achievements/achievements.router';
import { adminRouter } from '../admin/admin.router';
import { authRouter } from '../auth/auth.router';
import { passwordResetRouter } from '../auth/password-reset.router';
import { gamesRouter } from '../games/games.router';
import { leaderboardRouter } from '../leaderboard/leaderboard.router';
import { leaguesRouter } from '../leagues/leagues.router';
import { liveRouter } from '../live/live.router';
import { notificationsRouter } from '../notifications/notifications.router';
import { picksRouter } from '../picks/picks.router';
import { prizesRouter } from '../prizes/prizes.router';
import { systemRouter } from '../system/system.router';
import { playersRouter } from '../users/players.router';
import { usersRouter } from '../users/users.router';
import { createCallerFactory, router } from './init';

/** Every procedure of the product, by domain. The browser imports only its type. */
export const appRouter = router({
  auth: authRouter,
  passwordReset: passwordResetRouter,
  users: usersRouter,
  system: systemRouter,
  games: gamesRouter,
  picks: picksRouter,
  players: playersRouter,
  prizes: prizesRouter,
  achievements: achievementsRouter,
  leaderboard: leaderboardRouter,
  leagues: leaguesRouter,
  live: liveRouter,
  notifications: notificationsRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;

/** Calls procedures in process with a given context: the REST adapter and tests use it. */
export const createCaller = createCallerFactory(appRouter);
