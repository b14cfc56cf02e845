import { describe, expect, it } from 'vitest';
import { openAdminDashboard, openTab } from './support/admin-ui';
import { signInAsAdmin, signUp } from './support/api';
import { allowConsoleErrors, visible } from './support/browser';
import { useServerAndBrowser } from './support/use-server-and-browser';

// admin.md: a call answered 401 shows 'Unauthorized: You are logged out. Logging in again...' and sends
// the admin to sign in.

describe('the admin dashboard after its session ended', () => {
  const e2e = useServerAndBrowser();

  it("says 'Unauthorized: You are logged out...' on the next call and goes to sign in", async () => {
    const admin = await signInAsAdmin(e2e.server);
    const player = await signUp(e2e.server.baseUrl);
    const page = await openAdminDashboard(e2e, admin);
    // The refused call, and the live layer's refused re-subscription.
    allowConsoleErrors(page, /status of 401/, /Failed to load resource/);
    await openTab(page, 'Users', / found$/);
    await page.getByLabel('Search users').fill(player.user.username);
    await visible(page.getByText('1 user found', { exact: true }));

    // Signed out from another tab or device: the dashboard still shows, its next call is refused.
    await admin.api.call('POST', '/auth/logout');
    const row = page.getByTestId('admin-user-row').filter({ hasText: player.user.username });
    await row.getByRole('switch', { name: 'Premium' }).click();

    await visible(page.getByText('Unauthorized: You are logged out. Logging in again...'));
    await page.waitForURL(`${e2e.server.baseUrl}/auth`, { timeout: 5_000 });
    await visible(page.getByRole('tab', { name: 'Sign In' }));
    // Nothing changed: the player is still free.
    const me = await player.api.call<{ subscriptionTier: string }>('GET', '/auth/user');
    expect(me.subscriptionTier).toBe('free');
  });
});
