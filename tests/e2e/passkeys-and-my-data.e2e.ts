import { readFile } from 'node:fs/promises';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRIVACY_VERSION, TERMS_VERSION } from '../../src/shared/consent';
import { ApiSession, addSessionCookie, newAccount, signIn } from './support/api';
import {
  allowConsoleErrors,
  checkA11y,
  gone,
  markDocument,
  newPage,
  sameDocument,
  screenshot,
  textMatches,
  visible,
} from './support/browser';
import { createAccountThroughForm } from './support/sign-up-form';
import { useServerAndBrowser } from './support/use-server-and-browser';

// Issue 43 in Chromium, at 1366 px and 390 px: passkeys made with Chromium's virtual authenticator (from the
// once-only prompt right after sign-up and from Settings), signing in with one (from the username field's
// suggestions and from the button), removing one; downloading my data; deleting the account with the typed
// confirmation, which signs out the player's other pages too. WebAuthn binds a passkey to a site's name, never an
// address: the pages are opened at localhost, the loopback name the server (without APP_ORIGIN) takes as the
// passkeys' origin and RP ID (passkeys.service.ts).

const PHONE_390 = { width: 390, height: 844 } as const;
const DESKTOP_1366 = { width: 1366, height: 768 } as const;
const WIDTHS = [
  ['390', PHONE_390],
  ['1366', DESKTOP_1366],
] as const;

/** Photographs the page at 390 px, then at 1366 px (issue43-<name>-<width>.png), leaving it at `end`. */
async function atBothWidths(page: Page, name: string, end: { width: number; height: number }) {
  for (const [width, size] of WIDTHS) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
    await screenshot(page, `issue43-${name}-${width}`);
  }
  await page.setViewportSize(end);
}

/**
 * From the next page the tab loads on, the browser says it cannot offer passkeys among a field's suggestions
 * (as browsers without conditional UI do). Chromium's virtual authenticator answers such a quiet request at once
 * with the first passkey it holds, so the sign-in form would sign in before the button is ever pressed.
 */
const withoutPasskeySuggestions = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
      value: async () => false,
    });
  });

/** Log Out from the account menu; resolves once the signed-out landing has loaded in place of the page. */
async function logOut(page: Page, origin: string): Promise<void> {
  await markDocument(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  // The sign-out is a full navigation (to /api/logout, then the landing): a page already at / is not enough.
  const deadline = Date.now() + 15_000;
  while (await sameDocument(page).catch(() => true)) {
    if (Date.now() > deadline) throw new Error('Log Out never left the page');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.waitForURL(`${origin}/`);
}

/** Resolves once the page's live socket has brought its first snapshot (open and signed in). */
function liveSnapshot(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"snapshot"')) resolve();
      }),
    );
  });
}

interface Credential {
  credentialId: string;
  isResidentCredential: boolean;
  signCount: number;
}

/**
 * A platform authenticator as a phone's or laptop's: CTAP2, built in, holding discoverable credentials, with
 * user verification (a PIN or biometric) that always succeeds, and the user's presence simulated on each request.
 */
async function virtualAuthenticator(
  page: Page,
): Promise<{ cdp: CDPSession; credentials(): Promise<Credential[]> }> {
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
  return {
    cdp,
    credentials: async () =>
      ((await cdp.send('WebAuthn.getCredentials', { authenticatorId })) as { credentials: Credential[] })
        .credentials,
  };
}

