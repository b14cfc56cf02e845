import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../src/shared/schemas/games';
import type { Prize } from '../../src/shared/schemas/prizes';
import { confirmFinalScore, expectToast, openAdminDashboard, openTab } from './support/admin-ui';
import { enterScore, type SignedIn, signIn, signInAsAdmin, signUp, waitForMail } from './support/api';
import { gone, screenshot, textMatches, visible } from './support/browser';
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
