import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPick, type SignedIn, signInAsAdmin, signUp } from './support/api';
import { checkA11y, newPage, screenshot, textMatches, visible } from './support/browser';
import { ensureOpenGames } from './support/open-games';
import { pageAs, playerWithAWin, signInAsDemoPlayer } from './support/screens-helpers';
import { useServerAndBrowser } from './support/use-server-and-browser';

// Issue 44, points 6, 7, 8, 10 and 11 on a 390 px phone and a 1366 px laptop: a new player on the boards and
// "your rank" pinned, the live game first and one cap message, the boards' words, the admin's fixes and the small
// flaws.

const PHONE_390 = { width: 390, height: 844 } as const;
const DESKTOP_1366 = { width: 1366, height: 768 } as const;
const WIDTHS = [
  ['390', PHONE_390],
  ['1366', DESKTOP_1366],
] as const;

const card = (page: Page, gameId: number): Locator =>
  page.locator(`[data-testid="game-card"][data-game-id="${gameId}"]`);

async function atBothWidths(page: Page, name: string, check?: (width: '390' | '1366') => Promise<void>) {
  for (const [width, size] of WIDTHS) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
    await check?.(width);
    await screenshot(page, `issue44-${name}-${width}`);
  }
}

const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Elements whose content is cut (wider inside than their box). */
const clipped = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent ?? ''),
  );

