import { TRPCError } from '@trpc/server';
import { beforeAll, expect } from 'vitest';
import type { Context } from '../../src/server/api/context';
import type { UserRow } from '../../src/server/platform/db/schema';
import { register } from './accounts';
import { settleEffects, type TestApp } from './test-app';

/** Same-origin headers the Origin check accepts for cookie-authenticated writes. */
export const sameOrigin = { host: 'picks.test', origin: 'http://picks.test' };

/** A signed-in account; `admin` makes it an administrator. */
export async function account(t: TestApp, admin = false) {
  const { cookie, user, account: input } = await register(t.app);
  if (admin) await t.deps.db.updateTable('users').set({ is_admin: true }).where('id', '=', user.id).execute();
  const row = await t.deps.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return { cookie, row, input };
}

/** A tRPC context as the HTTP adapter would build it for this user (null: signed out). */
export function contextFor(t: TestApp, user: UserRow | null): Context {
  return {
    deps: t.deps,
    user,
    session: user ? { id: `session-of-${user.id}`, expiresAt: t.clock.now() } : null,
    meta: { ip: '127.0.0.1', userAgent: null, origin: 'http://picks.test' },
    cookies: { set() {}, clear() {} },
  };
}

/** The TRPCError code a call fails with, or 'OK'. */
export function outcome(call: () => Promise<unknown>): Promise<string> {
  return call().then(
    () => 'OK',
    (e: unknown) => (e instanceof TRPCError ? e.code : String(e)),
  );
}

/** A REST call with the cookie and same-origin headers. */
export function call(t: TestApp, cookie: string | undefined, method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as 'GET',
    url,
    ...(payload ? { payload } : {}),
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
  });
}

/** The admin enters a home win by `home`-`away` over REST, and every effect of it runs: the grading players see. */
export async function enterHomeWin(
  t: TestApp,
  adminCookie: string,
  gameId: number,
  home: number,
  away: number,
) {
  const scored = await call(t, adminCookie, 'PUT', `/api/admin/games/${gameId}/score`, {
    homeScore: home,
    awayScore: away,
    winner: 'home',
  });
  expect(scored.statusCode, scored.body).toBe(200);
  await settleEffects(t.deps);
}

/** An administrator signed in once for the test file (before its tests), and a GET of JSON as them. */
export function signedInAdmin(t: TestApp) {
  let signedIn: Awaited<ReturnType<typeof account>> | undefined;
  beforeAll(async () => {
    signedIn = await account(t, true);
  });
  const admin = () => {
    if (!signedIn) throw new Error('the admin signs in before the tests');
    return signedIn;
  };
  return {
    get cookie() {
      return admin().cookie;
    },
    get row() {
      return admin().row;
    },
    get: async (url: string) => (await call(t, admin().cookie, 'GET', url)).json(),
  };
}