describe('passkeys, downloading my data and deleting my account', () => {
  const e2e = useServerAndBrowser();
  const localOrigin = () => e2e.server.baseUrl.replace('//127.0.0.1:', '//localhost:');

  it('makes a passkey right after sign-up, signs in with it from the suggestions and the button, and removes it', async () => {
    const origin = localOrigin();
    const page = await newPage(e2e.browser, DESKTOP_1366);
    const authenticator = await virtualAuthenticator(page);

    // Signed out: the username field offers passkeys among its suggestions, and a button signs in with one.
    await page.goto(origin);
    await visible(page.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await page.getByLabel('Username').getAttribute('autocomplete')).toBe('username webauthn');
    // No provider is configured on this server: no provider button.
    expect(await page.getByRole('button', { name: /Continue with/ }).count()).toBe(0);

    // Sign-up, then the once-only prompt makes a passkey on this device.
    const account = newAccount();
    await createAccountThroughForm(page, account);
    await textMatches(page.getByTestId('header-username'), account.username);
    const prompt = await visible(page.getByRole('dialog', { name: 'Sign in faster next time' }));
    await checkA11y(page);
    await atBothWidths(page, 'passkey-prompt', DESKTOP_1366);
    await prompt.getByRole('button', { name: 'Add a passkey' }).click();
    await textMatches(prompt.getByRole('status'), 'Passkey added');
    await prompt.getByRole('button', { name: 'Done' }).click();
    await gone(prompt);
    const [made] = await authenticator.credentials();
    expect(made?.isResidentCredential).toBe(true);

    // Settings lists it; the same device cannot hold a second passkey of the account.
    await page.goto(`${origin}/settings`);
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await visible(passkeys.getByText('Passkey 1', { exact: true }));
    await textMatches(passkeys, /Added .* · never used/);
    allowConsoleErrors(page, /status of 4\d\d/);
    await passkeys.getByLabel(/Name of the new passkey/).fill('Same laptop');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await textMatches(passkeys.getByRole('alert'), 'This device already holds a passkey for your account.');
    await visible(page.getByRole('region', { name: 'Sign-in methods' }).getByText(/Password: set/));
    await checkA11y(page);
    await atBothWidths(page, 'settings-passkeys', DESKTOP_1366);

    // Signed out, the sign-in form quietly asks for a passkey: picked among the username field's suggestions (the
    // virtual authenticator picks its one passkey by itself), it signs in with nothing typed.
    await logOut(page, origin);
    await textMatches(page.getByTestId('header-username'), account.username);
    const afterSuggestion = (await authenticator.credentials())[0]?.signCount ?? 0;
    expect(afterSuggestion).toBeGreaterThan(made?.signCount ?? 0);

    // Where the browser has no such suggestions, the button signs in with the passkey alone.
    await withoutPasskeySuggestions(page);
    await logOut(page, origin);
    expect(await page.getByTestId('header-username').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await textMatches(page.getByTestId('header-username'), account.username);
    expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThan(afterSuggestion);

    // Settings says when it was last used, and removes it (the password is still a way in).
    await page.goto(`${origin}/settings`);
    await textMatches(passkeys, /Added .* · last used /);
    await passkeys.getByRole('button', { name: 'Remove passkey Passkey 1' }).click();
    await textMatches(passkeys.getByRole('status'), 'Passkey removed.');
    await visible(passkeys.getByText('No passkeys yet.'));

    // The device still holds it, but it no longer signs in: the player is told, and stays signed out.
    await logOut(page, origin);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await visible(page.getByText('The passkey could not be checked. Please try again.'));
    expect(await page.getByTestId('header-username').count()).toBe(0);
  });

  it('makes a passkey in Settings on a phone, downloads my data, and deletes the account, signing out its other pages', async () => {
    const origin = localOrigin();
    const page = await newPage(e2e.browser, PHONE_390);
    const authenticator = await virtualAuthenticator(page);
    await page.goto(origin);
    const account = newAccount();
    await createAccountThroughForm(page, account);
    const prompt = await visible(page.getByRole('dialog', { name: 'Sign in faster next time' }));
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await gone(prompt);

    // A passkey from Settings, with the name the player gives it.
    await page.goto(`${origin}/settings`);
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await visible(passkeys.getByText('No passkeys yet.'));
    await passkeys.getByLabel(/Name of the new passkey/).fill('My phone');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await textMatches(passkeys.getByRole('status'), 'Passkey added. Next time, sign in with it.');
    await visible(passkeys.getByText('My phone', { exact: true }));
    expect(await authenticator.credentials()).toHaveLength(1);

    // Download my data: asked for, prepared by the server's worker, then saved as a JSON file.
    const data = page.getByRole('region', { name: 'Download my data' });
    await data.getByRole('button', { name: 'Prepare my data' }).click();
    const link = await visible(data.getByRole('link', { name: 'Download the file' }), 30_000);
    await checkA11y(page);
    await data.scrollIntoViewIfNeeded();
    await atBothWidths(page, 'my-data-ready', PHONE_390);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^streak-pickem-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile((await download.path()) as string, 'utf8');
    expect(text).toContain(account.username);
    expect(text).toContain(account.email);
    expect(text).toContain('My phone');
    expect(text).not.toContain(account.password);
    expect(text).not.toContain('publicKey');
    // The consent given at sign-up, with the versions of the texts accepted.
    const compact = JSON.stringify(JSON.parse(text));
    expect(compact).toContain(`"termsVersion":"${TERMS_VERSION}"`);
    expect(compact).toContain(`"privacyVersion":"${PRIVACY_VERSION}"`);

    // The texts accepted are a tap away from About.
    await page.goto(`${origin}/about`);
    await page.getByRole('link', { name: 'terms of use' }).click();
    await visible(page.getByRole('heading', { name: 'Terms of use', level: 1 }));
    await visible(page.getByText(`Version ${TERMS_VERSION}`));
    await page.getByRole('link', { name: 'Back to About' }).click();
    await page.getByRole('link', { name: 'privacy notice' }).click();
    await visible(page.getByRole('heading', { name: 'Privacy notice', level: 1 }));
    await visible(page.getByText(`Version ${PRIVACY_VERSION}`));
    await page.goto(`${origin}/settings`);

    // The same player on another device, its live socket open.
    const other = await signIn(e2e.server.baseUrl, account.username, account.password);
    const laptop = await newPage(e2e.browser, DESKTOP_1366, {
      // Its live layer's calls on the now signed-out socket are refused.
      allowConsoleErrors: [/status of 401/, /Failed to load resource/],
    });
    await addSessionCookie(laptop.context(), other.api);
    const live = liveSnapshot(laptop);
    await laptop.goto(e2e.server.baseUrl);
    await visible(laptop.getByTestId('daily-picks'));
    await live;

    // Delete my account: nothing happens until the username is typed exactly; the passkey is the proof.
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Delete your account?' }));
    const withPasskey = dialog.getByRole('button', { name: 'Confirm with a passkey and delete' });
    await dialog.getByLabel('Type your username to confirm').fill(account.username.toUpperCase());
    expect(await withPasskey.isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Delete my account' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Type your username to confirm').fill(account.username);
    await checkA11y(page);
    await atBothWidths(page, 'delete-dialog', PHONE_390);
    // The landing's sign-in form would offer the device's passkey, of an account now gone, over and over (the
    // virtual authenticator picks it at once each time).
    await withoutPasskeySuggestions(page);
    // A call of the page still in flight when the account ends (a refetch, the live layer's) is refused.
    allowConsoleErrors(page, /status of 401/);
    await withPasskey.click();
    await page.waitForURL(`${origin}/`);
    await textMatches(page.getByTestId('account-deleted'), 'Your account has been deleted');
    await visible(page.getByRole('tab', { name: 'Sign In' }));
    await atBothWidths(page, 'account-deleted', PHONE_390);

    // Its other page was signed out when its socket closed, and sent to sign in.
    await laptop.waitForURL(`${e2e.server.baseUrl}/auth`, { timeout: 15_000 });
    await visible(laptop.getByRole('tab', { name: 'Sign In' }));
    expect((await other.api.raw('GET', '/auth/user')).status).toBe(401);

    // Nothing signs in to it any more: not the password.
    const api = new ApiSession(e2e.server.baseUrl);
    const login = await api.raw('POST', '/auth/login', {
      username: account.username,
      password: account.password,
    });
    expect(login.status).toBe(401);
  });
});
