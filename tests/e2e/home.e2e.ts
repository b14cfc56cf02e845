import { describe, expect, it } from 'vitest';
import { addSessionCookie, newAccount, signIn, signInAsAdmin } from './support/api';
import {
  checkA11y,
  DESKTOP,
  gone,
  newPage,
  noteWhenShown,
  PHONE,
  screenshot,
  textMatches,
  visible,
} from './support/browser';
import { createAccountThroughForm } from './support/sign-up-form';
import { useServerAndBrowser } from './support/use-server-and-browser';

describe('the home dashboard', () => {
  const e2e = useServerAndBrowser();

  it('creates an account and lands on home: header, stats, games, boards, achievements, navigation', async () => {
    const page = await newPage(e2e.browser, PHONE);
    await page.goto(e2e.server.baseUrl);
    const account = newAccount();
    await createAccountThroughForm(page, account);

    await visible(page.getByText('Account created!'));
    await textMatches(page.getByTestId('header-username'), account.username);
    await visible(page.getByTestId('tagline'));
    expect(await page.getByTestId('streak-chip').textContent()).toBe('READY');
    expect(await page.getByTestId('streak-chip').getAttribute('data-icon')).toBe('lightning');
    expect(await page.getByTestId('premium-badge').count()).toBe(0);

    // Three stat cards, none shimmering for a new player.
    await textMatches(page.getByTestId('stat-streak'), /Current Streak.*READY.*Ready to start/);
    await textMatches(page.getByTestId('stat-win-rate-value'), '0%');
    await textMatches(page.getByTestId('stat-rank-value'), '—');
    for (const id of ['stat-streak', 'stat-win-rate', 'stat-rank']) {
      expect(await page.getByTestId(id).getAttribute('data-shimmer')).toBe('off');
    }

    // The demo's prize, today's games with the time-zone label, both boards.
    await visible(page.getByTestId('prize-banner'));
    await visible(page.getByTestId('game-card').first());
    await textMatches(page.getByTestId('timezone-label'), 'Times in ET');
    await textMatches(page.getByTestId('daily-picks'), '3 picks left today · 0 of 3 used');
    await visible(page.getByRole('heading', { name: 'Weekly Streaks' }));
    await visible(page.getByRole('heading', { name: 'Season Streaks' }));
    await visible(page.getByRole('heading', { name: 'Recent Achievements' }));
    const achievements = page.getByLabel('Recent Achievements');
    expect(await achievements.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
      '/achievements',
    );
    expect(await page.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about');

    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = await nav
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['Home', '/'],
      ['History', '/picks'],
      ['Leaderboard', '/leaderboard'],
      // Seen: More; read after it (clipped, for screen readers and Lighthouse's link text): where it goes.
      ['More: settings and the rest of the app', '/settings'],
    ]);

    // Tomorrow's tab loads its own list.
    await page.getByRole('tab', { name: 'Tomorrow' }).click();
    await visible(page.getByTestId('game-card').first());
    await page.getByRole('tab', { name: 'Today' }).click();

    await gone(page.getByText('Account created!'), 10_000);
    await checkA11y(page);
    await screenshot(page, 'home-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'home-desktop');
  });

  it('opens the avatar menu by keyboard; a player has no Admin Dashboard, Log Out ends the session', async () => {
    const player = await signIn(e2e.server.baseUrl, 'demo_player', 'player1234');
    const page = await newPage(e2e.browser, DESKTOP);
    await addSessionCookie(page.context(), player.api);
    await page.goto(e2e.server.baseUrl);
    const trigger = await visible(page.getByRole('button', { name: 'Account menu' }));

    // The demo player is premium; Rank shimmers at 10 or better, Win Rate at 70% or more.
    await visible(page.getByTestId('premium-badge'));
    const rank = player.user.leaderboardPosition;
    await textMatches(page.getByTestId('stat-rank-value'), rank === null ? '—' : `#${rank}`);
    const shimmer = (id: string) => page.getByTestId(id).getAttribute('data-shimmer');
    expect(await shimmer('stat-rank')).toBe(rank !== null && rank <= 10 ? 'on' : 'off');
    expect(await shimmer('stat-win-rate')).toBe(player.user.winPercentage >= 70 ? 'on' : 'off');
    // A player with history: results, medals, Premium badges on the boards.
    // Early on a Monday (New York) the week has no graded pick yet: the month's board then shows the history.
    await visible(
      page.getByTestId('board-weekly-streaks').or(page.getByTestId('board-season-streaks')).first(),
    );
    await checkA11y(page);

    await trigger.focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menuitem');
    await visible(items.first());
    expect(await items.allTextContents()).toEqual(['Settings', 'Contact Us', 'Log Out']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Settings');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Log Out');
    await page.keyboard.press('Escape');
    await gone(items);

    await trigger.click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(`${e2e.server.baseUrl}/`);
    await visible(page.getByRole('tab', { name: 'Sign In' }));
    const me = await player.api.raw('GET', '/auth/user');
    expect(me.status).toBe(401);
  });

  it('shows Admin Dashboard in the menu of an admin', async () => {
    const admin = await signInAsAdmin(e2e.server);
    const page = await newPage(e2e.browser, PHONE);
    await addSessionCookie(page.context(), admin.api);
    await page.goto(e2e.server.baseUrl);
    await (await visible(page.getByRole('button', { name: 'Account menu' }))).click();
    await visible(page.getByRole('menuitem', { name: 'Admin Dashboard' }));
    expect(await page.getByRole('menuitem', { name: 'Admin Dashboard' }).getAttribute('href')).toBe('/admin');
  });

  it('sends a signed-out visitor of a player screen to sign in with the Unauthorized notice', async () => {
    const page = await newPage(e2e.browser, PHONE);
    const sawTitle = await noteWhenShown(page, 'Unauthorized');
    const sawNotice = await noteWhenShown(page, 'You are logged out. Logging in again...');
    await page.goto(`${e2e.server.baseUrl}/settings`);
    await page.waitForURL(`${e2e.server.baseUrl}/auth`, { timeout: 15_000 });
    await visible(page.getByRole('tab', { name: 'Sign In' }));
    expect(await sawTitle()).toBe(true);
    expect(await sawNotice()).toBe(true);
  });
});
