import { describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { DEFAULT_RATE_LIMITS } from '../../platform/limits/rate-limit';

// Per-account limits count the account, however it is named: its username or its e-mail, in any case. A name
// that is no account is counted as typed (trimmed, any case). And no answer may tell that two names are one
// account.

const t = sharedTestApp({ config: { rateLimits: DEFAULT_RATE_LIMITS } });
const MINUTE = 60_000;
const MAX = DEFAULT_RATE_LIMITS.loginFailuresPerAccount.max;

let ipCounter = 0;
const freshIp = () => `10.44.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: freshIp(),
  });
const shape = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, res.json()];
const INVALID = [401, { message: AUTH_MESSAGES.invalidLogin }];

describe('failed sign-ins per account', () => {
  it(`after ${MAX} wrong passwords for the username, the e-mail in capitals has no password checked`, async () => {
    const { account } = await register(t.app);
    for (let i = 0; i < MAX; i++)
      expect(shape(await login(account.username, 'wrongPass999'))).toEqual(INVALID);
    // The right password, typed with the other name: not checked, answered as a wrong one.
    expect(shape(await login(account.email.toUpperCase(), account.password))).toEqual(INVALID);
    expect(shape(await login(` ${account.username.toUpperCase()} `, account.password))[0]).toBe(429);
    t.clock.advance(15 * MINUTE);
    expect((await login(account.email.toUpperCase(), account.password)).statusCode).toBe(200);
  });

  it('counts the failures of every spelling together', async () => {
    const { account } = await register(t.app);
    const spellings = [
      account.username,
      account.email,
      account.username.toUpperCase(),
      account.email.toUpperCase(),
    ];
    for (let i = 0; i < MAX; i++) await login(spellings[i % spellings.length]!, 'wrongPass999');
    for (const name of spellings) expect(shape(await login(name, account.password)), name).toEqual(INVALID);
    t.clock.advance(15 * MINUTE);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('answers a spent account’s other name exactly as an unknown name, then 429 for both alike', async () => {
    const { account, user } = await register(t.app);
    for (let i = 0; i < MAX; i++) await login(account.username, 'wrongPass999');
    const unknown = `nobody_${user.id}@example.com`;
    for (let i = 0; i < MAX; i++) {
      const known = await login(account.email, 'wrongPass999');
      const other = await login(unknown, 'wrongPass999');
      expect(shape(known)).toEqual(shape(other));
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(other.headers).sort());
    }
    const [known, other] = [await login(account.email, 'x'), await login(unknown.toUpperCase(), 'x')];
    expect(shape(known)).toEqual(shape(other));
    expect(known.statusCode).toBe(429);
    t.clock.advance(15 * MINUTE);
  });

  it('counts a name that is no account as typed, ignoring case and spaces', async () => {
    const name = `nobody_${freshIp().replace(/\./g, '_')}`;
    for (let i = 0; i < MAX; i++) await login(i % 2 ? name : name.toUpperCase(), 'wrongPass999');
    expect((await login(`  ${name.toUpperCase()}`, 'wrongPass999')).statusCode).toBe(429);
    t.clock.advance(15 * MINUTE);
  });

  it('shares the account’s budget with wrong current passwords of a password change', async () => {
    const { account, cookie } = await register(t.app);
    for (let i = 0; i < MAX; i++) await login(account.email, 'wrongPass999');
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload: { currentPassword: account.password, newPassword: 'changed9999' },
      headers: { cookie, origin: 'http://localhost', host: 'localhost' },
    });
    expect(change.statusCode).toBe(429);
    t.clock.advance(15 * MINUTE);
  });
});

describe('reset requests per account', () => {
  const ask = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email },
      remoteAddress: freshIp(),
    });
  const MAX_RESETS = DEFAULT_RATE_LIMITS.resetRequestPerAccount.max;

  it('counts every spelling of an address together, known or not, alike', async () => {
    const { account, user } = await register(t.app);
    const unknown = `nobody_${user.id}@example.com`;
    for (let i = 0; i < MAX_RESETS; i++) {
      expect((await ask(i % 2 ? account.email.toUpperCase() : account.email)).statusCode).toBe(200);
      expect((await ask(i % 2 ? unknown.toUpperCase() : unknown)).statusCode).toBe(200);
    }
    const known = await ask(` ${account.email.toUpperCase()}`);
    const other = await ask(` ${unknown.toUpperCase()}`);
    expect(shape(known)).toEqual(shape(other));
    expect(known.statusCode).toBe(429);
    t.clock.advance(60 * MINUTE);
  });
});
