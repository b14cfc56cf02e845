import type { AppRestRoute } from './rest-table';
import { accountRoutes } from './routes/account.routes';
import { achievementRoutes } from './routes/achievements.routes';
import { adminRoutes } from './routes/admin.routes';
import { authRoutes } from './routes/auth.routes';
import { calendarRoutes } from './routes/calendar.routes';
import { chatRoutes } from './routes/chat.routes';
import { gameRoutes } from './routes/games.routes';
import { leaderboardRoutes } from './routes/leaderboard.routes';
import { leagueRoutes } from './routes/leagues.routes';
import { notificationRoutes } from './routes/notifications.routes';
import { passwordResetRoutes } from './routes/password-reset.routes';
import { shareRoutes } from './routes/shares.routes';
import { signInRoutes } from './routes/sign-in.routes';
import { userRoutes } from './routes/users.routes';

/** Every REST path, one file of routes per section of the reference. */
export const restRoutes: AppRestRoute[] = [
  ...authRoutes,
  ...signInRoutes,
  ...passwordResetRoutes,
  ...gameRoutes,
  ...leaderboardRoutes,
  ...leagueRoutes,
  ...chatRoutes,
  ...achievementRoutes,
  ...shareRoutes,
  ...userRoutes,
  ...accountRoutes,
  ...notificationRoutes,
  ...calendarRoutes,
  ...adminRoutes,
];

/** `METHOD /path` as the tables and tests name a route. */
export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
