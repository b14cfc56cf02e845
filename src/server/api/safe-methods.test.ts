import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../tests/support/accounts';
import { sameOrigin } from '../../../tests/support/calls';
import { MemoryTransport } from '../../../tests/support/mail';
import type { Fixtures } from '../../../tests/support/rest/contract';
import { CHANGED_ON_READ, changedTables, fingerprint, getRoutes } from '../../../tests/support/safe-methods';
import { queryNames, type Role, walkWorld } from '../../../tests/support/safe-methods-samples';
import { DAY, sharedTestApp } from '../../../tests/support/test-app';
import { procedurePaths, procedures } from '../../../tests/support/trpc/authorization';
import { sessionExpiry } from '../modules/users/session.rules';
import { createSession } from '../modules/users/session.service';

// HEAD and GET change nothing, anywhere (issue 39): every GET route the server registered, found through
// Fastify itself, is called with HEAD and GET signed out, with an expired session, as a player and as an
// admin, with the ids, codes and tokens it needs; not one row of any table may change. The one thing a read
// may change is listed in CHANGED_ON_READ with its reason (docs/rules.md, "Reads change nothing").

const dir = path.join(os.tmpdir(), `pickem-walk-${process.pid}-${randomBytes(4).toString('hex')}`);
mkdirSync(path.join(dir, 'assets'), { recursive: true });
writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
writeFileSync(path.join(dir, 'assets', 'index-Ab3_x9Zq.js'), 'export {};');
writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const METRICS_TOKEN = 'walk-metrics-token-of-32-characters!';
const mail = new MemoryTransport();
const t = sharedTestApp({ mailTransport: mail, config: { staticDir: dir, metricsToken: METRICS_TOKEN } });

const ROLES: readonly Role[] = ['out', 'expired', 'player', 'admin'];
let fx: Fixtures;
let cookies: Record<Role, string | undefined>;
let samples: Record<string, string[]>;

beforeAll(async () => {
  ({ fx, cookies, samples } = await walkWorld(t, mail));
});

/**
 * The GET routes that change something on purpose, with why; each has its own test below. Kept in step with
 * docs/rules.md ("Reads change nothing").
 */
const WRITES_ON_PURPOSE: Record<string, string> = {
  // player.md: "Full-page navigations: /api/login and /api/logout", the menu's Log Out. It ends only the caller's
  // own sessions; another site's navigation, a HEAD and a browser's prefetch of it go home without signing out.
  '/api/logout': "the spec's sign-out navigation",
};

/** tRPC mutations: over GET they must be refused before running. */
const mutations = procedurePaths.filter((name) => procedures[name]!._def.type === 'mutation');

/** Routes that answer only a WebSocket upgrade: a plain GET of them is a 404 (the socket's own tests cover them). */
const UPGRADE_ONLY: Record<string, string> = { '/trpc': 'the live socket', '/trpc/': 'the live socket' };

/** The header a role's call carries; /metrics reads its bearer token (the admin role sends it). */
function headersOf(role: Role, url: string): Record<string, string> {
  const headers: Record<string, string> = { ...sameOrigin };
  const cookie = cookies[role];
  if (cookie) headers.cookie = cookie;
  if (role === 'admin' && url.startsWith('/metrics')) headers.authorization = `Bearer ${METRICS_TOKEN}`;
  return headers;
}

