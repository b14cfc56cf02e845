import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../src/shared/schemas/auth';
import { zoneLabel } from '../../src/shared/time-zones';
import { addSessionCookie, createPick, newAccount, signUp } from './support/api';
import { checkA11y, newPage, screenshot, textMatches, visible } from './support/browser';
import { ensureOpenGames } from './support/open-games';
import { createAccountThroughForm } from './support/sign-up-form';
import { useServerAndBrowser } from './support/use-server-and-browser';

// Issue 44, points 1-5 and 9: a fan's first steps on a 390 px phone and a 1366 px laptop. Times in the player's
// own zone from sign-up on, settings that save as they change, toasts that never cover the header, the
// navigation or the focused control, the keyboard's focus kept after a pick, and an honest offline state.

const PHONE_390 = { width: 390, height: 844 } as const;
const DESKTOP_1366 = { width: 1366, height: 768 } as const;
const WIDTHS = [
  ['390', PHONE_390],
  ['1366', DESKTOP_1366],
] as const;

const card = (page: Page, gameId: number): Locator =>
  page.locator(`[data-testid="game-card"][data-game-id="${gameId}"]`);

/** The ids of the cards that still take a pick, in the page's order. */
const openCardsInOrder = (page: Page): Promise<number[]> =>
  page
    .locator('[data-testid="game-card"]:has([data-testid="pick-button"])')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-game-id'))));

/** Photographs the page at 390 px, then at 1366 px, checking it at each. */
async function atBothWidths(page: Page, name: string, check?: (width: '390' | '1366') => Promise<void>) {
  for (const [width, size] of WIDTHS) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
    await check?.(width);
    await screenshot(page, `issue44-${name}-${width}`);
  }
}

