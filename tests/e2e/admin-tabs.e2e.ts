import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Game } from '../../src/shared/schemas/games';
import type { Prize } from '../../src/shared/schemas/prizes';
import { choose, confirmFinalScore, expectToast, openAdminDashboard, openTab } from './support/admin-ui';
import { enterScore, type SignedIn, signIn, signInAsAdmin, signUp, waitForMail } from './support/api';
import { checkA11y, gone, screenshot, textMatches, visible } from './support/browser';
import { useServerAndBrowser } from './support/use-server-and-browser';

// admin.md section 2: the users, manage-games, game-history and monthly-prizes tabs beyond what
// admin.e2e.ts walks through. User Picks' Win / Loss / Push grading: admin-hand-grading.e2e.ts.

const DAY = 86_400_000;

describe('the admin tabs: users, games, history and prizes', () => {
  const e2e = useServerAndBrowser();
  let admin: SignedIn;

  beforeAll(async () => {
    admin = await signInAsAdmin(e2e.server);
  });

  /** Two new NFL teams and a scheduled game between them, `days` ahead. */
  async function newGame(days: number, notes?: string) {
    const suffix = Date.now().toString(36);
    const home = `Ridge Elks ${suffix}`;
    const away = `Delta Cranes ${suffix}`;
    const [h, a] = await Promise.all(
      [home, away].map((name) =>
        admin.api.call<{ id: number }>('POST', '/admin/teams', { name, sport: 'NFL' }),
      ),
    );
    const game = await admin.api.call<Game>('POST', '/admin/games', {
      homeTeamId: h!.id,
      awayTeamId: a!.id,
      scheduledTime: new Date(Date.now() + days * DAY).toISOString(),
      notes,
    });
    return { game, home, away };
  }

  it("Users: 'Email Reset' confirms and sends, 'Set Password' needs 8 characters and works", async () => {
    const player = await signUp(e2e.server.baseUrl);
    const { username, email } = player.user;
    const page = await openAdminDashboard(e2e, admin);
    await openTab(page, 'Users', / found$/);

    // The admin the server made at start has no e-mail: 'Email Reset' is disabled for them.
    await page.getByLabel('Search users').fill(admin.user.username);
    const adminRow = page.getByTestId('admin-user-row').filter({ hasText: `@${admin.user.username}` });
    await visible(adminRow.getByText('No email'));
    expect(admin.user.email).toBeNull();
    expect(await adminRow.getByRole('button', { name: 'Email Reset' }).isDisabled()).toBe(true);

    await page.getByLabel('Search users').fill(username);
    await visible(page.getByText('1 user found', { exact: true }));
    const row = page.getByTestId('admin-user-row').filter({ hasText: `@${username}` });
    const emailReset = row.getByRole('button', { name: 'Email Reset' });
    expect(await emailReset.isDisabled()).toBe(false);
    await emailReset.click();
    const confirm = page.getByRole('dialog', { name: 'Send password reset email?' });
    await visible(
      confirm.getByText(`${username} will get an email at ${email} with a link to choose a new password.`),
    );
    await screenshot(page, 'admin-users-email-reset-confirm');
    await confirm.getByRole('button', { name: 'Send Email' }).click();
    await expectToast(page, 'Password Reset Email Sent', `A reset link was sent to ${email}.`);
    await gone(confirm);
    await waitForMail(e2e.server.dataDir, email!);

    // Set Password: 7 characters leave the button disabled, 8 enable it.
    await row.getByRole('button', { name: 'Set Password' }).click();
    const dialog = page.getByRole('dialog', { name: `Set password for ${username}` });
    const input = dialog.getByLabel('New password', { exact: true });
    const submit = dialog.getByRole('button', { name: 'Set Password' });
    await input.fill('Abcd123');
    expect(await submit.isDisabled()).toBe(true);
    await input.fill('Abcd1234');
    expect(await submit.isDisabled()).toBe(false);
    const newPassword = `Fresh${Date.now().toString(36)}9`;
    await input.fill(newPassword);
    await screenshot(page, 'admin-users-set-password');
    await submit.click();
    await expectToast(
      page,
      'Password Updated Successfully',
      `${username} can now sign in with the new password.`,
    );
    await gone(dialog);

    const again = await signIn(e2e.server.baseUrl, username, newPassword);
    expect(again.user.id).toBe(player.user.id);
  });

  it('Manage Games: Edit changes the notes and the time, Delete confirms and removes the game', async () => {
    const { home, away } = await newGame(4, 'Kickoff moved indoors');
    const page = await openAdminDashboard(e2e, admin);
    await openTab(page, 'Manage Games', `${away} @ ${home}`);
    const row = page.getByTestId('admin-scheduled-game').filter({ hasText: `${away} @ ${home}` });
    await visible(row.getByText(/ · Kickoff moved indoors$/));

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Game' });
    await visible(edit);
    const notes = `Snow expected ${Date.now().toString(36)}`;
    await edit.getByLabel('Notes', { exact: true }).fill(notes);
    await edit.getByLabel('Time (Mountain)', { exact: true }).fill('19:45');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Game Updated', 'The game was saved.');
    await gone(edit);
    await textMatches(row, `· ${notes}`);
    await textMatches(row, /7:45 PM M[SD]T/);
    await screenshot(page, 'admin-manage-games-edited');

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this game?' });
    await visible(confirm.getByText(`${away} @ ${home}: it has no picks. This cannot be undone.`));
    await confirm.getByRole('button', { name: 'Delete Game' }).click();
    await expectToast(page, 'Game Deleted', 'The game and its picks were deleted.');
    await gone(row);
    const scheduled = await admin.api.call<Game[]>('GET', '/admin/games');
    expect(scheduled.some((g) => g.homeTeam.name === home)).toBe(false);
  });

  it('Game History: Fix Score corrects a final score and its winner', async () => {
    const { game, home, away } = await newGame(1);
    await enterScore(admin.api, game.id, { homeScore: 21, awayScore: 14 });
    const page = await openAdminDashboard(e2e, admin);
    await openTab(page, 'Game History', `Winner: ${home}`);
    const row = page.getByTestId('admin-history-game').filter({ hasText: home });
    await visible(row.getByText(`${away} 14 @ ${home} 21`));

    await row.getByRole('button', { name: 'Fix Score' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fix Score' });
    const homeScore = dialog.getByLabel(`${home} (home)`, { exact: true });
    expect(await homeScore.inputValue()).toBe('21');
    await homeScore.fill('10');
    await dialog.getByLabel(`${away} (away)`, { exact: true }).fill('17');
    await visible(dialog.getByText(`Result: ${away} wins`));
    await dialog.getByRole('button', { name: 'Save Score' }).click();
    await confirmFinalScore(page, { score: `${away} 17 @ ${home} 10`, result: `${away} wins` });
    await expectToast(page, 'Score Updated', `${away} 17 @ ${home} 10`);
    await gone(dialog);
    await visible(row.getByText(`${away} 17 @ ${home} 10`));
    await visible(row.getByText(`Winner: ${away}`));
    await visible(row.getByText('FINAL', { exact: true }));
    await screenshot(page, 'admin-game-history-fixed');

    // The server searches and filters: the team's name finds this one game, Live only finds none of it.
    await page.getByLabel('Search by team').fill(home);
    await visible(page.getByText('1 game found', { exact: true }));
    await choose(page, 'Status', '', /^Live$/);
    await visible(page.getByText('No games match these filters', { exact: true }));
    await choose(page, 'Status', '', /^Final$/);
    await visible(page.getByText('1 game found', { exact: true }));

    // Its History drawer reads the audit log: the score entry, then the fix with what changed.
    await row.getByRole('button', { name: 'History' }).click();
    const drawer = page.getByRole('dialog', { name: `History of ${away} @ ${home}` });
    const entries = drawer.getByTestId('admin-history-entry');
    await visible(entries.first().getByText(/game\.score\.fix$/));
    await visible(entries.first().getByText('homeScore: 21 → 10', { exact: true }));
    await visible(entries.first().getByText(`winner: ${home} → ${away}`, { exact: true }));
    await visible(entries.nth(1).getByText(/game\.score$/));
    await visible(entries.nth(1).getByText('forced: true', { exact: true }));
    await checkA11y(page);
    await screenshot(page, 'admin-game-history-drawer');
  });

  it('the tab is in the URL: a reload keeps it, Back and Forward move between tabs', async () => {
    const page = await openAdminDashboard(e2e, admin);
    await openTab(page, 'Users', / users? found$/);
    expect(new URL(page.url()).search).toBe('?tab=users');
    await page.reload();
    await visible(page.getByLabel('Search users'), 30_000);
    const selected = (name: string) =>
      page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected');
    expect(await selected('Users')).toBe('true');
    await openTab(page, 'Game History', / games? found$/);
    expect(new URL(page.url()).search).toBe('?tab=game-history');
    await page.goBack();
    await visible(page.getByLabel('Search users'));
    expect([new URL(page.url()).search, await selected('Users')]).toEqual(['?tab=users', 'true']);
    await page.goBack();
    await visible(page.getByText('Total Users', { exact: true }));
    expect([new URL(page.url()).pathname, new URL(page.url()).search]).toEqual(['/admin', '']);
    await page.goForward();
    await visible(page.getByLabel('Search users'));
    expect(await selected('Users')).toBe('true');
  });

  it('Users: 25 a page from the server, a pager, and a sort', async () => {
    const { total } = await admin.api.call<{ total: number }>('GET', '/admin/users?pageSize=1');
    expect(total).toBeGreaterThan(25);
    const pages = Math.ceil(total / 25);
    const page = await openAdminDashboard(e2e, admin);
    await openTab(page, 'Users', `${total} users found`);
    const rows = page.getByTestId('admin-user-row');
    await vi.waitFor(async () => expect(await rows.count()).toBe(25));
    await visible(page.getByText(`Page 1 of ${pages}`, { exact: true }));
    await checkA11y(page);
    await page.getByRole('button', { name: String(pages), exact: true }).click();
    await visible(page.getByText(`Page ${pages} of ${pages}`, { exact: true }));
    await vi.waitFor(async () => expect(await rows.count()).toBe(total - 25 * (pages - 1)));
    // A new order starts again at page 1; the first row is the server's first by username.
    await choose(page, 'Sort users', '', 'Username A-Z');
    await visible(page.getByText(`Page 1 of ${pages}`, { exact: true }));
    const [first] = (
      await admin.api.call<{ users: { username: string }[] }>('GET', '/admin/users?sort=username&pageSize=1')
    ).users;
    await vi.waitFor(async () => expect(await rows.first().textContent()).toContain(`@${first!.username} `));
  });

  it('Sports API: a rejected suggestion is listed and Restore brings it back to pending', async () => {
    await admin.api.call('POST', '/admin/suggested-games/fetch', { sports: ['NBA'] });
    const { suggestedGames } = await admin.api.call<{
      suggestedGames: { id: number; homeTeam: string; awayTeam: string }[];
    }>('GET', '/admin/suggested-games');
    const target = suggestedGames[0];
    expect(target).toBeDefined();
    await admin.api.call('POST', `/admin/suggested-games/${target!.id}/reject`);
    const page = await openAdminDashboard(e2e, admin);
    await openTab(page, 'Sports API', 'Import Games (next 2 days)');
    const card = page.getByTestId('admin-rejected-suggestions');
    const row = card
      .getByTestId('admin-rejected-suggestion')
      .filter({ hasText: `${target!.awayTeam} @ ${target!.homeTeam}` });
    await row.getByRole('button', { name: 'Restore' }).click();
    await expectToast(
      page,
      'Suggestion Restored',
      `${target!.awayTeam} @ ${target!.homeTeam} is pending again.`,
    );
    await gone(row);
    const after = await admin.api.call<{ suggestedGames: { id: number }[] }>('GET', '/admin/suggested-games');
    expect(after.suggestedGames.some((g) => g.id === target!.id)).toBe(true);

    // Feed health: the import read NBA just now; nothing is overdue in it.
    const nba = page.getByTestId('admin-feed-health-row').filter({ hasText: 'NBA' });
    await visible(nba);
    expect(await nba.getByRole('cell').nth(1).textContent()).not.toBe('Never');
    await checkA11y(page);
    await screenshot(page, 'admin-sports-api-health');
  });

  it('Monthly Prizes: Delete removes a prize', async () => {
    const title = `Courtside seats ${Date.now().toString(36)}`;
    const year = new Date().getFullYear() + 1;
    const prize = await admin.api.call<Prize>('POST', '/admin/prizes', {
      title,
      description: 'Two seats for one home game.',
      month: `${year}-04`,
      year,
    });
    const page = await openAdminDashboard(e2e, admin);
    await openTab(page, 'Monthly Prizes', title);
    const row = page.getByTestId('admin-prize').filter({ hasText: title });
    await visible(row.getByText(`April ${year}`, { exact: true }));
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this prize?' });
    await visible(confirm.getByText(`${title} (April ${year}) will be deleted. This cannot be undone.`));
    await confirm.getByRole('button', { name: 'Delete Prize' }).click();
    await expectToast(page, 'Prize deleted', `${title} was deleted.`);
    await gone(row);
    const prizes = await admin.api.call<Prize[]>('GET', '/admin/prizes');
    expect(prizes.some((p) => p.id === prize.id)).toBe(false);
  });
});
