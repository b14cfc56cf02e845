import type { Navigation, RestRoute } from '../platform/transport/rest/route';
import type { CallablePath } from '../platform/transport/trpc/procedure-table';
import type { AppRouter } from './router';

/** A procedure a REST path may call: any query or mutation of the app's router (a typo fails to compile). */
export type ProcedurePath = CallablePath<AppRouter>;

/** One row of the app's REST table. */
export type AppRestRoute = RestRoute<ProcedurePath>;

/** One of the app's browser navigations. */
export type AppNavigation = Navigation<ProcedurePath>;

/** A tagged group of routes: each routes file is one section of the reference. */
export const tagged = (tag: string, routes: Omit<AppRestRoute, 'tag'>[]): AppRestRoute[] =>
  routes.map((route) => ({ ...route, tag }));
