import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addSessionCookie, signIn, signUp } from './support/api';
import { newPage, noteWhenShown, PHONE, visible } from './support/browser';
import { useServerAndBrowser } from './support/use-server-and-browser';

// A session that ends elsewhere closes the page's live socket; the page then says so and goes to sign in,
// as a refused call would, instead of quietly turning into the signed-out screens.

/** Resolves once the page's live socket has brought its first snapshot (the socket is open and signed in). */
function liveSnapshot(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"snapshot"')) resolve();
      }),
    );
  });
}

describe('a session that ends elsewhere', () => {
  const e2e = useServerAndBrowser();

  it("shows 'Unauthorized' on the open home page and goes to sign in (a password change on another device)", async () => {
    const player = await signUp(e2e.server.baseUrl);
    const page = await newPage(e2e.browser, PHONE, {
      // The live layer's re-subscription of live.me on the now signed-out socket is refused.
      allowConsoleErrors: [/status of 401/, /Failed to load resource/],
    });
    await addSessionCookie(page.context(), player.api);
    const live = liveSnapshot(page);
    await page.goto(e2e.server.baseUrl);
    await visible(page.getByTestId('daily-picks'));
    await live;

    const sawTitle = await noteWhenShown(page, 'Unauthorized');
    const sawNotice = await noteWhenShown(page, 'You are logged out. Logging in again...');
    // The same player on another device changes the password: every other session ends.
    const phone = await signIn(e2e.server.baseUrl, player.account.username, player.account.password);
    await phone.api.call('PUT', '/user/password', {
      currentPassword: player.account.password,
      newPassword: `${player.account.password}-new`,
    });

    await page.waitForURL(`${e2e.server.baseUrl}/auth`, { timeout: 15_000 });
    await visible(page.getByRole('tab', { name: 'Sign In' }));
    expect(await sawTitle()).toBe(true);
    expect(await sawNotice()).toBe(true);
  });

  it("says nothing when the page signs out by itself (Log Out): the socket's close is its own doing", async () => {
    const player = await signUp(e2e.server.baseUrl);
    const page = await newPage(e2e.browser, PHONE);
    // Any 'Unauthorized' the old page shows, however briefly, is noted where the next page can read it.
    const sawUnauthorized = await noteWhenShown(page, 'Unauthorized');
    await addSessionCookie(page.context(), player.api);
    const live = liveSnapshot(page);
    await page.goto(e2e.server.baseUrl);
    await live;

    // A slow network: the server has ended the session (and closed the socket) a second before the
    // browser gets its answer to the navigation, so the old page is still there to hear of it.
    await page.route('**/api/logout', async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fulfill({ response });
    });
    await (await visible(page.getByRole('button', { name: 'Account menu' }))).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(`${e2e.server.baseUrl}/`);
    await visible(page.getByRole('tab', { name: 'Sign In' }));
    await page.waitForTimeout(1000);
    expect(page.url()).toBe(`${e2e.server.baseUrl}/`);
    expect(await sawUnauthorized()).toBe(false);
  });
});