/** Whether the page is wider than the screen (something sticks out sideways). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
};
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function me(player: { api: { call<T>(m: 'GET', p: string): Promise<T> } }): Promise<PublicUser> {
  return player.api.call<PublicUser>('GET', '/auth/user');
}

describe("a fan's first steps: their own time zone, settings that keep, toasts and focus", () => {
  const e2e = useServerAndBrowser();

  it("sign-up proposes the device's zone, and every time then shows in it with its own label", async () => {
    const page = await newPage(e2e.browser, PHONE_390, { timezoneId: 'Europe/London' });
    await page.goto(e2e.server.baseUrl);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    const zone = page.locator('input:not([type=hidden])').and(page.getByLabel('Time zone', { exact: true }));
    await visible(zone);
    expect(await zone.inputValue()).toMatch(/^Europe\/London \((GMT|BST)\)$/);
    await screenshot(page, 'issue44-signup-zone-390');
    const account = newAccount();
    await createAccountThroughForm(page, account);
    await visible(page.getByTestId('game-card').first(), 30_000);
    const label = await textMatches(page.getByTestId('timezone-label'), /^Times in (GMT|BST)$/);
    const abbreviation = label.replace('Times in ', '');
    // Every card's time carries the same label; nothing says New York's.
    const times = await page.locator('[data-testid="game-card"] .mantine-Text-root').allTextContents();
    expect(times.filter((t) => /\d:\d\d [AP]M/.test(t)).every((t) => t.endsWith(abbreviation))).toBe(true);
    expect(await page.getByTestId('timezone-proposal').count()).toBe(0);
    await atBothWidths(page, 'home-london');
  });

  it('proposes the device zone on the first sign-in of a player who never chose, once', async () => {
    const player = await signUp(e2e.server.baseUrl);
    expect((await me(player)).timezoneChosen).toBe(false);
    const page = await newPage(e2e.browser, DESKTOP_1366, { timezoneId: 'America/Los_Angeles' });
    await addSessionCookie(page.context(), player.api);
    await page.goto(e2e.server.baseUrl);
    const proposal = await visible(page.getByTestId('timezone-proposal'), 30_000);
    await textMatches(
      proposal,
      'This device is set to Los Angeles time (PT). Times are shown in New York time (ET).',
    );
    await textMatches(page.getByTestId('timezone-label'), 'Times in ET');
    await checkA11y(page);
    await atBothWidths(page, 'timezone-proposal');
    await page.getByTestId('timezone-use-device').click();
    await textMatches(page.getByTestId('timezone-label'), 'Times in PT');
    await page.getByTestId('timezone-proposal').waitFor({ state: 'detached' });
    expect(await me(player)).toMatchObject({ timezone: 'America/Los_Angeles', timezoneChosen: true });
    await page.reload();
    await visible(page.getByTestId('game-card').first(), 30_000);
    expect(await page.getByTestId('timezone-proposal').count()).toBe(0);

    // Another player keeps New York: asked no more either.
    const keeper = await signUp(e2e.server.baseUrl);
    const phone = await newPage(e2e.browser, PHONE_390, { timezoneId: 'Europe/Madrid' });
    await addSessionCookie(phone.context(), keeper.api);
    await phone.goto(e2e.server.baseUrl);
    await (await visible(phone.getByTestId('timezone-keep'), 30_000)).click();
    await phone.getByTestId('timezone-proposal').waitFor({ state: 'detached' });
    expect(await me(keeper)).toMatchObject({ timezone: 'America/New_York', timezoneChosen: true });
  });

  it('pick history shows when the game is, and when the pick was made, with the same label as home', async () => {
    const player = await signUp(e2e.server.baseUrl);
    const [game] = await ensureOpenGames(e2e.server, player, 1);
    if (!game) throw new Error('no open game');
    await createPick(player.api, game.id, game.homeTeam.id);
    const page = await newPage(e2e.browser, PHONE_390);
    await addSessionCookie(page.context(), player.api);
    await page.goto(`${e2e.server.baseUrl}/picks`);
    const entry = await visible(page.getByTestId('history-pick').first());
    // The label home shows (ET for New York; ensureOpenGames may have moved a late player to another US zone).
    const label = zoneLabel((await me(player)).timezone);
    const at = String.raw`\w{3}, \w{3} \d{1,2}, \d{1,2}:\d\d [AP]M`;
    await textMatches(entry.getByTestId('history-game-time'), new RegExp(`^Starts ${at} ${label}$`));
    await textMatches(entry.getByTestId('history-pick-time'), new RegExp(`^Picked ${at} ${label}$`));
    await atBothWidths(page, 'history-times', async () => {
      // The "?" beside the win rate no longer widens the page while hidden.
      expect(await overflowsSideways(page)).toBe(false);
    });
  });

  it('settings save as they change: a zone chosen and a name typed survive tapping Home', async () => {
    const player = await signUp(e2e.server.baseUrl);
    const page = await newPage(e2e.browser, PHONE_390);
    await addSessionCookie(page.context(), player.api);
    await page.goto(`${e2e.server.baseUrl}/settings`);
    const zone = page.locator('input:not([type=hidden])').and(page.getByLabel('Time zone', { exact: true }));
    await (await visible(zone, 30_000)).click();
    await zone.fill('Madrid');
    await page.getByRole('option', { name: /^Europe\/Madrid \(CES?T\)$/ }).click();
    await textMatches(page.getByTestId('save-note-timezone'), 'Saved');
    // No toast for a routine save: the control says it quietly.
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);

    // A name typed, then straight to Home: leaving the field saves it.
    await page.getByLabel('First Name').fill('Robin');
    await page.getByTestId('bottom-nav').getByRole('link', { name: 'Home' }).click();
    await visible(page.getByTestId('game-card').first(), 30_000);
    await textMatches(page.getByTestId('timezone-label'), /^Times in CES?T$/);
    expect(await me(player)).toMatchObject({
      timezone: 'Europe/Madrid',
      firstName: 'Robin',
      timezoneChosen: true,
    });

    // Back on Settings: both kept. A username the rules refuse keeps the old one and says why.
    await page.getByTestId('bottom-nav').getByRole('link', { name: 'More' }).click();
    await visible(zone);
    expect(await zone.inputValue()).toMatch(/^Europe\/Madrid/);
    expect(await page.getByLabel('First Name').inputValue()).toBe('Robin');
    const username = page.getByLabel('Username');
    await username.fill('ab');
    await username.press('Tab');
    await textMatches(
      page.getByTestId('save-note-username'),
      `Username must be at least 3 characters. Not saved: still “${player.user.username}”.`,
    );
    expect(await username.inputValue()).toBe(player.user.username);
    // The e-mail switch saves as it is flipped.
    await page.getByRole('switch', { name: /Email notifications/ }).click({ force: true });
    await textMatches(page.getByTestId('save-note-emailNotifications'), 'Saved');
    expect((await me(player)).emailNotifications).toBe(false);
    // Push is off: nothing to test yet, and the button says so.
    const test = page.getByRole('button', { name: 'Send a test notification' });
    expect(await test.isDisabled()).toBe(true);
    await visible(page.getByText('Turn push notifications on to send a test.'));
    await checkA11y(page);
    await atBothWidths(page, 'settings-autosave', async () => {
      expect(await overflowsSideways(page)).toBe(false);
    });
  });

  it("toasts stand clear of the header and navigation; a pick confirms quietly and keeps the keyboard's focus", async () => {
    const player = await signUp(e2e.server.baseUrl);
    // Three open games: each width picks one with another open card after it, whatever the hour puts last.
    const games = await ensureOpenGames(e2e.server, player, 3);
    const page = await newPage(e2e.browser, DESKTOP_1366);
    await page.goto(`${e2e.server.baseUrl}/auth`);
    await page.getByLabel('Username').fill(player.account.username);
    await page.getByLabel('Password', { exact: true }).fill(player.account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const welcome = await visible(
      page.locator('.mantine-Notification-root').filter({ hasText: 'Welcome back!' }),
    );
    expect(overlap(await boxOf(welcome), await boxOf(page.getByTestId('top-nav')))).toBe(false);
    expect(overlap(await boxOf(welcome), await boxOf(page.locator('header')))).toBe(false);
    await screenshot(page, 'issue44-welcome-toast-1366');
    await page.setViewportSize(PHONE_390);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
    if (await welcome.isVisible()) {
      expect(overlap(await boxOf(welcome), await boxOf(page.getByTestId('bottom-nav')))).toBe(false);
      expect(overlap(await boxOf(welcome), await boxOf(page.locator('header')))).toBe(false);
      await screenshot(page, 'issue44-welcome-toast-390');
    }

    const picked = new Set<number>();
    for (const [width, size] of WIDTHS) {
      await page.setViewportSize(size);
      const order = await openCardsInOrder(page);
      const game = games.find((g) => !picked.has(g.id) && order.includes(g.id) && g.id !== order.at(-1));
      if (!game) throw new Error(`no open game with another after it: ${order.join(', ')}`);
      picked.add(game.id);
      const button = card(page, game.id).getByRole('button', { name: `Pick ${game.awayTeam.name}` });
      await (await visible(button)).focus();
      await page.keyboard.press('Enter');
      await textMatches(
        card(page, game.id).getByTestId('pick-status'),
        'Pick Submitted! Your pick has been recorded successfully.',
      );
      await visible(card(page, game.id).getByRole('button', { name: `${game.awayTeam.name} (your pick)` }));
      // The focus stays on the button pressed, not the page; no toast over the header.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        `${game.awayTeam.name} (your pick)`,
      );
      expect(
        await page.locator('.mantine-Notification-root').filter({ hasText: 'Pick Submitted' }).count(),
      ).toBe(0);
      // The next game is a few Tab presses away.
      let presses = 0;
      for (; presses < 4; presses++) {
        await page.keyboard.press('Tab');
        const there = await page.evaluate(() => {
          const e = document.activeElement;
          const inCard = e?.closest('[data-testid="game-card"]');
          return inCard ? Number(inCard.getAttribute('data-game-id')) : null;
        });
        if (there !== null && there !== game.id) break;
      }
      expect(presses).toBeLessThan(4);
      await screenshot(page, `issue44-pick-focus-${width}`);
    }
  });

  it('offline, the pick buttons wait and one notice says why; back online they work again', async () => {
    const player = await signUp(e2e.server.baseUrl);
    const [game] = await ensureOpenGames(e2e.server, player, 1);
    if (!game) throw new Error('no open game');
    const page = await newPage(e2e.browser, PHONE_390, { serviceWorkers: 'block' });
    await addSessionCookie(page.context(), player.api);
    await page.goto(e2e.server.baseUrl);
    const button = card(page, game.id).getByRole('button', { name: `Pick ${game.homeTeam.name}` });
    await visible(button, 30_000);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('picks.create')) sent.push(r.url());
    });
    await page.context().setOffline(true);
    await visible(page.getByTestId('offline-notice'));
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await button.getAttribute('aria-describedby')).toContain('offline-notice');
    // A tap on a waiting button (force: Playwright itself holds back from aria-disabled ones).
    await button.click({ force: true });
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    // One notice: the live layer's own stays quiet while offline (it would promise refreshes that cannot come).
    await page.waitForTimeout(4500);
    expect(await page.getByTestId('connection-notice').count()).toBe(0);
    await atBothWidths(page, 'offline');
    await page.setViewportSize(PHONE_390);
    await page.context().setOffline(false);
    await page.getByTestId('offline-notice').waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-disabled')).toBeNull();
    await button.click();
    await textMatches(card(page, game.id).getByTestId('pick-status'), 'Pick Submitted!');
  });
});
