import type { AppRestRoute } from '../rest-table';
import { adminFeedRoutes } from './admin-feed.routes';
import { adminGameRoutes } from './admin-games.routes';
import { adminPeopleRoutes } from './admin-people.routes';

/** The admin dashboard's calls (admin.md section 7); every one is an admin.* procedure. */
export const adminRoutes: AppRestRoute[] = [...adminPeopleRoutes, ...adminGameRoutes, ...adminFeedRoutes];
