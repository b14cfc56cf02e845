import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { register, sessionCookie } from '../../../../tests/support/accounts';
import { DAY, sharedTestApp } from '../../../../tests/support/test-app';
import { forgetExpiredSessionsJob } from './session.jobs';

const t = sharedTestApp();

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
const idOf = (cookie: string) => tokenOf(cookie).split('.')[0]!;
const me = (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });
const sessionRow = (id: string) =>
  t.deps.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
const inDays = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();

function expectCleared(res: LightMyRequestResponse) {
  const cleared = res.cookies.find((c) => c.name === 'session');
  expect(cleared?.value).toBe('');
  expect(cleared?.expires?.getTime()).toBe(0);
}

describe('the session cookie in development', () => {
  it('is named session, HttpOnly, SameSite=Lax, Path=/, not Secure, and lives 30 days', async () => {
    const { res } = await register(t.app);
    expect(res.cookies).toHaveLength(1);
    const cookie = res.cookies[0]!;
    expect(cookie).toMatchObject({ name: 'session', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.expires?.toISOString()).toBe(inDays(30));
    const header = String(res.headers['set-cookie']);
    expect(header).not.toMatch(/secure/i);
    expect(header).toMatch(/HttpOnly/);
  });
});

describe('what the database keeps', () => {
  it('holds only the SHA-256 of the secret, never the token or the secret', async () => {
    const { cookie, user } = await register(t.app);
    const token = tokenOf(cookie);
    const [id, secret] = token.split('.') as [string, string];
    expect(id).toMatch(/^[a-z2-7]{24}$/);
    expect(secret).toMatch(/^[a-z2-7]{32}$/);
    const row = await sessionRow(id);
    expect(row?.user_id).toBe(user.id);
    for (const value of Object.values(row!)) {
      const texts =
        value instanceof Uint8Array
          ? [Buffer.from(value).toString('utf8'), Buffer.from(value).toString('hex')]
          : [String(value)];
      for (const text of texts) {
        expect(text).not.toContain(secret);
        expect(text).not.toContain(token);
      }
    }
    const expected = createHash('sha256').update(secret).digest('hex');
    expect(Buffer.from(row!.secret_hash).toString('hex')).toBe(expected);
  });
});

describe('expiry and sliding renewal', () => {
  it('ends a session left unused for 30 days; the scheduler deletes its row', async () => {
    const { cookie } = await register(t.app);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(30 * DAY);
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
    expect(await sessionRow(idOf(cookie))).toBeDefined();
    await t.deps.db.transaction().execute((trx) => forgetExpiredSessionsJob(t.clock.now).run(trx));
    expect(await sessionRow(idOf(cookie))).toBeUndefined();
  });

  it('renews a session used in its last 15 days, so a player who keeps coming back stays in', async () => {
    const { cookie } = await register(t.app);
    const id = idOf(cookie);
    const firstExpiry = (await sessionRow(id))!.expires_at.toISOString();

    t.clock.advance(DAY);
    const early = await me(cookie);
    expect(early.statusCode).toBe(200);
    expect(early.cookies).toHaveLength(0);
    expect((await sessionRow(id))!.expires_at.toISOString()).toBe(firstExpiry);

    t.clock.advance(15 * DAY);
    const renewed = await me(cookie);
    expect(renewed.statusCode).toBe(200);
    const sent = renewed.cookies.find((c) => c.name === 'session');
    expect(sent?.value).toBe(tokenOf(cookie));
    expect(sent?.expires?.toISOString()).toBe(inDays(30));
    expect(sent).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await sessionRow(id))!.expires_at.toISOString()).toBe(inDays(30));

    t.clock.advance(20 * DAY);
    expect((await me(cookie)).statusCode).toBe(200);

    t.clock.advance(31 * DAY);
    expect((await me(cookie)).statusCode).toBe(401);
    // The read wrote nothing: the expired row goes with the scheduler's job, which leaves live ones.
    expect(await sessionRow(id)).toBeDefined();
    const live = idOf((await register(t.app)).cookie);
    await t.deps.db.transaction().execute((trx) => forgetExpiredSessionsJob(t.clock.now).run(trx));
    expect(await sessionRow(id)).toBeUndefined();
    expect(await sessionRow(live)).toBeDefined();
  });
});

