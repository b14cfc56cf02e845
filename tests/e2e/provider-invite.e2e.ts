import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League } from '../../src/shared/schemas/leagues';
import { SoftwarePasskey } from '../support/auth/software-authenticator';
import { startOidcProvider, type TestOidcProvider } from '../support/auth/test-providers';
import { freePort } from '../support/server-process';
import { signUp, uniqueUsername } from './support/api';
import { launchBrowser, newPage, textMatches, visible } from './support/browser';
import { PHONE_390 } from './support/screens-helpers';
import { type StartedServer, startServer } from './support/server';

// Issue 43, item 1, in Chromium: a signed-out friend opens a league's invite link, chooses "Continue with Google",
// signs in and consents on the provider's own pages (oidc-provider on loopback, where GOOGLE_ISSUER points the
// server), finishes the one short screen (username with its availability check, age range, gender, consent) and
// lands in the league as a member: the invite survives the whole round trip. A player who already has an account
// with Google's verified e-mail proves it with their passkey on the same way in (item 2), and is linked. The pages
// are opened at localhost, the origin the server (without APP_ORIGIN) sends providers back to and binds passkeys
// to, so the flow's cookie is the page's.

/** The provider's own pages: sign in with the account's e-mail, then allow the app to see it. */
async function throughGoogle(page: Page, issuer: string, email: string) {
  await visible(page.getByRole('heading', { name: 'Sign in' }));
  expect(new URL(page.url()).origin).toBe(issuer);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await visible(page.getByRole('heading', { name: 'Allow access?' }));
  await page.getByRole('button', { name: 'Allow' }).click();
}

describe('signing in with a provider from an invite link', () => {
  let server: StartedServer;
  let browser: Browser;
  let google: TestOidcProvider;

  beforeAll(async () => {
    // The provider must know the app's callback before the server starts: the server's port is chosen first.
    const port = await freePort();
    google = await startOidcProvider([`http://localhost:${port}/api/auth/oauth/google/callback`], {
      pages: true,
    });
    const env = {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
    };
    [server, browser] = await Promise.all([startServer({ port, env, sameData: true }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await google?.close();
  });

  it('opens the invite, signs in with Google, finishes the short screen and lands in the league', async () => {
    const origin = server.baseUrl.replace('//127.0.0.1:', '//localhost:');
    const owner = await signUp(server.baseUrl);
    const league = await owner.api.call<League>('POST', '/leagues', { name: 'Provider Pals' });
    const username = uniqueUsername('gfan');
    google.account('google-friend', {
      email: `${username}@example.test`,
      email_verified: true,
      given_name: 'Gia',
      family_name: 'Friend',
    });

    // Signed out, the invite shows the league and the ways in.
    const page = await newPage(browser, PHONE_390);
    await page.goto(`${origin}${league.invitePath}`);
    await textMatches(page.getByTestId('invite-league-name'), 'Provider Pals');
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    await throughGoogle(page, google.issuer, `${username}@example.test`);

    // Back at the app: the one short screen asks only what Google did not give.
    await page.waitForURL(`${origin}/welcome`);
    await visible(page.getByRole('heading', { name: 'One last step' }));
    await visible(page.getByText('Signed in with Google.', { exact: false }));
    expect(await page.getByRole('textbox', { name: 'Email' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'First Name' }).count()).toBe(0);
    // The username's availability is checked as it is typed: the owner's is taken, a new one is free.
    // (By role: index.html's pre-rendered landing, hidden here, holds a sign-in form with a Username too.)
    const field = page.getByRole('textbox', { name: 'Username' });
    await field.fill(owner.user.username);
    await textMatches(page.getByTestId('username-availability'), 'Username is already taken');
    await field.fill(username);
    await textMatches(page.getByTestId('username-availability'), 'Username is available');
    await page.getByRole('combobox', { name: 'Age Range' }).click();
    await page.getByRole('option', { name: '25-34' }).click();
    await page.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Prefer not to answer' }).click();
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await page.getByRole('button', { name: 'Start playing' }).click();

    // The invite waited through it all: the friend is in the league, on its board with the owner.
    await page.waitForURL(`${origin}/leagues/${league.id}`);
    await visible(page.getByRole('heading', { name: 'Provider Pals' }));
    await textMatches(page.getByTestId('header-username'), username);
    await textMatches(page.getByTestId('player-count').first(), '2 players');
    const joined = await owner.api.call<League>('GET', `/leagues/${league.id}`);
    expect(joined.members.map((m) => m.username).sort()).toEqual([owner.user.username, username].sort());
  });
  it("links Google to a player's existing account when their passkey proves it, and lands in the league", async () => {
    const origin = server.baseUrl.replace('//127.0.0.1:', '//localhost:');
    const owner = await signUp(server.baseUrl);
    const league = await owner.api.call<League>('POST', '/leagues', { name: 'Passkey Pals' });
    // The player's account, with a passkey registered for this site (localhost) from Settings' calls.
    const player = await signUp(origin);
    const passkey = new SoftwarePasskey();
    const asked = await player.api.call<{ challengeId: string; options: never }>(
      'POST',
      '/user/passkeys/options',
    );
    await player.api.call('POST', '/user/passkeys', {
      challengeId: asked.challengeId,
      response: passkey.register(asked.options, origin),
    });
    const email = player.account.email ?? '';
    google.account('google-player', { email, email_verified: true, name: 'Pat Picker' });

    // Signed out on the device that holds the passkey (Chromium's virtual authenticator, given the same key).
    const page = await newPage(browser, PHONE_390);
    // The sign-in form's quiet passkey request would sign in with it before Google is ever chosen.
    await page.addInitScript(() => {
      Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
        value: async () => false,
      });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: passkey.forChromium() });

    await page.goto(`${origin}${league.invitePath}`);
    await textMatches(page.getByTestId('invite-league-name'), 'Passkey Pals');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await throughGoogle(page, google.issuer, email);

    // Google vouches for an e-mail an account uses: that account proves itself before Google is linked.
    await page.waitForURL(`${origin}/welcome`);
    await visible(page.getByRole('heading', { name: 'You already have an account' }));
    await page.getByRole('button', { name: 'Use my passkey' }).click();
    await page.waitForURL(`${origin}/leagues/${league.id}`);
    await textMatches(page.getByTestId('header-username'), player.user.username);
    const joined = await owner.api.call<League>('GET', `/leagues/${league.id}`);
    expect(joined.members.map((m) => m.username)).toContain(player.user.username);
    const ways = await player.api.call<{ identities: { provider: string }[] }>('GET', '/user/sign-ins');
    expect(ways.identities.map((i) => i.provider)).toEqual(['google']);
  });
});
