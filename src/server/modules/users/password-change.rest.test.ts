import { describe, expect, it } from 'vitest';
import { newAccount, register, sessionCookie } from '../../../../tests/support/accounts';
import { RELAXED_LIMITS, sharedTestApp } from '../../../../tests/support/test-app';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { USER_MESSAGES } from '../../../shared/schemas/users';
import { DEFAULT_RATE_LIMITS } from '../../platform/limits/rate-limit';

const t = sharedTestApp({
  config: {
    rateLimits: { ...RELAXED_LIMITS, loginFailuresPerAccount: DEFAULT_RATE_LIMITS.loginFailuresPerAccount },
  },
});

const put = (cookie: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/password',
    payload: payload as object,
    headers: cookie ? { cookie, origin: 'http://localhost' } : {},
  });
const me = (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });
const userRow = (id: number) =>
  t.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

describe('PUT /api/user/password', () => {
  it('changes the password, ends every session and signs this device in again with a new one', async () => {
    const account = newAccount();
    const { cookie, user } = await register(t.app, account);
    const otherDevice = await login(account.username, account.password);
    const otherCookie = `session=${otherDevice.cookies[0]!.value}`;
    expect((await me(otherCookie)).statusCode).toBe(200);

    const res = await put(cookie, {
      currentPassword: account.password,
      newPassword: 'brandNew456',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: account.username });
    const renewed = sessionCookie(res);
    expect(renewed).not.toBe(cookie);
    expect((await me(renewed)).json().id).toBe(user.id);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(otherCookie)).statusCode).toBe(401);
    expect((await login(account.username, account.password)).statusCode).toBe(401);
    expect((await login(account.username, 'brandNew456')).statusCode).toBe(200);
    expect((await userRow(user.id)).password_changed_at?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it.each([
    [{ currentPassword: 'notMyPass1', newPassword: 'brandNew456' }, USER_MESSAGES.currentPasswordWrong],
    [{ newPassword: 'brandNew456' }, USER_MESSAGES.currentPasswordRequired],
    [{ currentPassword: '', newPassword: 'brandNew456' }, USER_MESSAGES.currentPasswordRequired],
    [{ currentPassword: 'goodPass123', newPassword: 'short1' }, AUTH_MESSAGES.passwordShort],
    [{ currentPassword: 'goodPass123', newPassword: 'lettersonly' }, AUTH_MESSAGES.passwordWeak],
    [{ currentPassword: 'goodPass123', newPassword: '1234567890' }, AUTH_MESSAGES.passwordWeak],
    [{ currentPassword: 'goodPass123' }, AUTH_MESSAGES.passwordShort],
  ])('refuses %o with 400, keeping the password and every session', async (payload, message) => {
    const account = newAccount({ password: 'goodPass123' });
    const { cookie, user } = await register(t.app, account);
    const otherCookie = `session=${(await login(account.username, account.password)).cookies[0]!.value}`;
    const before = await userRow(user.id);
    const res = await put(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await userRow(user.id)).toEqual(before);
    expect((await me(otherCookie)).statusCode).toBe(200);
    expect((await login(account.username, 'goodPass123')).statusCode).toBe(200);
  });

  it('refuses a signed-out caller with 401', async () => {
    const res = await put(null, { currentPassword: 'x', newPassword: 'brandNew456' });
    expect(res.statusCode).toBe(401);
  });

  it('stops guessing after 10 wrong current passwords in 15 minutes, even with the right one', async () => {
    const account = newAccount();
    const { cookie, user } = await register(t.app, account);
    for (let i = 0; i < 10; i++) {
      expect(
        (await put(cookie, { currentPassword: `guess${i}xx`, newPassword: 'brandNew456' })).statusCode,
      ).toBe(400);
    }
    const before = await userRow(user.id);
    const res = await put(cookie, { currentPassword: account.password, newPassword: 'brandNew456' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts/);
    expect(await userRow(user.id)).toEqual(before);
    t.clock.advance(15 * 60_000);
    expect(
      (await put(cookie, { currentPassword: account.password, newPassword: 'brandNew456' })).statusCode,
    ).toBe(200);
  });
});
