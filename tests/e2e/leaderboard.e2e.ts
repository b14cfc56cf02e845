import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardResponse, LeaderboardRow } from '../../src/shared/schemas/leaderboard';
import { type SignedIn, signUp } from './support/api';
import { checkA11y, gone, textMatches, visible } from './support/browser';
import {
  DESKTOP_1280,
  dialogSettled,
  PHONE_390,
  pageAs,
  shootBoth,
  signInAsDemoPlayer,
} from './support/screens-helpers';
import { useServerAndBrowser } from './support/use-server-and-browser';

const name = (row: LeaderboardRow, viewerId: number) =>
  `${row.username}${row.id === viewerId ? ' (You)' : ''}`;

/** The client's active-streak order: current, then longest streak, then wins, all descending. */
const activeOrder = (rows: LeaderboardRow[]) =>
  [...rows].sort(
    (a, b) =>
      b.currentStreak - a.currentStreak || b.longestStreak - a.longestStreak || b.totalWins - a.totalWins,
  );

async function namesOnBoard(page: Page): Promise<string[]> {
  return page.getByTestId('board-name').allTextContents();
}

describe('the leaderboard', () => {
  const e2e = useServerAndBrowser();
  let player: SignedIn;

  beforeAll(async () => {
    player = await signInAsDemoPlayer(e2e.server);
  });

  it('toggles peak and active streaks on every tab with the right order and descriptions', async () => {
    const page = await pageAs(e2e.browser, player, DESKTOP_1280);
    await page.goto(`${e2e.server.baseUrl}/leaderboard`);
    await visible(page.getByRole('heading', { name: 'Leaderboard' }));
    await visible(page.getByText('Player Rankings'));
    await visible(page.getByRole('tab', { name: 'Weekly Leaders', selected: true }));
    expect(await page.getByRole('radio', { name: 'Peak Streak' }).isChecked()).toBe(true);
    await visible(page.getByText('Rankings based on highest streak ever achieved'));
    await visible(page.getByTestId('player-count'));

    await page.getByText('Active Streak', { exact: true }).click();
    await visible(page.getByText('Rankings based on current active winning streak'));

    await page.getByRole('tab', { name: 'This Month' }).click();
    await visible(page.getByText('Rankings based on current active winning streak'));
    const monthly = await player.api.call<LeaderboardResponse>('GET', '/leaderboard/season?limit=100');
    await textMatches(page.getByTestId('player-count'), `${monthly.totalPlayers} players`);
    expect(monthly.players.length).toBeGreaterThan(3);
    expect(await namesOnBoard(page)).toEqual(
      activeOrder(monthly.players).map((r) => name(r, player.user.id)),
    );

    await page.getByText('Peak Streak', { exact: true }).click();
    await visible(page.getByText('Rankings based on highest streak ever achieved'));
    expect(await namesOnBoard(page)).toEqual(monthly.players.map((r) => name(r, player.user.id)));

    await page.getByRole('tab', { name: 'All Time' }).click();
    await visible(page.getByText('Rankings based on total wins across all months'));
    const alltime = await player.api.call<LeaderboardResponse>('GET', '/leaderboard/alltime?limit=100');
    await textMatches(page.getByTestId('player-count'), `${alltime.totalPlayers} players`);
    expect(await namesOnBoard(page)).toEqual(alltime.players.map((r) => name(r, player.user.id)));
    // Medals for the first three places, then #n.
    const rows = page.getByTestId('board-row');
    await visible(rows.nth(0).getByRole('img', { name: 'Rank 1' }));
    expect(await rows.nth(0).textContent()).toContain('🥇');
    expect(await rows.nth(3).textContent()).toMatch(/#\d+/);

    await page.getByText('Active Streak', { exact: true }).click();
    await visible(page.getByText('Rankings based on total wins and historical performance'));
    expect(await namesOnBoard(page)).toEqual(
      activeOrder(alltime.players).map((r) => name(r, player.user.id)),
    );

    await checkA11y(page);
    await shootBoth(page, 'leaderboard');
  });

  it('opens a player profile dialog with figures, streak chart and recent picks', async () => {
    const page = await pageAs(e2e.browser, player, PHONE_390);
    await page.goto(`${e2e.server.baseUrl}/leaderboard`);
    await page.getByRole('tab', { name: 'All Time' }).click();
    const alltime = await player.api.call<LeaderboardResponse>('GET', '/leaderboard/alltime?limit=100');
    const leader = alltime.players[0]!;

    await page.getByTestId('board-row').first().click();
    const dialog = page.getByRole('dialog', { name: 'Player Profile' });
    await visible(dialog);
    await textMatches(dialog.getByTestId('profile-name'), name(leader, player.user.id));
    for (const label of ['Peak Streak', 'Current Streak', 'Total Wins', 'Total Picks']) {
      await visible(dialog.getByText(label, { exact: true }));
    }
    await visible(dialog.getByText(`${leader.totalWins} wins`, { exact: false }));
    await visible(dialog.getByRole('heading', { name: 'Recent Pick History' }));
    await visible(dialog.getByRole('img', { name: /Streak over the last \d+ completed picks/ }));
    const picks = dialog.getByRole('listitem');
    const shown = await picks.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(10);
    expect(await picks.first().textContent()).toMatch(/(WIN|LOSS|PUSH)/);
    await dialogSettled(dialog);
    await checkA11y(page);
    await shootBoth(page, 'player-profile');

    await page.keyboard.press('Escape');
    await gone(dialog);
  });

  it('is usable with the keyboard alone', async () => {
    const page = await pageAs(e2e.browser, player, DESKTOP_1280);
    await page.goto(`${e2e.server.baseUrl}/leaderboard`);
    await visible(page.getByTestId('player-count'));
    const row = page.getByTestId('board-row').first();
    if ((await row.count()) === 0) return; // an empty week: nothing to open
    await row.focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog', { name: 'Player Profile' }));
  });
});

describe('the leaderboard of a new game', () => {
  const e2e = useServerAndBrowser({ env: { DEMO_DATA: 'false' } });

  it("says 'No players found' while nobody has a graded pick", async () => {
    const player = await signUp(e2e.server.baseUrl);
    const page = await pageAs(e2e.browser, player, PHONE_390);
    await page.goto(`${e2e.server.baseUrl}/leaderboard`);
    await visible(page.getByText('No players found'));
    await textMatches(page.getByTestId('player-count'), '0 players');
    await shootBoth(page, 'leaderboard-empty');
  });
});
