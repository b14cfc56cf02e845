import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { choose, expectToast, openAdminDashboard, openTab, selectInput } from './support/admin-ui';
import { type SignedIn, signInAsAdmin } from './support/api';
import { visible } from './support/browser';
import { useServerAndBrowser } from './support/use-server-and-browser';

/** Every admin form reports a missing field with this title (admin.md section 5 gives the messages). */
const MISSING = 'Missing Information';

/** The option texts of a Select's open list. */
async function optionsOf(page: Page, label: string): Promise<string[]> {
  await selectInput(page, label).click();
  const listbox = page.getByRole('listbox');
  await visible(listbox.getByRole('option').first());
  const texts = await listbox.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return texts;
}

describe('the validation messages of the admin forms', () => {
  const e2e = useServerAndBrowser();
  let admin: SignedIn;

  beforeAll(async () => {
    admin = await signInAsAdmin(e2e.server);
  });

  it('Create Game: required fields, the away list, record fields, an inline team and a new sport', async () => {
    const page = await openAdminDashboard(e2e, admin);
    await openTab(page, 'Create Game', 'Free Pick Push Tomorrow');
    const create = page.getByRole('button', { name: 'Create Game' });
    const required = 'Please fill in all required fields.';

    await create.click();
    await expectToast(page, MISSING, required);
    // Teams alone are not enough: date and time are required too.
    await choose(page, 'Home Team', 'Denver', '[NFL] Denver Broncos');
    await choose(page, 'Away Team', 'Kansas', '[NFL] Kansas City Chiefs');
    await create.click();
    await expectToast(page, MISSING, required);
    // A date without a time is still refused.
    await page.getByLabel('Game date (Mountain)').fill('2030-01-15');
    await create.click();
    await expectToast(page, MISSING, required);

    // The away list holds the home team's sport only, without the home team itself.
    const awayOptions = await optionsOf(page, 'Away Team');
    expect(awayOptions.length).toBeGreaterThan(1);
    expect(awayOptions.every((o) => o.startsWith('[NFL] '))).toBe(true);
    expect(awayOptions).not.toContain('[NFL] Denver Broncos');
    // Another home team starts the away choice over.
    expect(await selectInput(page, 'Away Team').inputValue()).toBe('[NFL] Kansas City Chiefs');
    await choose(page, 'Home Team', 'Lakers', '[NBA] Los Angeles Lakers');
    expect(await selectInput(page, 'Away Team').inputValue()).toBe('');
    expect((await optionsOf(page, 'Away Team')).every((o) => o.startsWith('[NBA] '))).toBe(true);

    // Records are whole numbers of at least 0: a minus sign is not taken.
    const homeWins = page.getByLabel('Home wins', { exact: true });
    await homeWins.fill('');
    await homeWins.pressSequentially('-7');
    expect(await homeWins.inputValue()).toBe('7');

    // Inline 'Create new team': a name and a sport are both needed.
    await page.getByText('Create new team', { exact: true }).first().click();
    const createTeam = page.getByRole('button', { name: 'Create Team', exact: true });
    await createTeam.click();
    await expectToast(page, MISSING, 'Please enter team name and select sport.');
    await page.getByLabel('New home team name', { exact: true }).fill('Nameless Sport FC');
    await createTeam.click();
    await expectToast(page, MISSING, 'Please enter team name and select sport.');

    // 'Create New Sport': name and display name must not be blank.
    await page.getByRole('button', { name: 'Create New Sport' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Sport' });
    await visible(dialog);
    const createSport = dialog.getByRole('button', { name: 'Create Sport' });
    await createSport.click();
    await expectToast(page, MISSING, 'Please enter sport name and display name.');
    await dialog.getByLabel('Name', { exact: true }).fill('NHL');
    await dialog.getByLabel('Display name', { exact: true }).fill('   ');
    await createSport.click();
    await expectToast(page, MISSING, 'Please enter sport name and display name.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await visible(page.getByText('Free Pick Push Tomorrow'));
  });

  it('Update Scores: game, both scores and the result are all required', async () => {
    const page = await openAdminDashboard(e2e, admin);
    await openTab(page, 'Update Scores', 'Update Score');
    const update = page.getByRole('button', { name: 'Update Score' });
    const message = 'Please fill in all score fields.';

    await update.click();
    await expectToast(page, MISSING, message);
    await choose(page, 'Game', '', / @ /);
    const homeScore = page.getByLabel(/\(home\)$/);
    const awayScore = page.getByLabel(/\(away\)$/);
    // One score missing.
    await homeScore.fill('3');
    await update.click();
    await expectToast(page, MISSING, message);
    // Both scores: the result follows from them, no question asked.
    await awayScore.fill('1');
    await visible(page.getByText(/^Result: .+ wins$/));
    expect(await page.getByRole('radio').count()).toBe(0);
    await awayScore.fill('');
    // Scores are whole numbers from 0: a minus sign is not taken.
    await awayScore.pressSequentially('-2');
    expect(await awayScore.inputValue()).toBe('2');
  });

  it('Monthly Prizes: title and month are required, the year stays within 2020-2030', async () => {
    const page = await openAdminDashboard(e2e, admin);
    await openTab(page, 'Monthly Prizes', 'Create Monthly Prize');
    const createPrize = page.getByRole('button', { name: 'Create Prize' });
    const message = 'Please fill in title and month.';

    await createPrize.click();
    await expectToast(page, MISSING, message);
    await page.getByLabel('Title', { exact: true }).fill('Season tickets');
    await createPrize.click();
    await expectToast(page, MISSING, message);
    await page.getByLabel('Title', { exact: true }).fill('  ');
    const nextYear = new Date().getFullYear() + 1;
    await choose(page, 'Month', '', `June ${nextYear}`);
    await createPrize.click();
    await expectToast(page, MISSING, message);
    // None of the refused attempts created a prize.
    expect(await page.getByTestId('admin-prize').filter({ hasText: 'Season tickets' }).count()).toBe(0);

    const year = page.getByLabel('Year', { exact: true });
    expect(await year.inputValue()).toBe(String(nextYear));
    await year.fill('2035');
    await year.blur();
    expect(await year.inputValue()).toBe('2030');
    await year.fill('2010');
    await year.blur();
    expect(await year.inputValue()).toBe('2020');
  });
});
