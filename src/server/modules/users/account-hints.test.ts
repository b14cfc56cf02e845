import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { newAccount, register } from '../../../../tests/support/accounts';
import { RELAXED_LIMITS, sharedTestApp } from '../../../../tests/support/test-app';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { DEFAULT_RATE_LIMITS } from '../../platform/limits/rate-limit';

// What an answer tells about whether an account exists. Sign-in and reset requests: nothing (the same
// status, body and headers; the time is measured by scripts/bench/account-timing.ts). Registration must
// refuse a taken e-mail (e-mails are unique and sign-up signs in), so it is throttled instead.

const t = sharedTestApp({
  config: { rateLimits: { ...RELAXED_LIMITS, registerPerIp: DEFAULT_RATE_LIMITS.registerPerIp } },
});

let ip = 0;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.0.${++ip % 250}` });

/** Status, body and header names: everything but the date and the length of a body already compared. */
const shape = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.body,
  headers: Object.keys(res.headers)
    .filter((h) => h !== 'date')
    .sort(),
});

describe('answers that tell nothing', () => {
  it('sign-in with a wrong password: a known account and an unknown one answer alike', async () => {
    const { account } = await register(t.app);
    const pairs = [
      [account.username, `nobody_${account.username}`],
      [account.email, `nobody_${account.email}`],
      [account.username.toUpperCase(), `NOBODY_${account.username}`],
    ];
    for (const [known, unknown] of pairs) {
      const [a, b] = [
        await post('/api/auth/login', { username: known, password: 'wrongPass1' }),
        await post('/api/auth/login', { username: unknown, password: 'wrongPass1' }),
      ];
      expect(shape(a)).toEqual(shape(b));
      expect([a.statusCode, a.json()]).toEqual([401, { message: AUTH_MESSAGES.invalidLogin }]);
      expect(a.headers['set-cookie']).toBeUndefined();
    }
  });

  it('sign-in through tRPC answers alike too', async () => {
    const { account } = await register(t.app);
    const [a, b] = [
      await post('/trpc/auth.login', { username: account.username, password: 'wrongPass1' }),
      await post('/trpc/auth.login', { username: `nobody_${account.username}`, password: 'wrongPass1' }),
    ];
    expect(shape(a)).toEqual(shape(b));
  });

  it('a reset-link request: a known address and an unknown one answer alike', async () => {
    const { account } = await register(t.app);
    const [a, b] = [
      await post('/api/password-reset/request', { email: account.email }),
      await post('/api/password-reset/request', { email: `nobody_${account.email}` }),
    ];
    expect(shape(a)).toEqual(shape(b));
    expect(a.statusCode).toBe(200);
  });
});

describe('registration with a taken e-mail', () => {
  it('is refused with 409 in plain words, and every such probe counts toward the hourly limit', async () => {
    const { account } = await register(t.app);
    const remoteAddress = '10.9.1.1';
    const probe = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newAccount({ email }),
        remoteAddress,
      });
    const first = await probe(account.email.toUpperCase());
    expect([first.statusCode, first.json()]).toEqual([409, { message: AUTH_MESSAGES.emailTaken }]);
    for (let i = 1; i < DEFAULT_RATE_LIMITS.registerPerIp.max; i++) {
      expect((await probe(`probe_${i}_${account.email}`)).statusCode).toBe(200);
    }
    const throttled = await probe(account.email);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/^Too many attempts/);
  });
});
