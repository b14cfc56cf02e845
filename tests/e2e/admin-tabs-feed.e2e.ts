import { beforeAll, describe, expect, it } from 'vitest';
import { FEED_SPORT_NAMES } from '../../src/shared/constants';
import type { AdminTeam } from '../../src/shared/schemas/admin';
import { expectToast, openAdminDashboard, openTab } from './support/admin-ui';
import { type SignedIn, signInAsAdmin } from './support/api';
import { screenshot, textMatches, visible } from './support/browser';
import { useServerAndBrowser } from './support/use-server-and-browser';

// admin.md section 2: the team-sync and sports-api tabs. The journey server's feed is the demo one
// (embedded database with demo data), which serves the recorded fixtures to Fetch Games.

const SEVEN_SPORTS = ['NFL', 'NBA', 'MLB', 'Premier League', 'La Liga', 'MLS', 'College Football'];

interface SuggestedList {
  suggestedGames: { id: number; homeTeam: string; awayTeam: string }[];
  total: number;
  pending: number;
}

describe('the admin tabs: team sync and the sports API', () => {
  const e2e = useServerAndBrowser();
  let admin: SignedIn;

  beforeAll(async () => {
    admin = await signInAsAdmin(e2e.server);
  });

  it("Team Sync: Fix User Streaks counts every user, the 0-0 list shows 12 then 'and N more'", async () => {
    const suffix = Date.now().toString(36);
    // Thirteen new teams start at 0-0: more than the twelve the list shows.
    for (let i = 0; i < 13; i++) {
      await admin.api.call('POST', '/admin/teams', { name: `Zero Club ${i} ${suffix}`, sport: 'NBA' });
    }
    const missing = await admin.api.call<AdminTeam[]>('GET', '/admin/teams/needs-records');
    expect(missing.length).toBeGreaterThan(12);
    const { total: users } = await admin.api.call<{ total: number }>('GET', '/admin/users');

    const page = await openAdminDashboard(e2e, admin);
    await openTab(page, 'Team Sync', 'Full Team Sync');
    const card = page.getByText(`Teams with 0-0 records (${missing.length})`, { exact: true });
    await visible(card);
    const list = page.locator('div').filter({ has: card }).last();
    for (const team of missing.slice(0, 12)) {
      await visible(list.getByText(`[${team.sport}] ${team.name}`, { exact: true }));
    }
    await visible(list.getByText(`and ${missing.length - 12} more`, { exact: true }));
    for (const team of missing.slice(12)) {
      expect(await list.getByText(`[${team.sport}] ${team.name}`, { exact: true }).count()).toBe(0);
    }
    await screenshot(page, 'admin-team-sync-zero-records');

    await page.getByRole('button', { name: 'Fix User Streaks' }).click();
    await expectToast(page, 'Streaks Fixed', `Recomputed the streaks of ${users} users.`);
  });

  it('Sports API: the sport chips, Fetch Games, Approve into Manage Games, then Reject All', async () => {
    expect(FEED_SPORT_NAMES).toEqual(SEVEN_SPORTS);
    const page = await openAdminDashboard(e2e, admin);
    await openTab(page, 'Sports API', 'No suggested games yet');
    const chip = (sport: string) => page.getByRole('checkbox', { name: sport, exact: true });
    const checked = async () => {
      const states = await Promise.all(SEVEN_SPORTS.map((s) => chip(s).isChecked()));
      return SEVEN_SPORTS.filter((_, i) => states[i]);
    };
    expect(await checked()).toEqual(SEVEN_SPORTS);

    await page.getByRole('button', { name: 'Clear All' }).click();
    expect(await checked()).toEqual([]);
    await page.getByRole('button', { name: 'Fetch Games' }).click();
    await expectToast(page, 'No Sports Selected', 'Please select at least one sport to import games from.');
    await page.getByRole('button', { name: 'Select All' }).click();
    expect(await checked()).toEqual(SEVEN_SPORTS);
    // The chip's label (the feed health table below names the leagues too).
    const mlsChip = page.locator('label').filter({ hasText: /^MLS$/ });
    await mlsChip.click();
    expect(await checked()).toEqual(SEVEN_SPORTS.filter((s) => s !== 'MLS'));
    await mlsChip.click();
    expect(await checked()).toEqual(SEVEN_SPORTS);

    await page.getByRole('button', { name: 'Fetch Games' }).click();
    await expectToast(page, 'Games Fetched', / new suggestions, 0 already known\.$/);
    const fetched = await admin.api.call<SuggestedList>('GET', '/admin/suggested-games');
    const n = fetched.pending;
    expect(n).toBeGreaterThan(1);
    await visible(page.getByText(`${n} pending of ${fetched.total} suggested`, { exact: true }));
    await visible(page.getByRole('button', { name: `Reject All (${n})` }));
    const rows = page.getByTestId('admin-suggestion');
    await visible(rows.first());
    expect(await rows.count()).toBe(n);
    await screenshot(page, 'admin-sports-api-suggestions');

    // Approve the first: it becomes a scheduled game.
    const first = fetched.suggestedGames[0]!;
    const matchup = `${first.awayTeam} @ ${first.homeTeam}`;
    const firstRow = rows.first();
    await textMatches(firstRow, first.awayTeam);
    await firstRow.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Game Approved', `${matchup} is now a game.`);
    await visible(page.getByRole('button', { name: `Reject All (${n - 1})` }));
    expect(await rows.count()).toBe(n - 1);
    await openTab(page, 'Manage Games', matchup);
    await visible(page.getByTestId('admin-scheduled-game').filter({ hasText: matchup }));

    // Reject All empties the pending list.
    await openTab(page, 'Sports API', 'Fetch Games');
    await page.getByRole('button', { name: `Reject All (${n - 1})` }).click();
    const ask = page.getByRole('dialog', { name: 'Reject all pending suggestions?' });
    await visible(ask.getByText(`${n - 1} pending suggestions will be rejected.`));
    await ask.getByRole('button', { name: 'Reject All' }).click();
    await expectToast(page, 'Games Rejected', `${n - 1} suggestions were rejected.`);
    await visible(page.getByText('No suggested games yet', { exact: true }));
    expect(await rows.count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Reject All/ }).count()).toBe(0);
    expect((await admin.api.call<SuggestedList>('GET', '/admin/suggested-games')).pending).toBe(0);
  });
});
