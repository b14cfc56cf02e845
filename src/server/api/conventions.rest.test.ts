import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from '../../../tests/support/accounts';
import { account, sameOrigin } from '../../../tests/support/calls';
import { sharedTestApp } from '../../../tests/support/test-app';

// The conventions every /api path follows (issue 6): plain-word errors with per-field details, JSON
// 404s for what nobody serves, bodies that are JSON objects.

const staticDir = path.join(
  os.tmpdir(),
  `pickem-rest-static-${process.pid}-${randomBytes(4).toString('hex')}`,
);
mkdirSync(staticDir, { recursive: true });
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>shell</title>');
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const t = sharedTestApp({ config: { staticDir } });
let admin: { cookie: string };
let player: { cookie: string };

beforeAll(async () => {
  admin = await account(t, true);
  player = await account(t);
});

const send = (method: string, url: string, cookie: string, payload?: string, type = 'application/json') =>
  t.app.inject({
    method: method as 'POST',
    url,
    headers: { ...sameOrigin, cookie, 'content-type': type },
    ...(payload === undefined ? {} : { payload }),
  });

describe('invalid input', () => {
  it('is a 400 with the first problem as message and every problem as `path: message`', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newAccount(), username: 'ab', password: 'short', gender: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Username must be at least 3 characters',
      errors: [
        'username: Username must be at least 3 characters',
        'password: Password must be at least 8 characters long.',
        'password: Password must contain at least one letter and one number.',
        'gender: Please select your gender',
      ],
    });
  });

  it('names a path parameter as the client sent it', async () => {
    const res = await send(
      'PUT',
      '/api/admin/users/abc/subscription',
      admin.cookie,
      '{"subscriptionTier":"gold"}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'id: Id must be a whole number',
      'subscriptionTier: Subscription tier must be free or premium',
    ]);
  });

  it('refuses a JSON body that is not an object', async () => {
    for (const payload of ['[1,2]', '"text"', '42', 'true']) {
      const res = await send('POST', '/api/picks', player.cookie, payload);
      expect([res.statusCode, res.json()], payload).toEqual([
        400,
        { message: 'The request body must be a JSON object.' },
      ]);
    }
  });

  const asJson = 'Send the request body as application/json.';
  it.each([
    ['text that is not JSON', '{"gameId":', 'application/json', 400, 'The request body is not valid JSON.'],
    ['a form', 'gameId=1', 'application/x-www-form-urlencoded', 415, asJson],
    // text/plain is a body another site can send without a preflight: refused whatever it spells.
    ['text/plain, even when it spells JSON', '{"gameId":1,"selectedTeamId":2}', 'text/plain', 415, asJson],
  ])('refuses %s in plain words', async (_what, body, type, status, message) => {
    const res = await send('POST', '/api/picks', player.cookie, body, type);
    expect([res.statusCode, res.json()]).toEqual([status, { message }]);
  });

  it('takes an empty JSON body (or null) as no fields', async () => {
    for (const payload of ['', 'null']) {
      const res = await send('POST', '/api/picks', player.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        'gameId: gameId must be a number',
        'selectedTeamId: selectedTeamId must be a number',
      ]);
    }
  });
});

describe('refusals', () => {
  it('are 401 signed out, 403 for a player on admin paths, 404 for an unknown id, 409 for a taken name', async () => {
    expect((await t.app.inject({ url: '/api/picks/user' })).json()).toEqual({ message: 'Unauthorized' });
    const forbidden = await send('POST', '/api/admin/fix-streaks', player.cookie, '');
    expect([forbidden.statusCode, forbidden.json()]).toEqual([403, { message: 'Admin access required' }]);
    const missing = await send('DELETE', '/api/admin/prizes/999999', admin.cookie);
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Prize not found' }]);
    const { account: taken } = await register(t.app);
    const clash = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount({ username: taken.username }),
    });
    expect([clash.statusCode, clash.json()]).toEqual([409, { message: 'Username is already taken' }]);
  });
});

describe('paths nobody serves', () => {
  it.each([
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/games/yesterday'],
    ['GET', '/api/games/today/extra'],
    ['DELETE', '/api/games/today'],
    ['PATCH', '/api/picks/1'],
    ['POST', '/api/admin/unknown'],
  ])('%s %s is a JSON 404, not the browser page', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: sameOrigin });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: expect.stringContaining('Not found') });
  });

  it('while other unknown paths get the browser page', async () => {
    const res = await t.app.inject({ url: '/no/such/screen' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('navigations', () => {
  it('GET /api/login redirects to the sign-in screen; GET /api/logout signs out and goes home', async () => {
    const login = await t.app.inject({ url: '/api/login' });
    expect([login.statusCode, login.headers.location]).toEqual([302, '/auth']);
    const { cookie } = await register(t.app);
    const logout = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect([logout.statusCode, logout.headers.location]).toEqual([302, '/']);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });
});
