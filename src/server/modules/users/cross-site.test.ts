import { beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { appProcedures, appRouter } from '../../api/router';
import { restRoutes } from '../../api/routes';
import { JSON_ONLY_MESSAGE } from './cross-site.hook';

// What a page of another site could still send without a CORS preflight: a form or text/plain body,
// or a GET. None of it changes state. (Origin checks themselves: csrf.test.ts.)

const t = sharedTestApp();
const HOST = 'picks.test';
const SAME_ORIGIN = { host: HOST, origin: `http://${HOST}` };

let game: { id: number; home_team_id: number };
let player: Awaited<ReturnType<typeof register>>;
let admin: Awaited<ReturnType<typeof register>>;

beforeAll(async () => {
  const sport = await makeSport(t.deps.db);
  game = await makeGame(t.deps.db, {
    ...matchup(sport),
    startsInMinutes: 600,
  });
  player = await register(t.app);
  admin = await register(t.app);
  await t.deps.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.user.id).execute();
});

const pickCount = async () =>
  (await t.deps.db.selectFrom('picks').select('id').where('user_id', '=', player.user.id).execute()).length;
const signedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode === 200;

const BODIES: [string, string][] = [
  ['text/plain', JSON.stringify({ gameId: 1, selectedTeamId: 2 })],
  ['text/plain;charset=UTF-8', '{}'],
  ['application/x-www-form-urlencoded', 'gameId=1&selectedTeamId=2'],
  [
    'multipart/form-data; boundary=xyz',
    '--xyz\r\nContent-Disposition: form-data; name="gameId"\r\n\r\n1\r\n--xyz--',
  ],
];

describe('bodies that are not JSON', () => {
  it.each(
    ['/api/picks', '/trpc/picks.create', '/trpc/auth.logout', '/api/auth/logout'].flatMap((url) =>
      BODIES.map(([type, body]) => [url, type, body] as const),
    ),
  )('POST %s as %s is 415 with a message and changes nothing', async (url, type, body) => {
    const payload =
      url.endsWith('picks.create') || url.endsWith('/picks')
        ? body
            .replace('"gameId":1', `"gameId":${game.id}`)
            .replace('"selectedTeamId":2', `"selectedTeamId":${game.home_team_id}`)
        : body;
    const before = await pickCount();
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...SAME_ORIGIN, cookie: player.cookie, 'content-type': type },
    });
    expect([res.statusCode, res.json()]).toEqual([415, { message: JSON_ONLY_MESSAGE }]);
    expect(await pickCount()).toBe(before);
    expect(await signedIn(player.cookie)).toBe(true);
  });

  it('refuses them on PUT, and from Bearer clients too', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/avatar',
      payload: 'avatarKey=space-cat',
      headers: { ...SAME_ORIGIN, cookie: player.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(put.statusCode).toBe(415);
    const token = player.cookie.split('=')[1]!;
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/picks',
      payload: JSON.stringify({ gameId: game.id, selectedTeamId: game.home_team_id }),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
    });
    expect(bearer.statusCode).toBe(415);
    expect(await pickCount()).toBe(0);
  });

  it('takes the same call as JSON (the refusal is about the type, not the call)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/picks',
      payload: { gameId: game.id, selectedTeamId: game.home_team_id },
      headers: { ...SAME_ORIGIN, cookie: player.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pickCount()).toBe(1);
  });
});

describe('no GET changes state', () => {
  const procedures = (appRouter._def as unknown as { procedures: Record<string, { _def: { type: string } }> })
    .procedures;
  const mutations = Object.keys(procedures).filter((path) => procedures[path]!._def.type === 'mutation');

  it('has mutations to check', () => {
    expect(mutations).toEqual(expect.arrayContaining(['auth.logout', 'picks.create', 'admin.fixStreaks']));
  });

  it.each(mutations)('tRPC refuses GET /trpc/%s with 405', async (path) => {
    const input = encodeURIComponent(JSON.stringify({ gameId: game.id, selectedTeamId: game.home_team_id }));
    const res = await t.app.inject({
      url: `/trpc/${path}?input=${input}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(405);
    expect(res.json().error.data.code).toBe('METHOD_NOT_SUPPORTED');
    expect(await signedIn(admin.cookie)).toBe(true);
  });

  it('maps every REST GET to a query', () => {
    const gets = restRoutes.filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(10);
    for (const route of gets) expect(appProcedures.describe(route.procedure).type, route.url).toBe('query');
  });

  // Paths that a GET route also reads (GET and POST /api/admin/prizes, or POST /api/leagues/join, which GET
  // /api/leagues/:id reads as a bad id) are the queries above.
  const readByGet = (url: string) =>
    restRoutes.some(
      (g) => g.method === 'GET' && new RegExp(`^${g.url.replace(/:\w+/g, '[^/]+')}$`).test(url),
    );
  const withoutGet = restRoutes.filter((r) => r.method !== 'GET' && !readByGet(r.url));

  it.each(withoutGet.map((r) => [r.method, r.url] as const))(
    'a GET to the path of %s /api%s is a 404',
    async (_method, url) => {
      const res = await t.app.inject({
        url: `/api${url.replace(/:\w+/g, '1')}`,
        headers: { cookie: admin.cookie },
      });
      expect([res.statusCode, res.json().message]).toEqual([404, expect.stringMatching(/^Not found: GET/)]);
    },
  );
});

describe('GET /api/logout, the spec’s sign-out navigation', () => {
  const navigate = (cookie: string, fetchSite?: string) =>
    t.app.inject({
      url: '/api/logout',
      headers: { cookie, ...(fetchSite ? { 'sec-fetch-site': fetchSite } : {}) },
    });

  it.each(['cross-site', 'same-site'])('started by %s goes home without signing out', async (site) => {
    const { cookie } = await register(t.app);
    const res = await navigate(cookie, site);
    expect([res.statusCode, res.headers.location]).toEqual([302, '/']);
    expect(res.cookies).toHaveLength(0);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('as HEAD goes home without signing out', async () => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({ method: 'HEAD', url: '/api/logout', headers: { cookie } });
    expect([res.statusCode, res.headers.location]).toEqual([302, '/']);
    expect(res.cookies).toHaveLength(0);
    expect(await signedIn(cookie)).toBe(true);
  });

  it.each([
    { 'sec-purpose': 'prefetch' },
    { 'sec-purpose': 'prefetch;prerender' },
    { purpose: 'prefetch' },
    { 'x-moz': 'prefetch' },
    { 'x-purpose': 'preview' },
  ])('fetched ahead by the browser (%o) goes home without signing out', async (speculative) => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'same-origin', ...speculative },
    });
    expect([res.statusCode, res.headers.location]).toEqual([302, '/']);
    expect(res.cookies).toHaveLength(0);
    expect(await signedIn(cookie)).toBe(true);
  });

  it.each(['same-origin', 'none', undefined])('started by %s signs out', async (site) => {
    const { cookie } = await register(t.app);
    const res = await navigate(cookie, site);
    expect([res.statusCode, res.headers.location]).toEqual([302, '/']);
    expect(await signedIn(cookie)).toBe(false);
  });
});
