import { describe, expect, it } from 'vitest';
import {
  createPick,
  enterScore,
  newAccount,
  pickableGames,
  signIn,
  signInAsAdmin,
  signUp,
} from './support/api';
import { checkA11y, DESKTOP, gone, newPage, PHONE, textMatches, visible } from './support/browser';
import { CLIENT_ERROR_STATUS, pageAs } from './support/screens-helpers';
import { createAccountThroughForm } from './support/sign-up-form';
import { useServerAndBrowser } from './support/use-server-and-browser';

describe('private leagues', () => {
  const e2e = useServerAndBrowser();

  it('a premium player creates a league, a friend joins by the link through sign-up, a grading moves the board live, the owner removes the friend', async () => {
    const admin = await signInAsAdmin(e2e.server);
    const owner = await signUp(e2e.server.baseUrl);
    await admin.api.call('PUT', `/admin/users/${owner.user.id}/subscription`, {
      subscriptionTier: 'premium',
    });

    const page = await pageAs(e2e.browser, owner, DESKTOP);
    await page.goto(`${e2e.server.baseUrl}/leagues`);
    await page.getByLabel('League name').fill('Friday Pickers');
    await page.getByRole('button', { name: 'Create' }).click();
    await visible(page.getByRole('heading', { name: 'Friday Pickers' }));
    const link = (await page.getByTestId('invite-link').textContent())!.trim();
    expect(link).toMatch(/\/join\/[0-9A-Z]{12}$/);
    await checkA11y(page);

    // A friend opens the link signed out, creates an account and lands in the league.
    // Its last step is refused on purpose: the league is gone for the removed friend (404).
    const friendPage = await newPage(e2e.browser, PHONE, { allowConsoleErrors: [CLIENT_ERROR_STATUS] });
    await friendPage.goto(link);
    await visible(friendPage.getByText('You are invited to a league'));
    const account = newAccount();
    await createAccountThroughForm(friendPage, account);
    await visible(friendPage.getByRole('heading', { name: 'Friday Pickers' }), 30_000);
    const leagueUrl = friendPage.url();
    expect(leagueUrl).toMatch(/\/leagues\/\d+$/);
    await checkA11y(friendPage);

    // Both pick a game; its grading puts both on the board without a reload.
    const friend = await signIn(e2e.server.baseUrl, account.username, account.password);
    const game = [
      ...(await pickableGames(owner.api, 'today')),
      ...(await pickableGames(owner.api, 'tomorrow')),
    ][0];
    if (!game) throw new Error('the demo data has no game left to pick');
    await createPick(owner.api, game.id, game.homeTeam.id);
    await createPick(friend.api, game.id, game.awayTeam.id);
    await page.getByRole('tab', { name: 'All Time' }).click();
    await visible(page.getByText('No players found'));
    await enterScore(admin.api, game.id, { homeScore: 3, awayScore: 1, winner: 'home' });
    await textMatches(page.getByTestId('player-count'), '2 players', 20_000);
    await visible(page.getByText(owner.user.username, { exact: true }).first());

    // The owner removes the friend, who can no longer open the league.
    await page.getByRole('button', { name: `Remove ${account.username}` }).click();
    await gone(page.getByTestId(`member-${friend.user.id}`));
    await friendPage.goto(leagueUrl);
    await visible(friendPage.getByText('League not found'));
  });
});
