import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { weekStart } from '../../src/shared/periods';
import type { Game } from '../../src/shared/schemas/games';
import type { ShieldState } from '../../src/shared/schemas/shield';
import { createPick, enterScore, signInAsAdmin, signUp } from './support/api';
import { gone, textMatches, visible } from './support/browser';
import { PHONE_390, pageAs } from './support/screens-helpers';
import { useServerAndBrowser } from './support/use-server-and-browser';

// The earned streak shield end to end (issue 42 item 6, ADR 0050): a player earns one with a week's 5th win, arms
// it from a game card, the admin grades that game a loss, and the loss counts while the streak stays; the profile
// shows the shield held, then armed, then gone.

const MINUTE = 60_000;

/** The calendar day of an instant in a time zone, YYYY-MM-DD. */
const dayIn = (zone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);

/**
 * The first start of six games a minute apart, half an hour ahead, all in one leaderboard week (New York): the
 * shield is earned by the 5th win of a week, so a slate crossing Sunday midnight would earn none.
 */
function slateStart(): number {
  let start = Date.now() + 35 * MINUTE;
  while (weekStart(new Date(start)) !== weekStart(new Date(start + 6 * MINUTE))) start += 10 * MINUTE;
  return start;
}

/** The home at the day of `game` (the Tomorrow tab when it starts after the player's midnight), and its card. */
async function homeCard(page: Page, baseUrl: string, zone: string, game: Game) {
  await page.goto(baseUrl);
  if (dayIn(zone, new Date(game.scheduledTime)) !== dayIn(zone, new Date()))
    await page.getByRole('tab', { name: 'Tomorrow' }).click();
  return page.locator(`[data-testid="game-card"][data-game-id="${game.id}"]`);
}

/** The player's own profile, opened from their pinned row on the all-time board (the slate may be next week's). */
async function openOwnProfile(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/leaderboard`);
  await page.getByRole('tab', { name: 'All Time' }).click();
  await (await visible(page.getByTestId('viewer-pin'), 30_000)).click();
  const dialog = page.getByRole('dialog', { name: 'Player Profile' });
  await visible(dialog);
  return dialog;
}

describe('the streak shield', () => {
  const e2e = useServerAndBrowser();

  it('is earned by a week of 5 wins, armed on a card, and keeps the streak through a loss', async () => {
    // Setup through the API: a premium player (six picks in a day, past the free cap) and six games ahead.
    const [admin, player] = await Promise.all([signInAsAdmin(e2e.server), signUp(e2e.server.baseUrl)]);
    await admin.api.call('PUT', `/admin/users/${player.user.id}/subscription`, {
      subscriptionTier: 'premium',
    });
    const teams = await admin.api.call<{ id: number; sport: string }[]>('GET', '/teams');
    const nfl = teams.filter((t) => t.sport === 'NFL');
    const start = slateStart();
    const games: Game[] = [];
    for (let i = 0; i < 6; i++) {
      games.push(
        await admin.api.call<Game>('POST', '/admin/games', {
          homeTeamId: nfl[2 * i]!.id,
          awayTeamId: nfl[2 * i + 1]!.id,
          scheduledTime: new Date(start + i * MINUTE).toISOString(),
        }),
      );
    }
    const picks: number[] = [];
    for (const game of games) {
      const created = (await createPick(player.api, game.id, game.homeTeam.id)) as { pick: { id: number } };
      picks.push(created.pick.id);
    }
    // Five home wins: W5 and, with the week's 5th, a shield held for the last pick.
    for (const game of games.slice(0, 5))
      await enterScore(admin.api, game.id, { homeScore: 3, awayScore: 1 });
    expect(await player.api.call<ShieldState>('GET', '/picks/shield')).toEqual({
      held: true,
      armedPickId: null,
    });

    const page = await pageAs(e2e.browser, player, PHONE_390);
    // The profile shows the shield held (to anyone: docs/rules.md).
    const held = await openOwnProfile(page, e2e.server.baseUrl);
    await textMatches(held.getByTestId('profile-shield'), '🛡️ Streak shield');

    // Armed from the last game's card.
    const last = games[5]!;
    const zone = player.user.timezone;
    const card = await homeCard(page, e2e.server.baseUrl, zone, last);
    await textMatches(page.getByTestId('streak-chip'), 'W5', 30_000);
    await (await visible(card.getByRole('button', { name: 'Arm my streak shield' }), 30_000)).click();
    await textMatches(card.getByTestId('shield-armed'), '🛡️ Shield armed');
    await visible(card.getByRole('button', { name: 'Take the shield off' }));
    expect(await player.api.call<ShieldState>('GET', '/picks/shield')).toEqual({
      held: true,
      armedPickId: picks[5],
    });
    // Armed is the player's own to know: their profile says it.
    const armed = await openOwnProfile(page, e2e.server.baseUrl);
    await textMatches(armed.getByTestId('profile-shield'), '🛡️ Shield armed on a pick');

    // The admin grades it a loss while the home is open: the shield is spent, the streak stays W5.
    await visible((await homeCard(page, e2e.server.baseUrl, zone, last)).getByTestId('shield-armed'), 30_000);
    await enterScore(admin.api, last.id, { homeScore: 0, awayScore: 2 });
    await gone(card.getByTestId('shield'), 30_000);
    await textMatches(page.getByTestId('streak-chip'), 'W5');
    expect(await player.api.call<ShieldState>('GET', '/picks/shield')).toEqual({
      held: false,
      armedPickId: null,
    });
    // The save unlocks Shielded, the grading's only unlock; its celebration is dismissed.
    const unlocked = page.getByRole('dialog', { name: 'Achievement Unlocked!' });
    await visible(unlocked.getByText('Shielded', { exact: true }), 30_000);
    await unlocked.getByTestId('unlock-next').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The profile counts the loss (5-1-0), keeps the current streak and shows no shield.
    const spent = await openOwnProfile(page, e2e.server.baseUrl);
    await textMatches(spent.getByTestId('profile-record'), '5-1-0');
    await textMatches(spent, /W5\s*Current Streak/);
    expect(await spent.getByTestId('profile-shield').count()).toBe(0);
  });
});
