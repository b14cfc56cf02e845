import { beforeAll, describe, it } from 'vitest';
import { choose, confirmFinalScore, openTab, selectInput } from './support/admin-ui';
import { addSessionCookie, type SignedIn, signInAsAdmin, signUp } from './support/api';
import { checkA11y, DESKTOP, newPage, PHONE, screenshot, visible } from './support/browser';
import { useServerAndBrowser } from './support/use-server-and-browser';

/** A date a few days ahead as YYYY-MM-DD (the form reads it as Mountain wall-clock time). */
const daysAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('the admin dashboard', () => {
  const e2e = useServerAndBrowser();
  let admin: SignedIn;
  let player: SignedIn;

  beforeAll(async () => {
    [admin, player] = await Promise.all([signInAsAdmin(e2e.server), signUp(e2e.server.baseUrl)]);
  });

  it('shows a player the 404 screen at /admin', async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await addSessionCookie(page.context(), player.api);
    await page.goto(`${e2e.server.baseUrl}/admin`);
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
  });

  it('lets the admin work every tab: users, a game from creation to history, a prize', async () => {
    const suffix = Date.now().toString(36);
    const home = `Home Hawks ${suffix}`;
    const away = `Away Owls ${suffix}`;
    await admin.api.call('POST', '/admin/teams', { name: home, sport: 'NFL' });
    await admin.api.call('POST', '/admin/teams', { name: away, sport: 'NFL' });

    const page = await newPage(e2e.browser, DESKTOP);
    await addSessionCookie(page.context(), admin.api);
    await page.goto(`${e2e.server.baseUrl}/admin`);
    await visible(page.getByText('Total Users', { exact: true }));
    await visible(page.getByText('Community Champions', { exact: true }));
    await checkA11y(page);
    await screenshot(page, 'admin-stats-desktop');

    // Users: search the player, make them premium.
    await openTab(page, 'Users', / found$/);
    await page.getByLabel('Search users').fill(player.user.username);
    await visible(page.getByText('1 user found', { exact: true }));
    const row = page.getByTestId('admin-user-row').filter({ hasText: player.user.username });
    await visible(row);
    await row.getByRole('switch', { name: 'Premium' }).click();
    await visible(page.getByText('Subscription Updated', { exact: true }));
    await visible(row.getByText('Premium', { exact: true }).first());
    await screenshot(page, 'admin-users-desktop');

    await openTab(page, 'User Picks', /No picks found|Picked:/);
    await screenshot(page, 'admin-user-picks-desktop');
    await openTab(page, 'Sports API', 'Fetch Games');
    await screenshot(page, 'admin-sports-api-desktop');
    await openTab(page, 'Team Sync', 'Full Team Sync');
    await screenshot(page, 'admin-team-sync-desktop');

    // Create Game: the empty form is refused with the spec's words, then a real game is made.
    await openTab(page, 'Create Game', 'Free Pick Push Tomorrow');
    await page.getByRole('button', { name: 'Create Game' }).click();
    await visible(page.getByText('Please fill in all required fields.', { exact: true }));
    await choose(page, 'Home Team', home, home);
    await choose(page, 'Away Team', away, away);
    await page.getByLabel('Game date (Mountain)').fill(daysAhead(3));
    await page.getByLabel('Game time (Mountain)').fill('18:30');
    await checkA11y(page);
    await screenshot(page, 'admin-create-game-desktop');
    await page.getByRole('button', { name: 'Create Game' }).click();
    await visible(page.getByText('Game Created', { exact: true }));

    await openTab(page, 'Manage Games', `${away} @ ${home}`);
    await screenshot(page, 'admin-manage-games-desktop');

    // Update Scores: missing fields first, then the home team wins 24-17.
    await openTab(page, 'Update Scores', 'Update Score');
    await page.getByRole('button', { name: 'Update Score' }).click();
    await visible(page.getByText('Please fill in all score fields.', { exact: true }));
    await choose(page, 'Game', home, new RegExp(away));
    await page.getByLabel(`${away} (away)`, { exact: true }).fill('17');
    await page.getByLabel(`${home} (home)`, { exact: true }).fill('24');
    await screenshot(page, 'admin-update-scores-desktop');
    await page.getByRole('button', { name: 'Update Score' }).click();
    await confirmFinalScore(page, { score: `${away} 17 @ ${home} 24`, result: `${home} wins` });
    await visible(page.getByText('Score Updated', { exact: true }));

    await openTab(page, 'Game History', `Winner: ${home}`);
    const finished = page.getByTestId('admin-history-game').filter({ hasText: home });
    await visible(finished.getByText('FINAL', { exact: true }));
    await visible(finished.getByText(`${away} 17 @ ${home} 24`));
    await screenshot(page, 'admin-game-history-desktop');

    // Monthly Prizes: refused without a title, then created.
    await openTab(page, 'Monthly Prizes', 'Create Monthly Prize');
    await page.getByRole('button', { name: 'Create Prize' }).click();
    await visible(page.getByText('Please fill in title and month.', { exact: true }));
    const title = `Signed jersey ${suffix}`;
    await page.getByLabel('Title').fill(title);
    const nextYear = new Date().getFullYear() + 1;
    await choose(page, 'Month', '', `March ${nextYear}`);
    await page.getByRole('button', { name: 'Create Prize' }).click();
    await visible(page.getByText('Prize created', { exact: true }));
    await visible(page.getByTestId('admin-prize').filter({ hasText: title }));
    await screenshot(page, 'admin-monthly-prizes-desktop');

    // Phone: the tab bar gives way to a dropdown of nine sections.
    await page.setViewportSize(PHONE);
    const select = selectInput(page, 'Section');
    await visible(select);
    await select.click();
    await visible(page.getByRole('option', { name: 'Users' }));
    await screenshot(page, 'admin-mobile-dropdown-phone');
    await page.getByRole('option', { name: 'Game History' }).click();
    await visible(page.getByText(`Winner: ${home}`));
  });
});
