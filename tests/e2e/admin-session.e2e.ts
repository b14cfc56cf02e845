import { describe, expect, it } from 'vitest';
import { openAdminDashboard, openTab } from './support/admin-ui';
import { signInAsAdmin, signUp } from './support/api';
import { allowConsoleErrors, noteWhenShown, visible } from './support/browser';
import { useServerAndBrowser } from './support/use-server-and-browser';

// admin.md: a call answered 401 shows 'Unauthorized: You are logged out. Logging in again...' and sends
// the admin to sign in.

const NOTICE = 'Unauthorized: You are logged out. Logging in again...';

describe('the admin dashboard after its session ended', () => {
  const e2e = useServerAndBrowser();

  it("says 'Unauthorized: You are logged out...' on the next call and goes to sign in", async () => {
    const admin = await signInAsAdmin(e2e.server);
    const player = await signUp(e2e.server.baseUrl);
    const page = await openAdminDashboard(e2e, admin);
    // The refused call, the live layer's refused re-subscription, and the socket's check of the session,
    // held below until the page has gone to sign in.
    allowConsoleErrors(
      page,
      /status of 401/,
      /Failed to load resource/,
      /Could not check the session after the socket closed/,
    );
    await openTab(page, 'Users', / found$/);
    await page.getByLabel('Search users').fill(player.user.username);
    await visible(page.getByText('1 user found', { exact: true }));

    // The notice shows for 500 ms before the page goes to sign in (noteWhenShown).
    const sawNotice = await noteWhenShown(page, NOTICE);
    // The server also closes the dashboard's live socket, and the page then asks who is signed in and
    // says the same; that question waits here, so the notice is the refused call's, as this journey means.
    let held = false;
    // On the context: the service worker may make the call, and only the context's routes see its requests.
    await page.context().route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('auth.me'),
      async (route) => {
        if (!held) {
          held = true;
          await new Promise((resolve) => setTimeout(resolve, 10_000));
        }
        await route.continue().catch(() => {});
      },
    );

    // Signed out from another tab or device: the dashboard still shows, its next call is refused.
    await admin.api.call('POST', '/auth/logout');
    const row = page.getByTestId('admin-user-row').filter({ hasText: player.user.username });
    await row.getByRole('switch', { name: 'Premium' }).click();

    await page.waitForURL(`${e2e.server.baseUrl}/auth`, { timeout: 5_000 });
    expect(await sawNotice()).toBe(true);
    await visible(page.getByRole('tab', { name: 'Sign In' }));
    // Nothing changed: the player is still free.
    const me = await player.api.call<{ subscriptionTier: string }>('GET', '/auth/user');
    expect(me.subscriptionTier).toBe('free');
  });
});
