import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League } from '../../src/shared/schemas/leagues';
import { startOidcProvider, type TestOidcProvider } from '../support/auth/test-providers';
import { freePort } from '../support/server-process';
import { signUp, uniqueUsername } from './support/api';
import { launchBrowser, newPage, textMatches, visible } from './support/browser';
import { CLIENT_ERROR_STATUS, PHONE_390 } from './support/screens-helpers';
import { type StartedServer, startServer } from './support/server';

// Issue 43, item 1, in Chromium: a signed-out friend opens a league's invite link, chooses "Continue with Google",
// signs in and consents on the provider's own pages (oidc-provider on loopback, where GOOGLE_ISSUER points the
// server), finishes the one short screen (username with its availability check, age range, gender, consent) and
// lands in the league as a member: the invite survives the whole round trip. The pages are opened at localhost,
// the origin the server (without APP_ORIGIN) sends providers back to, so the flow's cookie is the page's.

describe('signing up with a provider from an invite link', () => {
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

    // Signed out, the invite shows the league; the answer to "who am I" is a 401 the browser logs.
    const page = await newPage(browser, PHONE_390, { allowConsoleErrors: [CLIENT_ERROR_STATUS] });
    await page.goto(`${origin}${league.invitePath}`);
    await textMatches(page.getByTestId('invite-league-name'), 'Provider Pals');
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    // The provider's pages: sign in, then allow the app to see the e-mail and name.
    await visible(page.getByRole('heading', { name: 'Sign in' }));
    expect(new URL(page.url()).origin).toBe(google.issuer);
    await page.getByLabel('Email').fill(`${username}@example.test`);
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByRole('heading', { name: 'Allow access?' }));
    await page.getByRole('button', { name: 'Allow' }).click();

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
});
