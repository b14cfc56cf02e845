import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/platform/db/client';
import { setGameResult } from '../support/grading/grading';
import { expectToast, openAdminDashboard, openTab } from './support/admin-ui';
import { createPick, myPicks, pickableGames, signInAsAdmin, signUp } from './support/api';
import { screenshot, visible } from './support/browser';
import { useServerAndBrowser } from './support/use-server-and-browser';

// admin.md, User Picks: a completed game whose result is unknown leaves its picks 'Ungraded', with
// Win / Loss / Push buttons. No API call completes a game without a result (a score entry, a feed final
// and a free pick all set one), so the game is put in that state in the database while the server is down,
// as data imported from elsewhere would be.

describe('grading a pick by hand in User Picks', () => {
  const e2e = useServerAndBrowser();

  it('shows Ungraded with Win / Loss / Push, and Won after Win', async () => {
    const admin = await signInAsAdmin(e2e.server);
    const player = await signUp(e2e.server.baseUrl);
    const [game] = await pickableGames(player.api, 'tomorrow');
    expect(game).toBeDefined();
    await createPick(player.api, game!.id, game!.homeTeam.id);
    await e2e.server.restart(0, async () => {
      const { db } = openDatabase({ dataDir: e2e.server.dataDir });
      try {
        await setGameResult(db, game!.id, null);
      } finally {
        await db.destroy();
      }
    });

    const page = await openAdminDashboard(e2e, admin);
    await openTab(page, 'User Picks', /Picked:/);
    await page.getByLabel('Search picks').fill(player.user.username);
    const row = page.getByTestId('admin-pick-row').filter({ hasText: `@${player.user.username}` });
    await visible(row.getByText('Ungraded', { exact: true }));
    for (const label of ['Win', 'Loss', 'Push']) await visible(row.getByRole('button', { name: label }));
    await screenshot(page, 'admin-user-picks-ungraded');

    // "Ungraded only" is the server's filter: its count is the player's one pick waiting for a grade.
    await page.getByRole('switch', { name: 'Ungraded only' }).click();
    await visible(page.getByText('1 pick found', { exact: true }));
    await row.getByRole('button', { name: 'Win' }).click();
    await expectToast(page, 'Pick graded', `${player.user.username}'s pick was graded.`);
    // Graded, it leaves the Ungraded list; without the filter it shows Won.
    await visible(page.getByText('No picks found', { exact: true }));
    await page.getByRole('switch', { name: 'Ungraded only' }).click();
    await visible(row.getByText('Won', { exact: true }));
    // The player's own record shows the win.
    const mine = await myPicks(player.api);
    expect(mine.picks.find((p) => p.gameId === game!.id)?.result).toBe('win');
  });
});
