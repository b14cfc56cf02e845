import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { register } from '../../../../tests/support/accounts';
import { nearMisses, rawRequest, spellings } from '../../../../tests/support/auth/path-spellings';
import { listeningTestApp, sharedTestApp } from '../../../../tests/support/test-app';
import { appRouter } from '../../api/router';
import { restRoutes } from '../../api/routes';
import { CROSS_SITE_MESSAGE, JSON_ONLY_MESSAGE } from './cross-site.hook';
import { findUserById } from './users.repo';

// The router decodes a path before it matches it (`/%61pi/user/avatar` is `/api/user/avatar`), so every guard
// of /api and /trpc must hold for every spelling the router accepts: over inject and over a real socket.

const HOST = 'picks.test';
const FOREIGN = { host: HOST, origin: 'http://evil.example' };
const OWN = { host: HOST, origin: `http://${HOST}` };

// A built client, so that a path the /api and /trpc scopes did not answer would get the web page.
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'pickem-client-'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const t = listeningTestApp();

let player: Awaited<ReturnType<typeof register>>;
let admin: Awaited<ReturnType<typeof register>>;
beforeAll(async () => {
  player = await register(t.app);
  admin = await register(t.app);
  await t.deps.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.user.id).execute();
});

const avatarOf = async (userId: number) => (await findUserById(t.deps.db, userId))?.avatar_key;
const signedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode === 200;
const gameCount = async () => (await t.deps.db.selectFrom('games').select('id').execute()).length;

const procedures = (appRouter._def as unknown as { procedures: Record<string, { _def: { type: string } }> })
  .procedures;
const mutations = Object.keys(procedures).filter((p) => procedures[p]!._def.type === 'mutation');
const unsafeRoutes = restRoutes.filter((r) => r.method !== 'GET');

describe('the spellings themselves', () => {
  it('encode something and differ from the path', () => {
    expect(spellings('/api/user/avatar')).toEqual(
      expect.arrayContaining(['/%61pi/user/avatar', '/a%70i/user/avatar', '/%61%70%69/user/avatar']),
    );
    expect(spellings('/trpc/users.updateAvatar')).toContain('/%74%72%70%63/users.updateAvatar');
    expect(spellings('/api/logout')).toEqual(expect.arrayContaining(['/api/logou%74', '/%61pi/%6Cogout']));
  });
});

describe('a foreign Origin is refused on every spelling of every write', () => {
  it.each(
    unsafeRoutes.flatMap((r) => spellings(`/api${r.url.replace(/:\w+/g, '1')}`).map((p) => [r.method, p])),
  )('%s %s is 403', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...FOREIGN, cookie: admin.cookie },
      payload: {},
    });
    expect([res.statusCode, res.json()]).toEqual([403, { message: CROSS_SITE_MESSAGE }]);
  });

  it.each(mutations.flatMap((m) => spellings(`/trpc/${m}`)))('POST %s is 403', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...FOREIGN, cookie: admin.cookie },
      payload: {},
    });
    expect([res.statusCode, res.json()]).toEqual([403, { message: CROSS_SITE_MESSAGE }]);
  });

  it('leaves the avatar, the session and the games as they were', async () => {
    const before = await gameCount();
    for (const url of [...spellings('/api/user/avatar'), ...spellings('/trpc/users.updateAvatar')]) {
      await t.app.inject({
        method: url.includes('pi') || url.includes('%69') ? 'PUT' : 'POST',
        url,
        headers: { ...FOREIGN, cookie: player.cookie },
        payload: { avatarKey: 'space-cat' },
      });
    }
    for (const url of spellings('/api/auth/logout'))
      await t.app.inject({ method: 'POST', url, headers: { ...FOREIGN, cookie: player.cookie } });
    for (const url of spellings('/api/admin/free-pick'))
      await t.app.inject({ method: 'POST', url, headers: { ...FOREIGN, cookie: admin.cookie } });
    expect(await avatarOf(player.user.id)).toBe('geometric-1');
    expect(await signedIn(player.cookie)).toBe(true);
    expect(await gameCount()).toBe(before);
  });
});

describe('bodies that are not JSON are refused on every spelling', () => {
  it.each([...spellings('/api/user/avatar'), ...spellings('/trpc/users.updateAvatar')])(
    '%s as text/plain is 415',
    async (url) => {
      const res = await t.app.inject({
        method: url.includes('avatar') && !url.includes('update') ? 'PUT' : 'POST',
        url,
        headers: { ...OWN, cookie: player.cookie, 'content-type': 'text/plain' },
        payload: JSON.stringify({ avatarKey: 'space-cat' }),
      });
      expect([res.statusCode, res.json()]).toEqual([415, { message: JSON_ONLY_MESSAGE }]);
      expect(await avatarOf(player.user.id)).toBe('geometric-1');
    },
  );
});

