import { beforeAll, describe, expect, it } from 'vitest';
import { account, call, contextFor, outcome } from '../../../tests/support/calls';
import { sharedTestApp } from '../../../tests/support/test-app';
import type { UserRow } from '../platform/db/schema';
import { appRouter, createCaller } from './router';
import { restRoutes } from './routes';
import { adminRoutes } from './routes/admin.routes';

const t = sharedTestApp();
let player: { row: UserRow; cookie: string };
let admin: { row: UserRow; cookie: string };

beforeAll(async () => {
  player = await account(t);
  admin = await account(t, true);
});

type CallerNode = { [key: string]: CallerNode } & ((input?: unknown) => Promise<unknown>);
const procedures = (appRouter._def as unknown as { procedures: Record<string, unknown> }).procedures;
const adminPaths = Object.keys(procedures).filter((p) => p.startsWith('admin.'));

const callAs = (user: UserRow | null, path: string) => () =>
  path
    .split('.')
    .reduce((node, key) => node[key]!, createCaller(contextFor(t, user)) as unknown as CallerNode)();

describe('every admin.* procedure', () => {
  it('exists for each part of the dashboard', () => {
    expect(adminPaths).toEqual(
      expect.arrayContaining([
        'admin.analytics',
        'admin.fixStreaks',
        'admin.users.list',
        'admin.users.setPassword',
        'admin.picks.grade',
        'admin.prizes.create',
        'admin.teams.list',
        'admin.sports.create',
        'admin.suggestedGames.list',
        'admin.suggestedGames.fetch',
        'admin.suggestedGames.fetchProgress',
        'admin.suggestedGames.approve',
        'admin.suggestedGames.reject',
        'admin.suggestedGames.bulkReject',
        'admin.teams.syncAll',
        'admin.teams.syncSport',
        'admin.teams.syncColors',
        'admin.teams.updateRecords',
      ]),
    );
  });

  it('refuses a signed-out caller (UNAUTHORIZED) and a player (FORBIDDEN)', async () => {
    for (const path of adminPaths) {
      expect([await outcome(callAs(null, path)), await outcome(callAs(player.row, path))], path).toEqual([
        'UNAUTHORIZED',
        'FORBIDDEN',
      ]);
    }
  });
});

describe('every admin REST route', () => {
  it('is in the REST table', () => {
    for (const route of adminRoutes) expect(restRoutes).toContain(route);
    expect(adminRoutes.filter((r) => r.url.startsWith('/admin/')).length).toBeGreaterThanOrEqual(14);
    expect(adminRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /admin/suggested-games',
        'POST /admin/suggested-games/fetch',
        'POST /admin/suggested-games/:id/approve',
        'POST /admin/suggested-games/:id/reject',
        'POST /admin/suggested-games/bulk-reject',
        'POST /admin/teams/sync-all',
        'POST /admin/teams/sync-sport',
        'POST /admin/teams/sync-colors',
        'POST /admin/teams/update-records',
      ]),
    );
  });

  it('answers 401 signed out, 403 to a player with no data, and lets an admin through', async () => {
    for (const route of adminRoutes) {
      const url = `/api${route.url.replace(':id', String(admin.row.id))}`;
      const name = `${route.method} ${url}`;
      const out = await call(t, undefined, route.method, url, route.method === 'GET' ? undefined : {});
      expect([out.statusCode, out.json()], name).toEqual([401, { message: 'Unauthorized' }]);
      const denied = await call(t, player.cookie, route.method, url, route.method === 'GET' ? undefined : {});
      expect([denied.statusCode, denied.json()], name).toEqual([403, { message: 'Admin access required' }]);
      // Writes get an empty body here: a 400 for the missing fields is fine, a 401/403 or 500 is not.
      if (route.url === '/admin/fix-streaks' || route.method === 'GET') {
        const allowed = await call(
          t,
          admin.cookie,
          route.method,
          url,
          route.method === 'GET' ? undefined : {},
        );
        expect(allowed.statusCode, name).toBe(200);
      } else {
        const allowed = await call(t, admin.cookie, route.method, url, {});
        expect([401, 403], name).not.toContain(allowed.statusCode);
        expect(allowed.statusCode, name).toBeLessThan(500);
      }
    }
  });
});
