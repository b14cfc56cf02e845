import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../tests/support/accounts';
import { sharedTestApp } from '../../../tests/support/test-app';
import { type Access, AUTHORIZATION } from '../../../tests/support/trpc/authorization-table';
import type { UserRow } from '../platform/db/schema';
import type { Context } from './context';
import { adminProcedure, createCallerFactory, playerProcedure, publicProcedure, router } from './procedures';
import { appProcedures, createCaller } from './router';

const t = sharedTestApp();

const guarded = router({
  open: publicProcedure.query(({ ctx }) => ctx.user?.id ?? null),
  mine: playerProcedure.query(({ ctx }) => ctx.user.id),
  admin: adminProcedure.query(({ ctx }) => `admin ${ctx.user.id}`),
});
const callGuarded = createCallerFactory(guarded);

let player: { row: UserRow; cookie: string };
let admin: { row: UserRow; cookie: string };

const readUser = (id: number) =>
  t.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

function context(user: UserRow | null, withSession = true): Context {
  return {
    deps: t.deps,
    user,
    session: user && withSession ? { id: `session-of-${user.id}`, expiresAt: t.clock.now() } : null,
    meta: { ip: '127.0.0.1', userAgent: null },
    cookies: { set() {}, clear() {} },
  };
}

async function codeOf(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return (error as TRPCError).code;
}

beforeAll(async () => {
  const p = await register(t.app);
  player = { row: await readUser(p.user.id), cookie: p.cookie };
  const a = await register(t.app);
  await t.deps.db.updateTable('users').set({ is_admin: true }).where('id', '=', a.user.id).execute();
  admin = { row: await readUser(a.user.id), cookie: a.cookie };
  expect(admin.row.is_admin).toBe(true);
  expect(player.row.is_admin).toBe(false);
});

describe('procedure guards', () => {
  it('lets anyone call a public procedure', async () => {
    expect(await callGuarded(context(null)).open()).toBeNull();
    expect(await callGuarded(context(player.row)).open()).toBe(player.row.id);
  });

  it('refuses a player procedure to a signed-out caller with UNAUTHORIZED', async () => {
    expect(await codeOf(callGuarded(context(null)).mine())).toBe('UNAUTHORIZED');
    expect(await codeOf(callGuarded(context(player.row, false)).mine())).toBe('UNAUTHORIZED');
    expect(await callGuarded(context(player.row)).mine()).toBe(player.row.id);
    expect(await callGuarded(context(admin.row)).mine()).toBe(admin.row.id);
  });

  it('refuses an admin procedure: UNAUTHORIZED signed out, FORBIDDEN for a player, runs for an admin', async () => {
    expect(await codeOf(callGuarded(context(null)).admin())).toBe('UNAUTHORIZED');
    expect(await codeOf(callGuarded(context(admin.row, false)).admin())).toBe('UNAUTHORIZED');
    expect(await codeOf(callGuarded(context(player.row)).admin())).toBe('FORBIDDEN');
    expect(await callGuarded(context(admin.row)).admin()).toBe(`admin ${admin.row.id}`);
  });
});

describe('signed-out calls over HTTP', () => {
  it('answers 401 on tRPC and on REST with a plain message', async () => {
    const trpc = await t.app.inject({ url: '/trpc/auth.user' });
    expect(trpc.statusCode).toBe(401);
    expect(trpc.json().error.data.code).toBe('UNAUTHORIZED');
    const rest = await t.app.inject({ url: '/api/auth/user' });
    expect(rest.statusCode).toBe(401);
    expect(rest.json()).toEqual({ message: 'Unauthorized' });
    const signedIn = await t.app.inject({ url: '/trpc/auth.user', headers: { cookie: player.cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().result.data.id).toBe(player.row.id);
  });
});

describe('every admin procedure of the app router', () => {
  type CallerNode = { [key: string]: CallerNode } & (() => Promise<unknown>);
  const paths = appProcedures.paths();
  const adminPaths = paths.filter((p) => p.startsWith('admin.'));

  const outcome = (call: () => Promise<unknown>) =>
    call().then(
      () => 'OK',
      (e: unknown) => (e instanceof TRPCError ? e.code : String(e)),
    );

  /** What a signed-out caller and a player meet at `path`, in process and over HTTP. */
  async function probe(path: string) {
    // Guards run before input parsing, so no input is needed to meet them.
    const callAs = (user: UserRow | null) => () =>
      path
        .split('.')
        .reduce((node, key) => node[key]!, createCaller(context(user)) as unknown as CallerNode)();
    const inProcess = [await outcome(callAs(null)), await outcome(callAs(player.row))];
    const { type } = appProcedures.describe(path);
    if (type === 'subscription') return { inProcess, http: null };
    const http: number[] = [];
    for (const cookie of [undefined, player.cookie]) {
      const res = await t.app.inject({
        method: type === 'query' ? 'GET' : 'POST',
        url: `/trpc/${path}`,
        headers: {
          host: 'picks.test',
          origin: 'http://picks.test',
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
        },
      });
      http.push(res.statusCode);
    }
    return { inProcess, http };
  }

  it('walks the whole router (proven by the procedures known to exist)', () => {
    expect(paths).toEqual(
      expect.arrayContaining(['auth.me', 'auth.user', 'auth.login', 'auth.logout', 'system.health']),
    );
    expect(appProcedures.describe('auth.me').type).toBe('query');
    expect(appProcedures.describe('auth.logout').type).toBe('mutation');
  });

  it('declares on each procedure the access its row of the authorization table holds it to', () => {
    // The REST adapter and the OpenAPI document read the declaration; authorization.test.ts holds the
    // answers to the table, so a declaration that says less (or more) than the guard enforces fails here.
    const declared = (row: Access): string =>
      row.signedOut === 'allowed'
        ? 'public'
        : row.player === 403 && row.admin === 'allowed'
          ? 'admin'
          : 'player';
    for (const path of paths) {
      const row = AUTHORIZATION[path as keyof typeof AUTHORIZATION];
      expect(appProcedures.describe(path).access, path).toBe(declared(row));
    }
  });

  it('refuses each admin procedure: 401 signed out and 403 for a player', async () => {
    // The probe first proves it tells a guarded procedure from an open one.
    expect(await probe('auth.user')).toEqual({ inProcess: ['UNAUTHORIZED', 'OK'], http: [401, 200] });
    expect(await probe('auth.me')).toEqual({ inProcess: ['OK', 'OK'], http: [200, 200] });
    for (const path of adminPaths) {
      const { inProcess, http } = await probe(path);
      expect(inProcess, path).toEqual(['UNAUTHORIZED', 'FORBIDDEN']);
      if (http) expect(http, path).toEqual([401, 403]);
    }
  });
});
