import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { denverWallClock } from '../../src/client/features/admin/admin-time';
import {
  choose,
  confirmFinalScore,
  expectToast,
  openAdminDashboard,
  openTab,
  selectInput,
} from './support/admin-ui';
import { signInAsAdmin, signUp } from './support/api';
import { markDocument, sameDocument, textMatches, visible } from './support/browser';
import { PHONE_390, pageAs } from './support/screens-helpers';
import { useServerAndBrowser } from './support/use-server-and-browser';

const MINUTE = 60_000;

/** The calendar day of an instant in a time zone, YYYY-MM-DD. */
const dayIn = (zone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);

/**
 * Makes a team with the picker's inline 'Create new team' (`nth` 0 is the home picker, 1 the away one)
 * and waits until the picker has switched back and holds it.
 */
async function createTeamInline(
  page: Page,
  side: 'Home' | 'Away',
  name: string,
  sport?: string,
): Promise<void> {
  await page
    .getByText('Create new team', { exact: true })
    .nth(side === 'Home' ? 0 : 1)
    .click();
  await page.getByLabel(`New ${side.toLowerCase()} team name`, { exact: true }).fill(name);
  if (sport) await choose(page, 'Sport', '', sport);
  await page.getByRole('button', { name: 'Create Team', exact: true }).click();
  await expectToast(page, 'Team Created', `${name} was added.`);
  const picker = selectInput(page, `${side} Team`);
  await visible(picker);
  expect(await picker.inputValue()).toBe(`[NFL] ${name}`);
}

describe('a game day run from the admin dashboard', () => {
  const e2e = useServerAndBrowser();

  it('the admin creates two teams and a game, a player picks it, the admin scores it and the streak moves', async () => {
    const suffix = Date.now().toString(36);
    const home = `Harbor Gulls ${suffix}`;
    const away = `Canyon Foxes ${suffix}`;
    // The accounts are setup: this journey is about the game, not signing up.
    const [admin, player] = await Promise.all([signInAsAdmin(e2e.server), signUp(e2e.server.baseUrl)]);

    const playerPage = await pageAs(e2e.browser, player, PHONE_390);
    await playerPage.goto(e2e.server.baseUrl);
    await textMatches(playerPage.getByTestId('streak-chip'), 'READY', 30_000);

    // The admin makes both teams inline, the away one in the home team's sport, then a game
    // starting within the hour (Mountain wall-clock time), open for picks.
    const adminPage = await openAdminDashboard(e2e, admin);
    await openTab(adminPage, 'Create Game', 'Free Pick Push Tomorrow');
    await createTeamInline(adminPage, 'Home', home, 'National Football League');
    await createTeamInline(adminPage, 'Away', away);
    const start = new Date(Date.now() + 50 * MINUTE);
    const { date, time } = denverWallClock(start.toISOString());
    await adminPage.getByLabel('Game date (Mountain)').fill(date);
    await adminPage.getByLabel('Game time (Mountain)').fill(time);
    await adminPage.getByRole('button', { name: 'Create Game' }).click();
    await expectToast(adminPage, 'Game Created', `${away} @ ${home} is on the board.`);
    await openTab(adminPage, 'Manage Games', `${away} @ ${home}`);

    // The player's open page gets the new game (today's or tomorrow's list, by their time zone).
    const zone = player.user.timezone;
    if (dayIn(zone, start) !== dayIn(zone, new Date())) {
      await playerPage.getByRole('tab', { name: 'Tomorrow' }).click();
    }
    const card = playerPage.getByTestId('game-card').filter({ hasText: home });
    await visible(card, 30_000);
    await card.getByRole('button', { name: `Pick ${home}`, exact: true }).click();
    await visible(playerPage.getByText('Pick Submitted!'));
    await visible(card.getByRole('button', { name: `${home} (your pick)`, exact: true }));
    expect(await playerPage.getByTestId('streak-chip').textContent()).toBe('READY');
    // Live updates are flowing before the score is entered: what follows arrives without a reload.
    await playerPage.waitForFunction(() => !document.querySelector('[data-testid="connection-notice"]'));
    await markDocument(playerPage);

    // The admin sees the pick, then enters the final score: the home side wins 27-20.
    await openTab(adminPage, 'User Picks', 'Picked:');
    await adminPage.getByLabel('Search picks').fill(player.user.username);
    const pickRow = adminPage.getByTestId('admin-pick-row').filter({ hasText: home });
    await visible(pickRow.getByText(`Picked: ${home}`));
    await visible(pickRow.getByText('Pending', { exact: true }));

    await openTab(adminPage, 'Update Scores', 'Update Score');
    await choose(adminPage, 'Game', home, new RegExp(`${away} @ ${home}`));
    await adminPage.getByLabel(`${away} (away)`, { exact: true }).fill('20');
    await adminPage.getByLabel(`${home} (home)`, { exact: true }).fill('27');
    // The result follows from the scores; the form asks only when they are level.
    await visible(adminPage.getByText(`Result: ${home} wins`));
    await adminPage.getByRole('button', { name: 'Update Score' }).click();
    await confirmFinalScore(adminPage, { score: `${away} 20 @ ${home} 27`, result: `${home} wins` });
    await expectToast(adminPage, 'Score Updated', `${away} 20 @ ${home} 27`);

    // The player's page follows without a reload: the card, the result, the streak and the toast.
    await textMatches(card.getByTestId('countdown'), 'FINAL', 30_000);
    await textMatches(card.getByTestId('score-home'), '27');
    await textMatches(card.getByTestId('score-away'), '20');
    await visible(card.locator('[data-testid="pick-result"][data-result="WIN"]'));
    await textMatches(playerPage.getByTestId('streak-chip'), 'W1', 30_000);
    await textMatches(playerPage.getByTestId('stat-streak-value'), 'W1');
    await textMatches(playerPage.getByTestId('stat-win-rate-value'), '100%');
    await visible(playerPage.getByText('Pick Won!'));
    expect(await sameDocument(playerPage)).toBe(true);

    // The dashboard agrees: the game is in the history with its winner, the pick is Won.
    await openTab(adminPage, 'Game History', `Winner: ${home}`);
    const finished = adminPage.getByTestId('admin-history-game').filter({ hasText: home });
    await visible(finished.getByText('FINAL', { exact: true }));
    await visible(finished.getByText(`${away} 20 @ ${home} 27`));
    await openTab(adminPage, 'User Picks', 'Picked:');
    await adminPage.getByLabel('Search picks').fill(player.user.username);
    await visible(
      adminPage.getByTestId('admin-pick-row').filter({ hasText: home }).getByText('Won', { exact: true }),
    );
  });
});
