import { achievementsRouter } from '../modules/achievements/achievements.router';
import { authRouter } from '../modules/auth/auth.router';
import { passwordResetRouter } from '../modules/auth/password-reset.router';
import { gamesRouter } from '../modules/games/games.router';
import { leaderboardRouter } from '../modules/leaderboard/leaderboard.router';
import { leaguesRouter } from '../modules/leagues/leagues.router';
import { liveRouter } from '../modules/live/live.router';
import { notificationsRouter } from '../modules/notifications/notifications.router';
import { picksRouter } from '../modules/picks/picks.router';
import { prizesRouter } from '../modules/prizes/prizes.router';
import { playersRouter } from '../modules/users/players.router';
import { usersRouter } from '../modules/users/users.router';
import { systemRouter } from '../platform/system/system.router';
import { createCallerFactory, router } from '../platform/transport/trpc/init';
import { adminRouter } from './admin.router';

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
