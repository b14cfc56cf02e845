import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import {
  followToCallback,
  startOAuthProvider,
  type TestOAuthProvider,
} from '../../../../tests/support/auth/test-providers';
import { MemoryTransport } from '../../../../tests/support/mail';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { DEFAULT_RATE_LIMITS } from '../../platform/limits/rate-limit';

// Issue 43, item 7: the rate limits of the new ways in (docs/api.md, rules.md), with the real budgets. Starting a
// provider's sign-in and signing in with a passkey spend the address's 30 sign-ins in 15 minutes; passkey
// challenges have 120 per address; a wrong password while linking spends the account's 10 failed checks; the
// linking e-mail goes 3 times an hour per account.

const APP = 'http://app.test';
let t: TestApp;
let discord: TestOAuthProvider;
const mail = new MemoryTransport();

beforeAll(async () => {
  discord = await startOAuthProvider();
  t = await createTestApp({
    mailTransport: mail,
    config: {
      appOrigin: APP,
      allowedOrigins: [APP],
      rateLimits: DEFAULT_RATE_LIMITS,
      signIn: {
        discord: { baseUrl: discord.baseUrl, clientId: discord.clientId, clientSecret: discord.clientSecret },
      },
    },
  });
});
afterAll(async () => {
  await t?.app.close();
  await t?.database.cleanup();
  await discord?.close();
});

let ipCounter = 0;
/** A fresh client address per test, so each test meets only its own counters. */
const freshIp = () => `10.43.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const post = (ip: string, url: string, payload: object = {}, cookie = '') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { origin: APP, cookie } });

function expectThrottled(res: { statusCode: number; json: () => { message: string }; headers: object }) {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toMatch(/^Too many attempts/);
  expect(Number((res.headers as Record<string, string>)['retry-after'])).toBeGreaterThan(0);
}

/** A browser at the linking screen: a Discord account with the verified e-mail of an existing account. */
async function atLinkingScreen(ip: string) {
  const { account } = await register(t.app);
  const id = `link-${ipCounter}-${Math.random().toString(36).slice(2, 8)}`;
  discord.account({ id, username: id, email: account.email, verified: true });
  discord.signInAs(id);
  const start = await post(ip, '/api/auth/oauth/discord');
  expect(start.statusCode, start.body).toBe(200);
  const flow = start.cookies.find((c) => c.name.endsWith('signin'))!;
  const cookie = `${flow.name}=${flow.value}`;
  const back = await followToCallback(start.json().url, APP);
  const res = await t.app.inject({
    url: back.pathname + back.search,
    remoteAddress: ip,
    headers: { cookie },
  });
  expect(res.headers.location).toBe('/welcome');
  return { account, cookie };
}

describe("the limits of issue 43's ways in", () => {
  it("counts a provider's start with the address's sign-ins: after 30, the 31st start is refused", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const res = await post(ip, '/api/auth/login', { username: `nobody_${i}`, password: 'wrongPass999' });
      expect(res.statusCode).toBe(401);
    }
    expectThrottled(await post(ip, '/api/auth/oauth/discord'));
    expect((await post(freshIp(), '/api/auth/oauth/discord')).statusCode).toBe(200);
  });

  it('gives 120 passkey challenges per address, and counts a passkey sign-in with the sign-ins', async () => {
    const ip = freshIp();
    for (let i = 0; i < 120; i++) expect((await post(ip, '/api/auth/passkey/options')).statusCode).toBe(200);
    expectThrottled(await post(ip, '/api/auth/passkey/options'));

    const other = freshIp();
    const answer = { id: 'abc', rawId: 'abc', type: 'public-key', response: {} };
    for (let i = 0; i < 30; i++) {
      const res = await post(other, '/api/auth/passkey', { challengeId: `none-${i}`, response: answer });
      expect(res.statusCode).toBe(400);
    }
    expectThrottled(await post(other, '/api/auth/passkey', { challengeId: 'none', response: answer }));
  });

  it("spends the account's failed password checks on a wrong password while linking: the 11th is refused, the right one too", async () => {
    const ip = freshIp();
    const { account, cookie } = await atLinkingScreen(ip);
    for (let i = 0; i < 10; i++) {
      const res = await post(ip, '/api/auth/oauth/link/password', { password: `wrongPass${i}` }, cookie);
      expect(res.statusCode).toBe(400);
    }
    expectThrottled(await post(ip, '/api/auth/oauth/link/password', { password: account.password }, cookie));
    // The same budget as the account's sign-ins: its password does not sign in either, from anywhere.
    const login = await post(freshIp(), '/api/auth/login', {
      username: account.username,
      password: account.password,
    });
    expect(login.statusCode).toBe(401);
  });

  it('mails the linking link 3 times an hour per account', async () => {
    const ip = freshIp();
    const { cookie } = await atLinkingScreen(ip);
    for (let i = 0; i < 3; i++)
      expect((await post(ip, '/api/auth/oauth/link/mail', {}, cookie)).statusCode).toBe(200);
    expectThrottled(await post(ip, '/api/auth/oauth/link/mail', {}, cookie));
    // Per account, not per address: another account's link goes from the same address.
    const other = await atLinkingScreen(ip);
    expect((await post(ip, '/api/auth/oauth/link/mail', {}, other.cookie)).statusCode).toBe(200);
  });
});
