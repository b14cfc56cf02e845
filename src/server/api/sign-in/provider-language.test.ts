import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from '../../../../tests/support/accounts';
import {
  followToCallback,
  startOidcProvider,
  type TestOidcProvider,
} from '../../../../tests/support/auth/test-providers';
import { MemoryTransport } from '../../../../tests/support/mail';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

// The language through a provider's sign-in (issue 45, ADR 0047), against a real OpenID provider on loopback: the
// one short screen keeps the browser's language on the new account, and the e-mail that links a provider to an
// existing account is written in that account's language.

const APP = 'http://app.test';
let t: TestApp;
let google: TestOidcProvider;
const mail = new MemoryTransport();

beforeAll(async () => {
  google = await startOidcProvider([`${APP}/api/auth/oauth/google/callback`]);
  t = await createTestApp({
    mailTransport: mail,
    config: {
      appOrigin: APP,
      allowedOrigins: [APP],
      signIn: {
        google: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret },
      },
    },
  });
});
afterAll(async () => {
  await t?.app.close();
  await t?.database.cleanup();
  await google?.close();
});

/** One browser's cookies through the provider's round trip and the app's calls after it. */
function browser() {
  const cookies = new Map<string, string>();
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { origin: APP, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      ...(payload === undefined ? {} : { payload }),
    });
    for (const c of res.cookies) c.value ? cookies.set(c.name, c.value) : cookies.delete(c.name);
    return res;
  };
  const signIn = async () => {
    const start = await call('POST', '/api/auth/oauth/google', {});
    expect(start.statusCode, start.body).toBe(200);
    const back = await followToCallback(start.json().url, APP);
    expect((await call('GET', back.pathname + back.search)).statusCode).toBe(303);
  };
  return { call, signIn };
}

describe('the language through a sign-in provider', () => {
  it("keeps the browser's language the one short screen sends", async () => {
    google.account('g-es', { email: 'lucia@example.com', email_verified: true, given_name: 'Lucía' });
    google.signInAs('g-es');
    const b = browser();
    await b.signIn();
    const done = await b.call('POST', '/api/auth/oauth/complete', {
      username: 'lucia_es',
      firstName: 'Lucía',
      lastName: 'Reyes',
      ageBand: '25-34',
      gender: 'female',
      acceptTerms: true,
      language: 'es',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user).toMatchObject({ username: 'lucia_es', language: 'es' });
  });

  it("mails the link in the existing account's language", async () => {
    const { account } = await register(t.app, newAccount({ language: 'es' }));
    google.account('g-link', { email: account.email, email_verified: true });
    google.signInAs('g-link');
    const b = browser();
    await b.signIn();
    expect((await b.call('POST', '/api/auth/oauth/link/mail')).statusCode).toBe(200);
    await t.deps.mailer.drain();
    const sent = mail.to(account.email).at(-1);
    expect(sent?.subject).toBe("Vincula Google a tu cuenta de Streak Pick'em");
    expect(sent?.text).toContain(`Hola, ${account.username}:`);
    expect(sent?.text).toMatch(/\/welcome\?link=/);
  });
});