describe('tokens that are not quite right', () => {
  it('refuses the right id with a different secret, and keeps the real session', async () => {
    const { cookie } = await register(t.app);
    const token = tokenOf(cookie);
    const secret = token.split('.')[1]!;
    const flipped = secret[0] === 'a' ? `b${secret.slice(1)}` : `a${secret.slice(1)}`;
    const forged = `session=${idOf(cookie)}.${flipped}`;
    const res = await me(forged);
    expect(res.statusCode).toBe(401);
    expect(res.cookies).toHaveLength(0);
    expect(await sessionRow(idOf(cookie))).toBeDefined();
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it.each(['garbage', '', 'a.b', `${'a'.repeat(24)}.${'b'.repeat(32)}`])('refuses token %j', async (bad) => {
    expect((await me(`session=${bad}`)).statusCode).toBe(401);
  });
});

describe('signing out', () => {
  it('POST /api/auth/logout deletes the session, clears the cookie and the old cookie stops working', async () => {
    const { cookie } = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, host: 'picks.test', origin: 'http://picks.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expectCleared(res);
    expect(await sessionRow(idOf(cookie))).toBeUndefined();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('GET /api/logout ends the session and redirects to /', async () => {
    const { cookie } = await register(t.app);
    const other = await register(t.app);
    const res = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expectCleared(res);
    expect(await sessionRow(idOf(cookie))).toBeUndefined();
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(other.cookie)).statusCode).toBe(200);
  });

  it('GET /api/logout without a session still goes to /', async () => {
    const res = await t.app.inject({ url: '/api/logout' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('GET /api/login is a navigation to the sign-in screen', async () => {
    const res = await t.app.inject({ url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth');
  });
});

it('signs the account out everywhere, and no other account', async () => {
  const { account, cookie } = await register(t.app);
  const other = await register(t.app);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: account.username, password: account.password },
  });
  const second = sessionCookie(login);
  expect((await me(second)).statusCode).toBe(200);
  await t.app.inject({ url: '/api/logout', headers: { cookie } });
  expect((await me(cookie)).statusCode).toBe(401);
  expect((await me(second)).statusCode).toBe(401);
  expect((await me(other.cookie)).statusCode).toBe(200);
});

describe('concurrent session lookups (one statement for many, ADR 0035)', () => {
  it('answers each call for its own token, a wrong secret and an unknown id with nobody', async () => {
    const players = await Promise.all([register(t.app), register(t.app), register(t.app)]);
    const wrongSecret = `session=${idOf(players[0]!.cookie)}.${'a'.repeat(32)}`;
    const unknown = `session=${'b'.repeat(24)}.${'c'.repeat(32)}`;
    const answers = await Promise.all([...players.map((p) => me(p.cookie)), me(wrongSecret), me(unknown)]);
    expect(answers.slice(0, 3).map((a) => a.json().id)).toEqual(players.map((p) => p.user.id));
    expect(answers.slice(3).map((a) => a.statusCode)).toEqual([401, 401]);
  });

  it('sees a sign-out on the next call, with other calls in flight beside it', async () => {
    const [ann, bob] = await Promise.all([register(t.app), register(t.app)]);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: ann.cookie, host: 'auth.test', origin: 'http://auth.test' },
    });
    expect(out.statusCode).toBeLessThan(300);
    const [a, b] = await Promise.all([me(ann.cookie), me(bob.cookie)]);
    expect(a.statusCode).toBe(401);
    expect(b.json().id).toBe(bob.user.id);
  });
});
