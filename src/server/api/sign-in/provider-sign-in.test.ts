import { describe, expect, it } from 'vitest';
import { register, sessionCookie } from '../../../../tests/support/accounts';
import {
  PROVIDER_APP as APP,
  ProviderBrowser,
  providerTestApp,
} from '../../../../tests/support/auth/provider-app';
import { followToCallback, type ProviderAccountClaims } from '../../../../tests/support/auth/test-providers';

// The whole sign-in with a provider (issue 43) against real providers on loopback: a Google-like OpenID provider
// (oidc-provider) with verified and unverified e-mails, and a Discord-like OAuth 2.0 server. The app's side runs
// through its routes: the start (REST), the provider's redirects (fetch), the callback (a navigation), the one
// short screen, linking an existing account only when it proves itself.

const ORIGIN = { origin: APP };
const { t, discord, mail, googleBrowser } = providerTestApp({ discord: true });

/** A browser signed in with Google as the provider's account `id` (made with `claims`), at the one short screen. */
async function atWelcome(id: string, claims: ProviderAccountClaims) {
  const browser = googleBrowser(id, claims);
  expect(await browser.signIn('google')).toBe('/welcome');
  return browser;
}

const completion = (over: Record<string, unknown> = {}) => ({
  username: `fan_${Math.random().toString(36).slice(2, 8)}`,
  firstName: 'Gia',
  lastName: 'Google',
  ageBand: '25-34',
  gender: 'female',
  acceptTerms: true,
  ...over,
});

