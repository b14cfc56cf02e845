import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game, Team } from '../../src/shared/schemas/games';
import { addSessionCookie, type SignedIn, signInAsAdmin, signUp } from './support/api';
import { checkA11y, newPage, PHONE, screenshot, textMatches, visible } from './support/browser';
import { useServerAndBrowser } from './support/use-server-and-browser';

const NEW_YORK_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });

/** Opens the tab (Today / Tomorrow) that lists a game starting at `iso` for a New York player. */
async function openTabOf(page: Page, iso: string): Promise<void> {
  const today = NEW_YORK_DAY.format(new Date()) === NEW_YORK_DAY.format(new Date(iso));
  await page.getByRole('tab', { name: today ? 'Today' : 'Tomorrow' }).click();
}

const cardOf = (page: Page, gameId: number): Locator =>
  page.locator(`[data-testid="game-card"][data-game-id="${gameId}"]`);

describe('the game card', () => {
  const e2e = useServerAndBrowser();
  let admin: SignedIn;
  let teams: Team[];

  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const teamsOf = (sport: string) => teams.filter((t) => t.sport === sport);
  const createGame = (body: Record<string, unknown>) => admin.api.call<Game>('POST', '/admin/games', body);

  beforeAll(async () => {
    admin = await signInAsAdmin(e2e.server);
    teams = await admin.api.call<Team[]>('GET', '/teams');
  });

  it('shows the countdown states, records (ties for soccer, hidden on request) and special pick texts', async () => {
    const [nflHome, nflAway] = teamsOf('NFL');
    const [eplHome, eplAway] = teamsOf('Premier League');
    const freeWin = teams.find((t) => t.name === 'Free Win');
    const freeLoss = teams.find((t) => t.name === 'Free Loss');
    if (!nflHome || !nflAway || !eplHome || !eplAway || !freeWin || !freeLoss)
      throw new Error('demo teams missing');

    const soon = await createGame({
      homeTeamId: nflHome.id,
      awayTeamId: nflAway.id,
      scheduledTime: inMinutes(45),
      showTeamRecords: false,
    });
    const starting = await createGame({
      homeTeamId: eplHome.id,
      awayTeamId: eplAway.id,
      scheduledTime: inMinutes(12),
      homeTeamWins: 10,
      homeTeamLosses: 3,
      awayTeamWins: 4,
      awayTeamLosses: 9,
    });
    const special = await createGame({
      homeTeamId: freeWin.id,
      awayTeamId: freeLoss.id,
      scheduledTime: inMinutes(180),
      homeTeamPickOption: 'Yes, it happens',
      awayTeamPickOption: 'No way',
    });

    const player = await signUp(e2e.server.baseUrl);
    const page = await newPage(e2e.browser, PHONE);
    await addSessionCookie(page.context(), player.api);
    await page.goto(e2e.server.baseUrl);
    await visible(page.getByTestId('game-card').first());

    // Under 60 minutes: STARTS IN, yellow, ticking every second; records hidden on request.
    await openTabOf(page, soon.scheduledTime);
    const soonBadge = cardOf(page, soon.id).getByTestId('countdown');
    const first = await textMatches(soonBadge, /STARTS IN \d+m \d{2}s/);
    expect(await soonBadge.getAttribute('data-state')).toBe('starts-in-yellow');
    await page.waitForTimeout(1500);
    expect(await soonBadge.textContent()).not.toBe(first);
    expect(await cardOf(page, soon.id).getByTestId('team-record').count()).toBe(0);

    // Under 30 minutes: STARTING SOON; a soccer record has ties.
    await openTabOf(page, starting.scheduledTime);
    await textMatches(cardOf(page, starting.id).getByTestId('countdown'), 'STARTING SOON');
    await textMatches(cardOf(page, starting.id).getByTestId('team-record').first(), /^\d+-\d+-\d+$/);
    await textMatches(cardOf(page, starting.id).getByTestId('team-home'), '10-3-');

    // Further away: blue; the special category picks by its own words; badges read by contrast.
    await openTabOf(page, special.scheduledTime);
    const specialCard = cardOf(page, special.id);
    expect(await specialCard.getByTestId('countdown').getAttribute('data-state')).toBe('starts-in-blue');
    await visible(specialCard.getByRole('button', { name: 'Pick Yes, it happens' }));
    await visible(specialCard.getByRole('button', { name: 'Pick No way' }));
    const badge = specialCard.getByTestId('team-home').getByTestId('team-badge');
    expect(await badge.textContent()).toBe('F');
    // Free Win's green (#2F9E44) reads better with black text than with white.
    expect(await badge.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');

    await checkA11y(page);
    await screenshot(page, 'home-game-cards-phone');
  });

  it("shows the demo's live game with its clock label and MLB starting pitchers", async () => {
    const player = await signUp(e2e.server.baseUrl);
    const page = await newPage(e2e.browser, PHONE);
    await addSessionCookie(page.context(), player.api);
    await page.goto(e2e.server.baseUrl);
    await visible(page.getByTestId('game-card').first());

    const games = (await player.api.call<{ games: Game[] }>('GET', '/games/today')).games;
    const live = games.find((g) => g.status === 'live' && g.timeRemaining);
    if (live) {
      const card = cardOf(page, live.id);
      await textMatches(card.getByTestId('countdown'), 'IN PROGRESS');
      // The feed moves the clock on; any label will do (e.g. "Q3 8:42", "2H 48'", HALFTIME).
      await textMatches(card.getByTestId('live-clock'), /\S/);
      await visible(card.getByTestId('score-home'));
      await visible(card.getByTestId('picks-locked'));
    }
    const mlb = games.find((g) => g.sport === 'MLB' && g.homeStartingPitcher);
    if (mlb) {
      // Late in the day the MLB game may be over: finished games fold away until asked for.
      if (mlb.status === 'completed') await page.getByTestId('finished-toggle').click();
      await textMatches(cardOf(page, mlb.id).getByTestId('team-home'), `SP: ${mlb.homeStartingPitcher}`);
    }
    expect(live ?? mlb).toBeDefined();
  });
});