describe('the logout navigation', () => {
  it.each(spellings('/api/logout'))('GET %s started by another site goes home, signed in', async (url) => {
    const res = await t.app.inject({
      url,
      headers: { cookie: player.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect([res.statusCode, res.headers.location]).toEqual([302, '/']);
    expect(await signedIn(player.cookie)).toBe(true);
  });

  it.each(spellings('/api/logout'))('HEAD %s never signs out', async (url) => {
    await t.app.inject({ method: 'HEAD', url, headers: { cookie: player.cookie } });
    expect(await signedIn(player.cookie)).toBe(true);
  });

  it('a spelled navigation of the page itself still signs out', async () => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({
      url: '/api/logou%74',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect([res.statusCode, res.headers.location]).toEqual([302, '/']);
    expect(await signedIn(cookie)).toBe(false);
  });
});

describe('over a real socket', () => {
  const texts = [
    ...spellings('/api/user/avatar'),
    ...nearMisses('/api/user/avatar'),
    '/api/user/avatar?x=1',
    '/%61pi/user/avatar?x=1',
    '/api/user/../user/avatar',
    '/api/./user/avatar',
  ];

  it.each([
    ...texts.map((text) => ['PUT', text]),
    ...[...spellings('/trpc/users.updateAvatar'), ...nearMisses('/trpc/users.updateAvatar')].map((text) => [
      'POST',
      text,
    ]),
  ])('%s %s from a foreign Origin changes nothing', async (method, text) => {
    const res = await rawRequest(t.base, {
      method: method!,
      path: text!,
      headers: { ...FOREIGN, cookie: player.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ avatarKey: 'space-cat' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await avatarOf(player.user.id)).toBe('geometric-1');
  });

  it.each([...spellings('/api/logout'), ...nearMisses('/api/logout'), '/api/logout/', '//api/logout'])(
    'GET %s started by another site leaves the player signed in',
    async (text) => {
      await rawRequest(t.base, {
        method: 'GET',
        path: text,
        headers: { host: HOST, cookie: player.cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(await signedIn(player.cookie)).toBe(true);
    },
  );
});

describe('the per-address limit counts every spelling', () => {
  const limited = sharedTestApp({ config: { globalRateLimit: 12 } });

  it('shares one budget between /api, /trpc and their spellings, with the limit headers on each', async () => {
    const remoteAddress = '10.9.0.1';
    const urls = [
      '/api/prizes/current',
      '/%61pi/prizes/current',
      '/%74rpc/prizes.current',
      '/trpc/prizes.curren%74',
      '/%61%70%69/prizes/current',
      '/a%70i/prizes/curren%74',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await limited.app.inject({ url: urls[i % urls.length]!, remoteAddress });
      expect(res.headers['x-ratelimit-limit'], urls[i % urls.length]).toBe('12');
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    for (const url of urls) {
      const res = await limited.app.inject({ url, remoteAddress });
      expect([url, res.statusCode]).toEqual([url, 429]);
    }
    expect(
      (await limited.app.inject({ url: '/%61pi/prizes/current', remoteAddress: '10.9.0.2' })).statusCode,
    ).toBe(200);
  });
});

describe('unknown paths under /api and /trpc', () => {
  const page = sharedTestApp({ config: { staticDir: clientDir } });

  it.each(['/%61pi/no-such-thing', '/%74rpc/no-such-thing', '/a%70i', '/%61pi/'])(
    'GET %s is a JSON 404, never the web page',
    async (url) => {
      const res = await page.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).not.toContain('id="root"');
    },
  );
});

describe('an Idempotency-Key', () => {
  it('is one request whatever the spelling of its path, and keeps the routed path', async () => {
    const send = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...OWN, cookie: admin.cookie, 'idempotency-key': 'spelled-prize' },
        payload: { title: 'Spelled', description: 'A cap', month: '2026-12', year: 2026 },
      });
    const first = await send('/%61pi/admin/%70rizes');
    expect(first.statusCode).toBe(200);
    const again = await send('/api/admin/prizes');
    expect([again.statusCode, again.headers['idempotent-replayed'], again.body]).toEqual([
      200,
      'true',
      first.body,
    ]);
    const rows = await t.deps.db
      .selectFrom('idempotency_keys')
      .select('path')
      .where('key', '=', 'spelled-prize')
      .execute();
    expect(rows).toEqual([{ path: '/api/admin/prizes' }]);
  });
});

describe('the WebSocket', () => {
  /** How an upgrade to `path` ends: 'open', or the HTTP status it was refused with. */
  const upgrade = (path: string, origin: string) =>
    new Promise<string | number>((resolve) => {
      const socket = new WebSocket(`${t.base.replace(/^http/, 'ws')}${path}`, { headers: { origin } });
      socket.on('error', () => {});
      socket.once('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('open', () => {
        resolve('open');
        socket.close();
      });
    });

  it.each(
    ['/trpc', ...spellings('/trpc/x').map((p) => p.replace(/\/x$|\/%78$/, ''))].filter(
      (p) => !p.endsWith('/'),
    ),
  )('refuses an upgrade to %s from a foreign Origin and opens it from our own', async (path) => {
    expect(await upgrade(path, 'http://evil.example')).toBe(403);
    expect(await upgrade(path, t.base)).toBe('open');
  });
});