describe('boards, the day, the admin and the small things', () => {
  const e2e = useServerAndBrowser();
  let admin: SignedIn;

  beforeAll(async () => {
    admin = await signInAsAdmin(e2e.server);
  });

  it('a new player is on the boards as "You" before a graded pick; a ranked one has their rank pinned', async () => {
    const fresh = await signUp(e2e.server.baseUrl);
    const page = await pageAs(e2e.browser, fresh, PHONE_390);
    await page.goto(e2e.server.baseUrl);
    const pins = page.getByTestId('viewer-pin');
    await visible(pins.first(), 30_000);
    expect(await pins.count()).toBe(2);
    await textMatches(pins.first(), 'Not on this board yet: a graded pick this week puts you on it.');
    await page.goto(`${e2e.server.baseUrl}/leaderboard`);
    await textMatches(page.getByTestId('viewer-pin'), 'You');
    // The Weekly tab keeps the spec's words and says beside them what the week's peak is.
    await textMatches(
      page.getByTestId('board-description'),
      'Rankings based on highest streak ever achieved',
    );
    await textMatches(
      page.getByTestId('board-note'),
      'On this tab that is the highest win streak reached this week, a run carried in from before the week included',
    );
    await checkA11y(page);
    await atBothWidths(page, 'board-new-player');

    // The demo player is on the board below its first rows: their rank stays in sight at the bottom.
    const demo = await signInAsDemoPlayer(e2e.server);
    const board = await demo.api.call<{ players: unknown[]; viewer: { rank: number | null } | null }>(
      'GET',
      '/leaderboard/weekly',
    );
    const ranked = await pageAs(e2e.browser, demo, PHONE_390);
    await ranked.goto(`${e2e.server.baseUrl}/leaderboard`);
    // Early on a Monday (New York) the week has no graded pick yet and its board no row.
    if (board.players.length > 0) await visible(ranked.getByTestId('board-row').first(), 30_000);
    else await visible(ranked.getByTestId('viewer-pin'), 30_000);
    if (board.viewer?.rank) {
      const pin = ranked.getByTestId('viewer-pin');
      await visible(pin);
      await textMatches(pin.getByTestId('viewer-pin-rank'), `#${board.viewer.rank}`);
      // Sticky at the bottom of the screen, above the bottom bar.
      const box = await pin.boundingBox();
      const nav = await ranked.getByTestId('bottom-nav').boundingBox();
      expect(box && nav && box.y + box.height <= nav.y + 1).toBe(true);
      // Scrolled to their own row, it stands there instead.
      await ranked.locator('[data-viewer]').first().scrollIntoViewIfNeeded();
      await ranked.getByTestId('viewer-pin').waitFor({ state: 'detached' });
    }
    await atBothWidths(ranked, 'board-pinned-rank');
  });

  it('the live game first; at the cap one message, worded for the tab, and buttons that point to it', async () => {
    const player = await signUp(e2e.server.baseUrl);
    const games = await ensureOpenGames(e2e.server, player, 4);
    for (const game of games.slice(0, 3)) await createPick(player.api, game.id, game.homeTeam.id);
    const page = await pageAs(e2e.browser, player, PHONE_390);
    await page.goto(e2e.server.baseUrl);
    await visible(page.getByTestId('game-card').first(), 30_000);
    // Games under way come first (the demo keeps one live).
    const stages = await page.$$eval('[data-testid="game-card"]', (cards) =>
      cards.map((c) => c.querySelector('[data-testid="countdown"]')?.getAttribute('data-state')),
    );
    const firstOpen = stages.findIndex((s) => s?.startsWith('starts') || s === 'starting-soon');
    const lastLive = stages.lastIndexOf('in-progress');
    if (lastLive >= 0 && firstOpen >= 0) expect(lastLive).toBeLessThan(firstOpen);
    if (lastLive >= 0) expect(stages[0]).toBe('in-progress');

    await textMatches(
      page.getByTestId('daily-picks'),
      'Daily pick limit reached: 3 of 3 picks used today. Come back tomorrow for more picks.',
    );
    expect(await page.getByText(/Daily pick limit reached/).count()).toBe(1);
    const fourth = games[3];
    if (!fourth) throw new Error('no fourth game');
    const waiting = card(page, fourth.id).getByRole('button', { name: `Pick ${fourth.homeTeam.name}` });
    expect(await waiting.getAttribute('aria-disabled')).toBe('true');
    expect(await waiting.getAttribute('aria-describedby')).toContain('daily-cap-notice');
    await checkA11y(page);
    await atBothWidths(page, 'cap-today');

    await page.getByRole('tab', { name: 'Tomorrow' }).click();
    await textMatches(
      page.getByTestId('daily-picks'),
      /Tomorrow's games open to your picks when your new day starts/,
    );
    expect(await page.getByText(/Come back tomorrow/).count()).toBe(0);
    // Tomorrow's countdowns read days and hours, not '32h 49m 00s'.
    const far = await page.getByTestId('countdown').allTextContents();
    for (const text of far.filter((t) => t.startsWith('STARTS IN')))
      expect(text).toMatch(/^STARTS IN (\d+d \d\dh \d\dm|\d+h \d\dm \d\ds|\d+m \d\ds|\d+s)$/);
    // A day or more away reads in days; hours only under a day (which of tomorrow's games is a day away depends on
    // the hour the journey runs, so no particular one is expected to show days).
    for (const hours of far.map((t) => /^STARTS IN (\d+)h /.exec(t)?.[1]).filter(Boolean))
      expect(Number(hours)).toBeLessThan(24);
    await atBothWidths(page, 'cap-tomorrow');
  });

  it('small flaws: ACTIVE STREAK whole, no page wider than the phone, scores in the app font, the prize perk explained', async () => {
    const player = await playerWithAWin(e2e.server);
    const page = await pageAs(e2e.browser, player, PHONE_390);
    await page.goto(e2e.server.baseUrl);
    await visible(page.getByTestId('active-streak'), 30_000);
    await atBothWidths(page, 'stat-cards', async () => {
      expect(await clipped(page, '[data-testid="active-streak"], [data-testid="active-streak"] *')).toEqual(
        [],
      );
    });
    const score = page.locator('[data-testid^="score-"]').first();
    if (await score.count()) {
      const font = await score.evaluate((e) => getComputedStyle(e).fontFamily);
      expect(font).not.toMatch(/monospace/);
    }
    for (const path of ['/picks', '/settings']) {
      await page.goto(`${e2e.server.baseUrl}${path}`);
      await visible(page.locator('h1'), 30_000);
      await atBothWidths(page, `no-overflow${path.replace('/', '-')}`, async () => {
        expect(await overflowsSideways(page)).toBe(false);
      });
    }
    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await visible(upgrade);
    await visible(upgrade.getByText('Prize eligibility'));
    await textMatches(
      upgrade.getByTestId('prize-perk-note'),
      'Every player, free or premium, competes for the monthly prize',
    );
    await atBothWidths(page, 'upgrade-dialog');
  });

  it('admin: signing in from /admin lands there; Stats named on phones; readable Delete; 1 win, not 1 wins', async () => {
    // A league for the Users tab's list, and a player with one win and one pick.
    const owner = await playerWithAWin(e2e.server);
    await admin.api.call('PUT', `/admin/users/${owner.user.id}/subscription`, {
      subscriptionTier: 'premium',
    });
    await owner.api.call('POST', '/leagues', { name: `Sunday Crew ${Date.now().toString(36)}` });

    const page = await newPage(e2e.browser, PHONE_390);
    await page.goto(`${e2e.server.baseUrl}/admin`);
    await page.waitForURL(/\/auth$/, { timeout: 30_000 });
    await page.getByLabel('Username').fill(e2e.server.admin.username);
    await page.getByLabel('Password', { exact: true }).fill(e2e.server.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin$/, { timeout: 30_000 });
    await visible(page.getByText('Total Users', { exact: true }), 30_000).catch(async (error) => {
      await screenshot(page, 'issue44-admin-after-sign-in-FAILED');
      throw new Error(`${error}\n${page.url()}\n${await page.locator('body').innerText()}`);
    });
    // The phone's picker names the open section, Stats, never its placeholder.
    const picker = page.locator('input:not([type=hidden])').and(page.getByLabel('Section', { exact: true }));
    expect(await picker.inputValue()).toBe('Stats (overview)');
    const note = page.getByTestId('revenue-note');
    if (await note.count())
      await textMatches(note, /Current revenue is above this potential: \d+% of users are premium today/);
    await atBothWidths(page, 'admin-stats');

    await page.setViewportSize(DESKTOP_1366);
    await page.getByRole('tab', { name: 'Users', exact: true }).click();
    await page.getByLabel('Search users').fill(owner.user.username);
    const row = page.getByTestId('admin-user-row').filter({ hasText: `@${owner.user.username}` });
    await textMatches(row, '1 win · 1 pick · Joined');
    const remove = page.getByRole('button', { name: 'Delete' }).first();
    await visible(remove);
    // The Delete button's text reads against its background (axe's contrast check, and a direct look).
    const colours = await remove.evaluate((e) => {
      const label = e.querySelector('.mantine-Button-label') ?? e;
      return [getComputedStyle(label).color, getComputedStyle(e).backgroundColor];
    });
    expect(colours[0]).not.toBe(colours[1]);
    await checkA11y(page);
    await atBothWidths(page, 'admin-users-leagues');
  });
});
