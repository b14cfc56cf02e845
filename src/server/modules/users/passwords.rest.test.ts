import { describe, expect, it } from 'vitest';
import { newAccount, register } from '../../../../tests/support/accounts';
import { issueResetToken } from '../../../../tests/support/password-reset';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { COMMON_PASSWORD_MESSAGE } from './common-passwords';

// Passwords as stored (argon2id PHC strings) and as accepted: not one of the 1,000 most common, at most
// 128 characters, on every path that sets one.

const t = sharedTestApp();

const SAME_ORIGIN = { host: 'picks.test', origin: 'http://picks.test' };
const send = (cookie: string | null, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });
const userRow = (id: number) =>
  t.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const userByName = (username: string) =>
  t.deps.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
const login = (username: string, password: string) =>
  send(null, 'POST', '/api/auth/login', { username, password });

/** The parts of a PHC string `$argon2id$v=19$m=...,t=...,p=...$salt$hash` (base64 without padding). */
function parsePhc(phc: string) {
  const match = /^\$(argon2id)\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(
    phc,
  );
  if (!match) throw new Error(`not an argon2id PHC string: ${phc}`);
  const [, algorithm, version, m, t, p, salt, hash] = match;
  return {
    algorithm,
    version: Number(version),
    params: { m: Number(m), t: Number(t), p: Number(p) },
    saltBytes: Buffer.from(salt!, 'base64').length,
    hashBytes: Buffer.from(hash!, 'base64').length,
    salt,
  };
}

const resetToken = (userId: number) => issueResetToken(t.deps.db, userId, t.clock.now());

/** Every path that sets a password, for one fresh account each; `set` answers the HTTP response. */
const PATHS = {
  registration: async (password: string) => {
    const account = newAccount({ password });
    const res = await send(null, 'POST', '/api/auth/register', account);
    const user = await userByName(account.username);
    return { res, userId: user?.id, oldPassword: null };
  },
  'password change': async (password: string) => {
    const { account, cookie, user } = await register(t.app);
    const payload = { currentPassword: account.password, newPassword: password };
    return {
      res: await send(cookie, 'PUT', '/api/user/password', payload),
      userId: user.id,
      oldPassword: account.password,
    };
  },
  'reset by link': async (password: string) => {
    const { account, user } = await register(t.app);
    const payload = { token: await resetToken(user.id), newPassword: password };
    return {
      res: await send(null, 'POST', '/api/password-reset', payload),
      userId: user.id,
      oldPassword: account.password,
    };
  },
  "an admin's Set Password": async (password: string) => {
    const admin = await register(t.app);
    await t.deps.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.user.id).execute();
    const { account, user } = await register(t.app);
    const payload = { userId: user.id, newPassword: password };
    return {
      res: await send(admin.cookie, 'POST', '/api/admin/manual-password-reset', payload),
      userId: user.id,
      oldPassword: account.password,
    };
  },
} as const;

describe('the stored hash', () => {
  it('is argon2id v19, m=19456 t=2 p=1, with a 16-byte salt of its own and a 32-byte hash', async () => {
    const first = await register(t.app, newAccount({ password: 'samePass123' }));
    const second = await register(t.app, newAccount({ password: 'samePass123' }));
    const [a, b] = [await userRow(first.user.id), await userRow(second.user.id)];
    for (const row of [a, b]) {
      expect(parsePhc(row.password_hash!)).toMatchObject({
        algorithm: 'argon2id',
        version: 19,
        params: { m: 19456, t: 2, p: 1 },
        saltBytes: 16,
        hashBytes: 32,
      });
    }
    expect(parsePhc(a.password_hash!).salt).not.toBe(parsePhc(b.password_hash!).salt);
  });

  it.each(Object.keys(PATHS) as (keyof typeof PATHS)[])('is the same kind after %s', async (path) => {
    const { res, userId } = await PATHS[path]('newSetting42');
    expect(res.statusCode, res.body).toBe(200);
    const { password_hash } = await userRow(userId!);
    expect(parsePhc(password_hash!).params).toEqual({ m: 19456, t: 2, p: 1 });
  });
});

describe('common passwords', () => {
  it.each(
    (Object.keys(PATHS) as (keyof typeof PATHS)[]).flatMap((path) =>
      ['password1', 'PassWord123', 'Ｑｗｅｒｔｙ１２３'].map((password) => [path, password] as const),
    ),
  )('%s refuses %s with 400 and changes nothing', async (path, password) => {
    const { res, userId, oldPassword } = await PATHS[path](password);
    expect([res.statusCode, res.json()]).toEqual([400, { message: COMMON_PASSWORD_MESSAGE }]);
    expect(res.cookies).toHaveLength(0);
    if (path === 'registration') return expect(userId).toBeUndefined();
    const { username } = await userRow(userId!);
    expect((await login(username, oldPassword!)).statusCode).toBe(200);
    expect((await login(username, password)).statusCode).toBe(401);
  });
});

describe('long passwords', () => {
  const longest = 'a1'.repeat(64);

  it.each(Object.keys(PATHS) as (keyof typeof PATHS)[])(
    '%s takes 128 characters, and they sign in',
    async (path) => {
      const { res, userId } = await PATHS[path](longest);
      expect(res.statusCode, res.body).toBe(200);
      const { username } = await userRow(userId!);
      expect((await login(username, longest)).statusCode).toBe(200);
      expect((await login(username, longest.slice(0, 127))).statusCode).toBe(401);
    },
  );

  it.each(Object.keys(PATHS) as (keyof typeof PATHS)[])(
    '%s refuses 129 characters with a message',
    async (path) => {
      const { res } = await PATHS[path](`${longest}x`);
      expect([res.statusCode, res.json().message]).toEqual([400, AUTH_MESSAGES.passwordLong]);
    },
  );
});
