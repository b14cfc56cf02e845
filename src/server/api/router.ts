import { procedureTable } from '../platform/transport/trpc/procedure-table';
import { adminRouter } from './admin.router';
import { createCallerFactory, router } from './procedures';
import { accountRouter } from './routers/account.router';
import { achievementsRouter } from './routers/achievements.router';
import { authRouter } from './routers/auth.router';
import { calendarRouter } from './routers/calendar.router';
import { chatRouter } from './routers/chat.router';
import { gamesRouter } from './routers/games.router';
import { leaderboardRouter } from './routers/leaderboard.router';
import { leaguesRouter } from './routers/leagues.router';
import { liveRouter } from './routers/live.router';
import { notificationsRouter } from './routers/notifications.router';
import { passwordResetRouter } from './routers/password-reset.router';
import { picksRouter } from './routers/picks.router';
import { playersRouter } from './routers/players.router';
import { prizesRouter } from './routers/prizes.router';
import { sharesRouter } from './routers/shares.router';
import { signInRouter } from './routers/sign-in.router';
import { systemRouter } from './routers/system.router';
import { usersRouter } from './routers/users.router';

/** Every procedure of the product, by domain. The browser imports only its type. */
export const appRouter = router({
  auth: authRouter,
  passwordReset: passwordResetRouter,
  users: usersRouter,
  system: systemRouter,
  games: gamesRouter,
  calendar: calendarRouter,
  picks: picksRouter,
  players: playersRouter,
  prizes: prizesRouter,
  achievements: achievementsRouter,
  shares: sharesRouter,
  leaderboard: leaderboardRouter,
  leagues: leaguesRouter,
  chat: chatRouter,
  live: liveRouter,
  notifications: notificationsRouter,
  signIn: signInRouter,
  account: accountRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;

/** Calls procedures in process with a given context, typed: tests use it. */
export const createCaller = createCallerFactory(appRouter);

/** The procedures as the transports see them (HTTP, socket, REST, OpenAPI): call by path, describe. */
export const appProcedures = procedureTable(appRouter);
