import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { choose, expectToast, openAdminDashboard, openTab } from './support/admin-ui';
import { myPicks, type SignedIn, signInAsAdmin, signUp } from './support/api';
import { textMatches, visible } from './support/browser';
import { ensureOpenGames } from './support/open-games';
import { DESKTOP_1280, pageAs } from './support/screens-helpers';
import { useServerAndBrowser } from './support/use-server-and-browser';

const card = (page: Page, gameId: number): Locator =>
  page.locator(`[data-testid="game-card"][data-game-id="${gameId}"]`);

/** 'November 2026': the prize form's label for the current month (prize months run in New York time). */
const currentMonthLabel = () =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'long', year: 'numeric' }).format(
    new Date(),
  );

describe('premium and prizes from the admin dashboard', () => {
  const e2e = useServerAndBrowser();
  let admin: SignedIn;

  beforeAll(async () => {
    admin = await signInAsAdmin(e2e.server);
  });

  it("premium lifts a free player's daily cap of 3", async () => {
    const player = await signUp(e2e.server.baseUrl);
    // Setup: four games open for picks today, whatever the hour.
    const games = await ensureOpenGames(e2e.server, player, 4);
    const page = await pageAs(e2e.browser, player, DESKTOP_1280);
    await page.goto(e2e.server.baseUrl);

    for (const game of games.slice(0, 3)) {
      await (
        await visible(card(page, game.id).getByRole('button', { name: `Pick ${game.homeTeam.name}` }))
      ).click();
      await visible(card(page, game.id).getByRole('button', { name: `${game.homeTeam.name} (your pick)` }));
    }
    await textMatches(page.getByTestId('daily-picks'), 'Daily pick limit reached: 3 of 3 picks used today');
    const fourth = games[3]!;
    const blocked = card(page, fourth.id).getByRole('button', { name: `Pick ${fourth.homeTeam.name}` });
    // The line above and the cards change in the same commit: the button is disabled by the time the line reads so.
    await visible(
      card(page, fourth.id).getByRole('button', { name: `Pick ${fourth.homeTeam.name}`, disabled: true }),
    );
    expect(await blocked.isDisabled()).toBe(true);
    await textMatches(page.getByTestId('daily-picks'), 'Come back tomorrow for more picks.');
    expect(await page.getByTestId('premium-badge').count()).toBe(0);

    // The admin finds the player in Users and turns premium on.
    const adminPage = await openAdminDashboard(e2e, admin);
    await openTab(adminPage, 'Users', / found$/);
    await adminPage.getByLabel('Search users').fill(player.user.username);
    await visible(adminPage.getByText('1 user found', { exact: true }));
    const row = adminPage.getByTestId('admin-user-row').filter({ hasText: player.user.username });
    await visible(row.getByText('Free', { exact: true }));
    await row.getByRole('switch', { name: 'Premium' }).click();
    await expectToast(adminPage, 'Subscription Updated', `${player.user.username} is now premium.`);
    await visible(row.getByText('Premium', { exact: true }).first());

    // The player's next visit: the badge, no cap, and the fourth pick goes through.
    await page.reload();
    await visible(page.getByTestId('premium-badge'), 30_000);
    await textMatches(page.getByTestId('daily-picks'), 'Unlimited picks today · 3 made');
    const open = card(page, fourth.id).getByRole('button', { name: `Pick ${fourth.homeTeam.name}` });
    await visible(
      card(page, fourth.id).getByRole('button', { name: `Pick ${fourth.homeTeam.name}`, disabled: false }),
    );
    expect(await open.isDisabled()).toBe(false);
    expect(await page.getByText(/Come back tomorrow/).count()).toBe(0);
    await open.click();
    await visible(page.getByText('Pick Submitted!'));
    await visible(card(page, fourth.id).getByRole('button', { name: `${fourth.homeTeam.name} (your pick)` }));
    await textMatches(page.getByTestId('daily-picks'), 'Unlimited picks today · 4 made');
    expect((await myPicks(player.api)).dailyPickCount).toBe(4);
  });

  it("a prize the admin creates for this month shows on the player's home", async () => {
    const player = await signUp(e2e.server.baseUrl);
    const title = `Signed match ball ${Date.now().toString(36)}`;
    const description = 'Goes to the longest streak of the month.';
    const page = await pageAs(e2e.browser, player, DESKTOP_1280);
    await page.goto(e2e.server.baseUrl);
    await visible(page.getByTestId('daily-picks'), 30_000);
    // The demo's own prize may show; this one is not there yet.
    expect(await page.getByTestId('prize-banner').filter({ hasText: title }).count()).toBe(0);

    const adminPage = await openAdminDashboard(e2e, admin);
    await openTab(adminPage, 'Monthly Prizes', 'Create Monthly Prize');
    await adminPage.getByLabel('Title', { exact: true }).fill(title);
    await adminPage.getByLabel('Description', { exact: true }).fill(description);
    await choose(adminPage, 'Month', '', currentMonthLabel());
    await adminPage.getByRole('button', { name: 'Create Prize' }).click();
    // When the month has an active prize already (the demo's), the form asks before replacing it.
    const replace = adminPage.getByRole('button', { name: 'Replace prize' });
    const created = adminPage.getByRole('alert').filter({ hasText: 'Prize created' });
    await Promise.race([
      replace.waitFor({ state: 'visible', timeout: 20_000 }),
      created.waitFor({ state: 'visible', timeout: 20_000 }),
    ]);
    if (await replace.isVisible()) await replace.click();
    await expectToast(adminPage, 'Prize created', `${title} is set for`);
    const listed = adminPage.getByTestId('admin-prize').filter({ hasText: title });
    await visible(listed.getByText('Active', { exact: true }));
    await visible(listed.getByText(currentMonthLabel(), { exact: true }));

    await page.reload();
    const banner = page.getByTestId('prize-banner');
    await textMatches(banner, title, 30_000);
    await textMatches(banner, description);
    await textMatches(banner, 'Monthly Prize');
  });
});
