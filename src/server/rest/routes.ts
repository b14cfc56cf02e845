import type { RestRoute } from './route';
import { achievementRoutes } from './routes/achievements.routes';
import { adminRoutes } from './routes/admin.routes';
import { authRoutes } from './routes/auth.routes';
import { gameRoutes } from './routes/games.routes';
import { leaderboardRoutes } from './routes/leaderboard.routes';
import { passwordResetRoutes } from './routes/password-reset.routes';
import { userRoutes } from './routes/users.routes';

/** Every REST path, one file of routes per domain. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...userRoutes,
  ...passwordResetRoutes,
  ...gameRoutes,
  ...achievementRoutes,
  ...leaderboardRoutes,
  ...adminRoutes,
];
