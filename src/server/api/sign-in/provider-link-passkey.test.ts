import { describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import {
  PROVIDER_APP as APP,
  ProviderBrowser,
  providerTestApp,
} from '../../../../tests/support/auth/provider-app';
import { SoftwarePasskey } from '../../../../tests/support/auth/software-authenticator';
import { SIGN_IN_MESSAGES } from '../../../shared/schemas/sign-in';

// Issue 43, item 2: a provider account links to an existing account only when the provider vouches for the
// e-mail AND the account proves itself; here the proof is one of the account's passkeys, a real WebAuthn
// assertion made by a software authenticator (tests/support/auth/software-authenticator.ts) for the app's origin.
// A passkey of another account, a forged or replayed assertion, or an e-mail the provider did not verify never
// links; and nothing is left half done by a refusal.

const { t, googleBrowser } = providerTestApp();

/** A new account with a passkey made through Settings' REST calls, as its browser would. */
async function accountWithPasskey() {
  const { account, user, cookie } = await register(t.app);
  const owner = new ProviderBrowser(t);
  const [name, value] = cookie.split('=');
  owner.cookies.set(name!, value!);
  const asked = await owner.call('POST', '/api/user/passkeys/options');
  expect(asked.statusCode, asked.body).toBe(200);
  const passkey = new SoftwarePasskey();
  const made = await owner.call('POST', '/api/user/passkeys', {
    challengeId: asked.json().challengeId,
    response: passkey.register(asked.json().options, APP),
    name: 'Test laptop',
  });
  expect(made.statusCode, made.body).toBe(200);
  return { account, user, passkey };
}

/** A passkey's answer to a fresh sign-in challenge, in `browser`. */
async function assertion(browser: ProviderBrowser, passkey: SoftwarePasskey, signWith?: SoftwarePasskey) {
  const asked = await browser.call('POST', '/api/auth/passkey/options');
  expect(asked.statusCode, asked.body).toBe(200);
  const { challengeId, options } = asked.json();
  return { challengeId, response: passkey.authenticate(options, APP, signWith) };
}

async function identitiesOf(userId: number) {
  return t.deps.db.selectFrom('user_identities').select('provider').where('user_id', '=', userId).execute();
}

const refused = (res: { statusCode: number; json(): { message: string } }) => [
  res.statusCode,
  res.json().message,
];

describe('linking a provider account with a passkey as the proof', () => {
  it("links the provider's verified e-mail to its account once one of its passkeys answers, then signs in at once", async () => {
    const { account, user, passkey } = await accountWithPasskey();
    const browser = googleBrowser('g-passkey-owner', { email: account.email, email_verified: true });
    expect(await browser.signIn('google', { returnTo: '/join/ABCDEFGHJK23' })).toBe('/welcome');
    expect(await browser.pending()).toMatchObject({
      stage: 'link',
      canUsePasskey: true,
      canUsePassword: true,
    });

    const done = await browser.call(
      'POST',
      '/api/auth/oauth/link/passkey',
      await assertion(browser, passkey),
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ user: { id: user.id }, returnTo: '/join/ABCDEFGHJK23' });
    expect((await browser.call('GET', '/api/auth/user')).json().id).toBe(user.id);
    expect(await identitiesOf(user.id)).toEqual([{ provider: 'google' }]);
    // The passkey's use is recorded with its counter, as a sign-in with it would.
    const row = await t.deps.db
      .selectFrom('passkeys')
      .select(['counter', 'last_used_at'])
      .where('id', '=', passkey.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.counter)).toBe(1);
    expect(row.last_used_at).not.toBeNull();
    // The flow is spent, and next time the provider signs in straight away.
    expect(await browser.pending()).toBeNull();
    const next = new ProviderBrowser(t);
    expect(await next.signIn('google')).toBe('/');
    expect((await next.call('GET', '/api/auth/user')).json().id).toBe(user.id);
  });

  it("refuses another account's passkey, a forged signature and a spent challenge; the flow still waits for the real proof", async () => {
    const { account, user, passkey } = await accountWithPasskey();
    const stranger = await accountWithPasskey();
    const browser = googleBrowser('g-passkey-target', { email: account.email, email_verified: true });
    expect(await browser.signIn('google')).toBe('/welcome');
    const link = (answer: unknown) => browser.call('POST', '/api/auth/oauth/link/passkey', answer);

    // A real passkey, but of another account: it proves that account, not this one.
    expect(refused(await link(await assertion(browser, stranger.passkey)))).toEqual([
      400,
      SIGN_IN_MESSAGES.passkeyFailed,
    ]);
    // This account's passkey named, but signed with a key the account never registered.
    expect(refused(await link(await assertion(browser, passkey, stranger.passkey)))).toEqual([
      400,
      SIGN_IN_MESSAGES.passkeyFailed,
    ]);
    // A good answer sent with another challenge's id is refused, and that challenge is spent: its own good
    // answer, sent next, is refused too (a challenge is answered once).
    const good = await assertion(browser, passkey);
    const fresh = await assertion(browser, passkey);
    expect(refused(await link({ challengeId: fresh.challengeId, response: good.response }))).toEqual([
      400,
      SIGN_IN_MESSAGES.passkeyFailed,
    ]);
    expect(refused(await link(fresh))).toEqual([400, SIGN_IN_MESSAGES.passkeyFailed]);

    // Nothing was linked or signed in by the refusals, on either account.
    expect((await browser.call('GET', '/api/auth/user')).statusCode).toBe(401);
    expect(await identitiesOf(user.id)).toEqual([]);
    expect(await identitiesOf(stranger.user.id)).toEqual([]);
    expect(await browser.pending()).toMatchObject({ stage: 'link' });

    // The real proof still links, once; its replay finds nothing left to link.
    const done = await link(good);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.id).toBe(user.id);
    expect(refused(await link(good))).toEqual([400, SIGN_IN_MESSAGES.noPendingSignIn]);
  });

  it("never links by an e-mail the provider did not verify, even with the account's own passkey", async () => {
    const { account, user, passkey } = await accountWithPasskey();
    const browser = googleBrowser('g-passkey-unverified', { email: account.email, email_verified: false });
    expect(await browser.signIn('google')).toBe('/welcome');
    // The one short screen of a new account, with no e-mail proposed and no account to prove.
    expect(await browser.pending()).toMatchObject({
      stage: 'sign-up',
      email: null,
      canUsePasskey: false,
      canUsePassword: false,
    });
    const res = await browser.call('POST', '/api/auth/oauth/link/passkey', await assertion(browser, passkey));
    expect(refused(res)).toEqual([400, SIGN_IN_MESSAGES.noPendingSignIn]);
    expect((await browser.call('GET', '/api/auth/user')).statusCode).toBe(401);
    expect(await identitiesOf(user.id)).toEqual([]);
    // The passkey itself was not spent on it: its counter has not moved.
    const row = await t.deps.db
      .selectFrom('passkeys')
      .select('counter')
      .where('id', '=', passkey.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.counter)).toBe(0);
  });
});
