import { describe, expect, it } from 'vitest';
import { newAccount, register } from '../../../../tests/support/accounts';
import { providerTestApp } from '../../../../tests/support/auth/provider-app';

// The language through a provider's sign-in (issue 45, ADR 0047), against a real OpenID provider on loopback: the
// one short screen keeps the browser's language on the new account, and the e-mail that links a provider to an
// existing account is written in that account's language.

const { t, mail, googleBrowser } = providerTestApp();

describe('the language through a sign-in provider', () => {
  it("keeps the browser's language the one short screen sends", async () => {
    const b = googleBrowser('g-es', {
      email: 'lucia@example.com',
      email_verified: true,
      given_name: 'Lucía',
    });
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
    const b = googleBrowser('g-link', { email: account.email, email_verified: true });
    await b.signIn();
    expect((await b.call('POST', '/api/auth/oauth/link/mail')).statusCode).toBe(200);
    await t.deps.mailer.drain();
    const sent = mail.to(account.email).at(-1);
    expect(sent?.subject).toBe("Vincula Google a tu cuenta de Streak Pick'em");
    expect(sent?.text).toContain(`Hola, ${account.username}:`);
    expect(sent?.text).toMatch(/\/welcome\?link=/);
  });
});