describe('HEAD and GET', () => {
  it('are walked on every GET route the server registered', () => {
    const routes = getRoutes(t.app);
    // Spot checks that the listing reaches every kind: REST, tRPC, pages, files, the rest of the host.
    expect(routes).toEqual(
      expect.arrayContaining([
        '/api/games/today',
        '/api/leagues/:id/leaderboard/weekly',
        '/api/openapi.json',
        '/api/docs',
        '/api/logout',
        '/trpc/:path',
        '/unsubscribe',
        '/healthz',
        '/metrics',
        '/',
        '/index.html',
        '/assets/index-Ab3_x9Zq.js',
      ]),
    );
    const unfilled = routes.filter((route) => /[:*]/.test(route) && !samples[route]);
    expect(unfilled, 'routes with parameters the walk has no sample for').toEqual([]);
  });

  it('change no row of any table, for anyone', { timeout: 300_000 }, async () => {
    const urls = getRoutes(t.app)
      .filter((route) => !(route in WRITES_ON_PURPOSE))
      .flatMap((route) => samples[route] ?? [route]);
    const problems: string[] = [];
    const read = new Set<string>();
    let before = await fingerprint(t.deps.db);
    for (const url of urls) {
      for (const role of ROLES) {
        for (const method of ['HEAD', 'GET'] as const) {
          const res = await t.app.inject({ method, url, headers: headersOf(role, url) });
          if (method === 'GET' && res.statusCode < 400) read.add(url);
          if (
            method === 'GET' &&
            mutations.some((m) => url.split('?')[0] === `/trpc/${m}`) &&
            res.statusCode !== 405
          )
            problems.push(`GET ${url} as ${role}: a mutation over GET answered ${res.statusCode}, not 405`);
          if (res.statusCode >= 500)
            problems.push(`${method} ${url} as ${role}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      await t.deps.mailer.drain();
      const after = await fingerprint(t.deps.db);
      for (const table of changedTables(before, after)) problems.push(`${url} changed ${table}`);
      before = after;
    }
    expect(problems).toEqual([]);
    // The walk was real: every route's first sample, every query and every batch was answered to someone.
    const mustRead = [
      ...getRoutes(t.app)
        .filter(
          (route) => !(route in WRITES_ON_PURPOSE) && !(route in UPGRADE_ONLY) && route !== '/trpc/:path',
        )
        .map((route) => samples[route]?.[0] ?? route),
      ...samples['/trpc/:path']!.filter(
        (url) =>
          /batch=1/.test(url) ||
          queryNames.some((q) => url.startsWith(`/trpc/${q}?`) || url === `/trpc/${q}`),
      ),
    ];
    expect(mustRead.filter((url) => !read.has(url))).toEqual([]);
  });

  it("change nothing at /api/logout but the caller's own sessions, and only on a real navigation", async () => {
    const { cookie, user } = await register(t.app);
    const sessions = (userId: number) =>
      t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
    let before = await fingerprint(t.deps.db);
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-purpose': 'prefetch' },
    ]) {
      const res = await t.app.inject({ url: '/api/logout', headers: { cookie, ...headers } });
      expect(res.statusCode).toBe(302);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/api/logout', headers: { cookie } })).statusCode).toBe(
      302,
    );
    expect(changedTables(before, await fingerprint(t.deps.db))).toEqual([]);
    expect(await sessions(user.id)).toHaveLength(1);
    before = await fingerprint(t.deps.db);
    const out = await t.app.inject({
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect([out.statusCode, out.headers.location]).toEqual([302, '/']);
    expect(changedTables(before, await fingerprint(t.deps.db))).toEqual(['sessions']);
    expect(await sessions(user.id)).toEqual([]);
    expect(await sessions(fx.player.id)).not.toEqual([]);
  });

  it('renew a session in its last 15 days, the one change a read makes (CHANGED_ON_READ)', async () => {
    expect(Object.keys(CHANGED_ON_READ)).toEqual(['sessions']);
    const meta = { ip: '127.0.0.1', userAgent: 'walk' };
    const session = await createSession(
      t.deps.db,
      fx.target.id,
      new Date(t.clock.now().getTime() - 16 * DAY),
      meta,
    );
    const expiry = () =>
      t.deps.db
        .selectFrom('sessions')
        .select('expires_at')
        .where('id', '=', session.id)
        .executeTakeFirstOrThrow();
    const before = await fingerprint(t.deps.db);
    const res = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: `session=${session.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await expiry()).expires_at.toISOString()).toBe(sessionExpiry(t.clock.now()).toISOString());
    expect(changedTables(before, await fingerprint(t.deps.db))).toEqual([]);
  });
});
