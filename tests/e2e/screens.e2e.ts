import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/shared/schemas/picks';
import { signUp } from './support/api';
import { checkA11y, gone, newPage, textMatches, visible } from './support/browser';
import {
  DESKTOP_1280,
  dialogSettled,
  PHONE_390,
  pageAs,
  playerWithAWin,
  shootBoth,
  signInAsDemoPlayer,
} from './support/screens-helpers';
import { useServerAndBrowser } from './support/use-server-and-browser';

describe('the player screens', () => {
  const e2e = useServerAndBrowser();

  it('Pick History groups picks by day with the record and accuracy', async () => {
    const player = await signInAsDemoPlayer(e2e.server);
    const history = await player.api.call<HistoryEntry[]>('GET', '/picks/user/history');
    expect(history.length).toBeGreaterThan(0);
    const wins = history.filter((p) => p.result === 'win').length;
    const losses = history.filter((p) => p.result === 'loss').length;
    const pushes = history.filter((p) => p.result === 'push').length;
    const graded = wins + losses + pushes;
    const winRate = graded > 0 ? Math.round((100 * wins) / graded) : 0;

    const page = await pageAs(e2e.browser, player, PHONE_390);
    await page.goto(`${e2e.server.baseUrl}/picks`);
    await visible(page.getByRole('heading', { name: 'Pick History' }));
    await visible(page.getByText('Your complete prediction record'));
    await textMatches(page.getByTestId('history-record'), `${wins}-${losses}-${pushes}`);
    await textMatches(page.getByTestId('history-accuracy'), `${winRate}% win rate?`);
    expect(await page.getByTestId('history-pick').count()).toBe(history.length);
    // Long dates head the days, newest first.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings[0]).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const days = headings.map((h) => Date.parse(h));
    expect([...days].sort((a, b) => b - a)).toEqual(days);
    const first = page.getByTestId('history-pick').first();
    expect(await first.textContent()).toMatch(/ @ .*Your pick: /);
    await checkA11y(page);
    await shootBoth(page, 'history');
  });

  it("Pick History of a new player: 'No Picks Yet'", async () => {
    const player = await signUp(e2e.server.baseUrl);
    const page = await pageAs(e2e.browser, player, PHONE_390);
    await page.goto(`${e2e.server.baseUrl}/picks`);
    await visible(page.getByRole('heading', { name: 'No Picks Yet' }));
    await visible(page.getByText('Start making predictions on games to see your pick history here!'));
    await textMatches(page.getByTestId('history-accuracy'), '0% win rate?');
    // The empty page leads to the games.
    await page.getByTestId('make-first-pick').click();
    await visible(page.getByRole('heading', { name: 'Games' }));
    await shootBoth(page, 'history-empty');
  });

  it('Achievements: progress, categories, legend and sharing an unlocked badge', async () => {
    const player = await playerWithAWin(e2e.server);
    const page = await pageAs(e2e.browser, player, DESKTOP_1280);
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.baseUrl });
    // The social networks are not part of the journey: their pages open in a new tab and are refused.
    await page
      .context()
      .route(/^https:\/\/(twitter\.com|www\.facebook\.com|wa\.me|www\.linkedin\.com)\//, (r) =>
        r.fulfill({ status: 200, contentType: 'text/html', body: '<title>shared</title>' }),
      );
    await page.goto(`${e2e.server.baseUrl}/achievements`);
    // Rookie Star, and at some hours the time-of-day badges of the pick (Night Owl after midnight in New York).
    const unlocked = (await player.api.call<unknown[]>('GET', '/achievements')).length;
    await textMatches(page.getByTestId('achievements-unlocked'), `Unlocked ${unlocked} of 27`);
    await visible(
      page.getByRole('progressbar', {
        name: `${Math.round((100 * unlocked) / 27)}% of achievements unlocked`,
      }),
    );
    expect(await page.getByTestId('achievement').count()).toBe(27);
    expect(await page.getByText('Monthly', { exact: true }).count()).toBeGreaterThanOrEqual(3);
    await visible(page.getByText('Can be earned again every month'));

    await page.getByText('Streaks', { exact: true }).click();
    expect(await page.getByTestId('achievement').count()).toBe(3);
    await page.getByText('All', { exact: true }).click();
    await checkA11y(page);
    await shootBoth(page, 'achievements');

    // Locked badges are not buttons; the unlocked one opens the share dialog.
    expect(await page.getByRole('button', { name: /Hot Streak/ }).count()).toBe(0);
    await page.getByRole('button', { name: /^Rookie Star/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Achievement' });
    await dialogSettled(dialog);
    await checkA11y(page);
    await shootBoth(page, 'achievements-share');

    await dialog.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await visible(page.getByText('Link Copied!'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Rookie Star');

    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('link', { name: 'Share on X' }).click(),
    ]);
    await popup.close();
    await visible(page.getByText('Achievement Shared!'));
    const [second] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('link', { name: 'Share on Facebook' }).click(),
    ]);
    await second.close();
    // The third recorded share unlocks Social Butterfly, and the page shows it.
    await textMatches(page.getByTestId('achievements-unlocked'), `Unlocked ${unlocked + 1} of 27`);
    await page.keyboard.press('Escape');
    await gone(dialog);
    await visible(page.getByRole('button', { name: /^Social Butterfly/ }));
  });

  it('Subscribe: Coming Soon and Go Back', async () => {
    const player = await signUp(e2e.server.baseUrl);
    const page = await pageAs(e2e.browser, player, PHONE_390);
    await page.goto(`${e2e.server.baseUrl}/leaderboard`);
    await visible(page.getByRole('heading', { name: 'Leaderboard' }));
    await page.goto(`${e2e.server.baseUrl}/subscribe`);
    await visible(page.getByRole('heading', { name: 'Coming Soon' }));
    await visible(page.getByText(/free daily picks are available now/));
    await checkA11y(page);
    await shootBoth(page, 'subscribe');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname === '/leaderboard');
  });

  it('About and Contact for a player and for a visitor', async () => {
    const player = await signUp(e2e.server.baseUrl);
    const page = await pageAs(e2e.browser, player, PHONE_390);
    await page.goto(`${e2e.server.baseUrl}/about`);
    await visible(page.getByRole('heading', { name: 'Our Story' }));
    await visible(page.getByText(/losing heavily to gambling/));
    await visible(page.getByRole('heading', { name: 'Our Mission' }));
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    await checkA11y(page);
    await shootBoth(page, 'about');

    await page.goto(`${e2e.server.baseUrl}/contact`);
    await visible(page.getByRole('link', { name: 'support@streakpickem.com' }));
    await visible(page.getByText(/24 hours on business days/));
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).getAttribute('href'),
    ).toBe('/');
    await checkA11y(page);
    await shootBoth(page, 'contact');

    const visitor = await newPage(e2e.browser, PHONE_390);
    await visitor.goto(`${e2e.server.baseUrl}/contact`);
    await visible(visitor.getByRole('link', { name: 'Back to Site' }));
    await visitor.goto(`${e2e.server.baseUrl}/about`);
    await visible(visitor.getByRole('heading', { name: 'Our Story' }));
  });
});
