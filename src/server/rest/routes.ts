import type { RestRoute } from './route';
import { authRoutes } from './routes/auth.routes';

/** Every REST path, one file of routes per domain. */
export const restRoutes: RestRoute[] = [...authRoutes];
