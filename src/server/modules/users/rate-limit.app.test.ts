import { describe, expect, it } from 'vitest';
import { newAccount, register } from '../../../../tests/support/accounts';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { accountExists } from '../../../../tests/support/users';
import { DEFAULT_RATE_LIMITS } from '../../platform/limits/rate-limit';

const t = sharedTestApp({ config: { rateLimits: DEFAULT_RATE_LIMITS } });

const MINUTE = 60_000;
let ipCounter = 0;
/** A fresh client address per test, so each test meets only its own counters. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const login = (ip: string, username: string, password = 'wrongPass999') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });

function expectThrottled(res: {
  statusCode: number;
  json: () => { message: string };
  headers: Record<string, unknown>;
}) {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toMatch(/^Too many attempts/);
  // Every refusal of a budget names its wait.
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('login attempts per IP', () => {
  it('allows 30 in 15 minutes, refuses the 31st, and allows again after the window', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await login(ip, `nobody_${i}`)).statusCode).toBe(401);
    const refused = await login(ip, 'nobody_31');
    expectThrottled(refused);
    expect(refused.json()).toEqual({ message: 'Too many attempts. Please wait 15 minutes and try again.' });
    expect((await login(freshIp(), 'nobody_31')).statusCode).toBe(401);

    t.clock.advance(15 * MINUTE - 1000);
    expectThrottled(await login(ip, 'nobody_32'));
    t.clock.advance(1000);
    expect((await login(ip, 'nobody_33')).statusCode).toBe(401);
  });

  it('counts successful logins too, and refuses a right password once the IP is over', async () => {
    const { account } = await register(t.app);
    const ip = freshIp();
    for (let i = 0; i < 30; i++)
      expect((await login(ip, account.username, account.password)).statusCode).toBe(200);
    const res = await login(ip, account.username, account.password);
    expectThrottled(res);
    expect(res.cookies).toHaveLength(0);
  });

  it('applies the same limit through tRPC with status 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await login(ip, `trpc_nobody_${i}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { username: 'trpc_nobody', password: 'wrongPass999' },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/^Too many attempts/);
    expect(res.json().error.data.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(res.headers['retry-after'])).toBe(15 * 60);
  });
});

describe('failed logins per account', () => {
  it('refuses the 11th failure on one name from any IP and any case, even with the right password', async () => {
    const { account } = await register(t.app);
    const name = account.username;
    for (let i = 0; i < 10; i++) {
      const asTyped = i % 2 ? name.toUpperCase() : name;
      expect((await login(freshIp(), asTyped)).statusCode).toBe(401);
    }
    expectThrottled(await login(freshIp(), name));
    expectThrottled(await login(freshIp(), name, account.password));
    expect((await login(freshIp(), `other_${name}`)).statusCode).toBe(401);

    t.clock.advance(15 * MINUTE);
    expect((await login(freshIp(), name, account.password)).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { account } = await register(t.app);
    for (let i = 0; i < 9; i++) await login(freshIp(), account.username);
    expect((await login(freshIp(), account.username, account.password)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(freshIp(), account.username)).statusCode).toBe(401);
    expectThrottled(await login(freshIp(), account.username));
  });
});

describe('registrations per IP', () => {
  const signUp = (ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount(), remoteAddress: ip });

  it('allows 10 an hour, refuses the 11th without creating it, and allows again after the hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await signUp(ip)).statusCode).toBe(200);
    const account = newAccount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: account,
      remoteAddress: ip,
    });
    expectThrottled(res);
    expect(await accountExists(t.deps.db, account.username)).toBe(false);
    expect((await signUp(freshIp())).statusCode).toBe(200);

    t.clock.advance(60 * MINUTE);
    expect((await signUp(ip)).statusCode).toBe(200);
  });
});

describe('username checks per IP', () => {
  const check = (ip: string, name = 'someone_new') =>
    t.app.inject({ url: `/api/auth/check-username/${name}`, remoteAddress: ip });

  it('allows 120 a minute, refuses the 121st, and allows again a minute later', async () => {
    const ip = freshIp();
    for (let i = 0; i < 120; i++) expect((await check(ip)).statusCode).toBe(200);
    const refused = await check(ip);
    expectThrottled(refused);
    expect(refused.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
    const viaTrpc = await t.app.inject({
      url: `/trpc/auth.checkUsername?input=${encodeURIComponent(JSON.stringify({ username: 'abc' }))}`,
      remoteAddress: ip,
    });
    expect(viaTrpc.statusCode).toBe(429);
    expect((await check(freshIp())).statusCode).toBe(200);

    t.clock.advance(MINUTE);
    expect((await check(ip)).json()).toEqual({ available: true, message: expect.any(String) });
  });
});