describe('sign-in with an OpenID provider (Google-like)', () => {
  it('lists only the configured providers', async () => {
    const res = await t.app.inject({ url: '/api/auth/providers' });
    expect(res.json()).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'discord', name: 'Discord' },
    ]);
  });

  it('makes the account on the one short screen, keeps the invite link, and signs in next time at once', async () => {
    const browser = googleBrowser('g-new', {
      email: 'gia@example.com',
      email_verified: true,
      given_name: 'Gia',
      family_name: 'Gee',
    });
    expect(await browser.signIn('google', { returnTo: '/join/ABCDEFGHJK23' })).toBe('/welcome');
    const pending = await browser.call('GET', '/api/auth/oauth/pending');
    expect(pending.json()).toMatchObject({
      stage: 'sign-up',
      email: 'gia@example.com',
      firstName: 'Gia',
      lastName: 'Gee',
    });
    const done = await browser.call('POST', '/api/auth/oauth/complete', completion({ username: 'gia_gee' }));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      returnTo: '/join/ABCDEFGHJK23',
      user: { username: 'gia_gee', email: 'gia@example.com' },
    });
    const row = await t.deps.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'gia_gee')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    expect(row.terms_version).not.toBeNull();
    expect(row.privacy_accepted_at).not.toBeNull();
    // Next time: straight in, no screen.
    const again = new ProviderBrowser(t);
    expect(await again.signIn('google')).toBe('/');
    const me = await again.call('GET', '/api/auth/user');
    expect(me.json().username).toBe('gia_gee');
  });

  it('asks for an e-mail when the provider did not verify one, and never stores the unverified one', async () => {
    const browser = await atWelcome('g-unverified', {
      email: 'who@example.com',
      email_verified: false,
      name: 'Uma Unverified',
    });
    expect(await browser.pending()).toMatchObject({
      stage: 'sign-up',
      email: null,
      firstName: 'Uma',
      lastName: 'Unverified',
    });
    const missing = await browser.call('POST', '/api/auth/oauth/complete', completion());
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Please enter a valid email address']);
    const done = await browser.call(
      'POST',
      '/api/auth/oauth/complete',
      completion({ email: 'uma@example.com' }),
    );
    expect(done.json().user.email).toBe('uma@example.com');
  });

  it('never links to an existing account by an unverified e-mail: a new account is made instead', async () => {
    const { account } = await register(t.app);
    const browser = await atWelcome('g-claims', {
      email: account.email,
      email_verified: false,
      name: 'Mallory',
    });
    expect(await browser.pending()).toMatchObject({
      stage: 'sign-up',
      email: null,
    });
    // Typing the victim's address is refused as at sign-up.
    const taken = await browser.call(
      'POST',
      '/api/auth/oauth/complete',
      completion({ email: account.email }),
    );
    expect(taken.statusCode).toBe(409);
  });

  it('links a verified e-mail to its account only once the account proves itself', async () => {
    const { account, user } = await register(t.app);
    const browser = await atWelcome('g-owner', {
      email: account.email,
      email_verified: true,
      name: 'Pat Player',
    });
    expect(await browser.pending()).toMatchObject({
      stage: 'link',
      canUsePassword: true,
      canUsePasskey: false,
    });
    // Not signed in yet, and a new account cannot be made with it.
    expect((await browser.call('GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await browser.call('POST', '/api/auth/oauth/complete', completion())).statusCode).toBe(400);
    const wrong = await browser.call('POST', '/api/auth/oauth/link/password', { password: 'notIt1234' });
    expect(wrong.statusCode).toBe(400);
    const right = await browser.call('POST', '/api/auth/oauth/link/password', { password: account.password });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().user.id).toBe(user.id);
    const next = new ProviderBrowser(t);
    expect(await next.signIn('google')).toBe('/');
    expect((await next.call('GET', '/api/auth/user')).json().id).toBe(user.id);
  });

  it('links by a mailed link, for an account that proves itself by its mailbox', async () => {
    const { account, user } = await register(t.app);
    const browser = googleBrowser('g-mail', { email: account.email, email_verified: true });
    await browser.signIn('google');
    const sent = await browser.call('POST', '/api/auth/oauth/link/mail');
    expect(sent.statusCode).toBe(200);
    await t.deps.mailer.drain();
    const text = mail.to(account.email).at(-1)!.text;
    const token = decodeURIComponent(/\/welcome\?link=([^\s]+)/.exec(text)![1]!);
    // Any browser that opens the mailbox's link finishes it (here one without the flow's cookie).
    const other = new ProviderBrowser(t);
    const done = await other.call('POST', '/api/auth/oauth/link/confirm', { token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.id).toBe(user.id);
    expect((await other.call('POST', '/api/auth/oauth/link/confirm', { token })).statusCode).toBe(400);
  });

  it("refuses another browser's answer (sign-in CSRF) and a forged state", async () => {
    const attacker = googleBrowser('g-attacker', { email: 'attacker@example.com', email_verified: true });
    const back = await attacker.toCallback();
    // The victim's browser is sent the attacker's callback: it has no flow of its own, so nothing happens.
    const victim = new ProviderBrowser(t);
    const res = await victim.call('GET', back.pathname + back.search);
    expect([res.statusCode, res.headers.location]).toEqual([303, '/auth?signin=expired']);
    expect(victim.cookies.has('session')).toBe(false);
    // The attacker's own flow with another state is refused too.
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged');
    const refused = await attacker.call('GET', forged.pathname + forged.search);
    expect(refused.headers.location).toBe('/auth?signin=expired');
  });

  it('sends the player only to paths of this site (no open redirect)', async () => {
    for (const returnTo of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/oauth/google',
        headers: ORIGIN,
        payload: { returnTo },
      });
      expect(res.statusCode, returnTo).toBe(400);
    }
  });

  it('starts only from this site (the Origin check of every cookie call)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/google',
      headers: { origin: 'https://evil.example', cookie: 'session=x.y' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('sign-in with a plain OAuth 2.0 provider (Discord-like)', () => {
  it('makes the account with the verified e-mail and signs in with it next time', async () => {
    discord.account({
      id: '80351110224678912',
      username: 'nelly',
      global_name: 'Nelly',
      email: 'nelly@example.com',
      verified: true,
    });
    discord.signInAs('80351110224678912');
    const browser = new ProviderBrowser(t);
    expect(await browser.signIn('discord')).toBe('/welcome');
    expect(await browser.pending()).toMatchObject({
      stage: 'sign-up',
      username: 'nelly',
      firstName: 'Nelly',
      lastName: '',
      email: 'nelly@example.com',
    });
    const done = await browser.call(
      'POST',
      '/api/auth/oauth/complete',
      completion({ username: 'nelly_d', lastName: 'Dee' }),
    );
    expect(done.statusCode, done.body).toBe(200);
    const again = new ProviderBrowser(t);
    expect(await again.signIn('discord')).toBe('/');
    expect((await again.call('GET', '/api/auth/user')).json().username).toBe('nelly_d');
  });

  it('links to Settings from a signed-in account, and never removes the last way in', async () => {
    discord.account({ id: '42', username: 'linker', email: null, verified: false });
    discord.signInAs('42');
    const { cookie, user } = await register(t.app);
    const browser = new ProviderBrowser(t);
    const [name, value] = cookie.split('=');
    browser.cookies.set(name!, value!);
    const start = await browser.call('POST', '/api/user/sign-ins/discord/link', {});
    expect(start.statusCode, start.body).toBe(200);
    const back = await followToCallback(start.json().url, APP);
    const res = await browser.call('GET', back.pathname + back.search);
    expect(res.headers.location).toBe('/settings?signin=linked');
    const methods = (await browser.call('GET', '/api/user/sign-ins')).json();
    expect(methods).toMatchObject({
      hasPassword: true,
      identities: [{ provider: 'discord', providerName: 'Discord' }],
    });
    // Remove the password's account's link: allowed (the password is left).
    const removed = await browser.call('POST', '/api/user/sign-ins/discord/link', {});
    expect(removed.statusCode).toBe(200);
    const unlink = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sign-ins/${methods.identities[0].id}`,
      headers: { ...ORIGIN, cookie: browser.header() },
    });
    expect(unlink.statusCode, unlink.body).toBe(200);
    expect(user.id).toBeGreaterThan(0);
  });

  it('refuses to unlink the last way in of an account made by a provider', async () => {
    discord.account({ id: '77', username: 'only_one', email: 'only@example.com', verified: true });
    discord.signInAs('77');
    const browser = new ProviderBrowser(t);
    await browser.signIn('discord');
    await browser.call('POST', '/api/auth/oauth/complete', completion({ username: 'only_one' }));
    const methods = (await browser.call('GET', '/api/user/sign-ins')).json();
    expect(methods.hasPassword).toBe(false);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sign-ins/${methods.identities[0].id}`,
      headers: { ...ORIGIN, cookie: browser.header() },
    });
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'This is your last way to sign in: add another one first',
    ]);
  });
});

it('the session cookie of a finished sign-in is a fresh one', async () => {
  const browser = googleBrowser('g-fresh', { email: 'fresh@example.com', email_verified: true });
  browser.cookies.set('session', 'stale.cookie');
  await browser.signIn('google');
  const done = await browser.call('POST', '/api/auth/oauth/complete', completion());
  expect(sessionCookie(done)).not.toContain('stale');
});
