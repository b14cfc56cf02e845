import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addSessionCookie, myPicks, signUp } from './support/api';
import { DESKTOP, newPage, noteWhenShown, PHONE, textMatches, visible } from './support/browser';
import { ensureOpenGames } from './support/open-games';
import { useServerAndBrowser } from './support/use-server-and-browser';

const card = (page: Page, gameId: number): Locator =>
  page.locator(`[data-testid="game-card"][data-game-id="${gameId}"]`);

describe('picking games on the home page', () => {
  const e2e = useServerAndBrowser();

  it("picks a game ('Pick Submitted!'), then changes it ('Pick Updated!')", async () => {
    const player = await signUp(e2e.server.baseUrl);
    const [game] = await ensureOpenGames(e2e.server, player, 1);
    if (!game) throw new Error('no game');
    const page = await newPage(e2e.browser, PHONE);
    await addSessionCookie(page.context(), player.api);
    await page.goto(e2e.server.baseUrl);

    const away = card(page, game.id).getByRole('button', { name: `Pick ${game.awayTeam.name}` });
    await (await visible(away)).click();
    await visible(page.getByText('Pick Submitted!'));
    await visible(page.getByText('Your pick has been recorded successfully.'));
    const chosenAway = card(page, game.id).getByRole('button', { name: `${game.awayTeam.name} (your pick)` });
    await visible(chosenAway);
    expect(await chosenAway.getAttribute('aria-pressed')).toBe('true');
    await textMatches(page.getByTestId('daily-picks'), '2 picks left today · 1 of 3 used');

    await card(page, game.id)
      .getByRole('button', { name: `Pick ${game.homeTeam.name}` })
      .click();
    await visible(page.getByText('Pick Updated!'));
    await visible(page.getByText('Your pick has been updated successfully.'));
    await visible(card(page, game.id).getByRole('button', { name: `${game.homeTeam.name} (your pick)` }));
    // Changing a pick does not count against the cap.
    await textMatches(page.getByTestId('daily-picks'), '2 picks left today · 1 of 3 used');

    const mine = await myPicks(player.api);
    expect(mine.picks.find((p) => p.gameId === game.id)?.selectedTeamId).toBe(game.homeTeam.id);
  });

  it('stops new picks at the daily cap of 3, while picks made can still change', async () => {
    const player = await signUp(e2e.server.baseUrl);
    const games = await ensureOpenGames(e2e.server, player, 4);
    const page = await newPage(e2e.browser, DESKTOP);
    await addSessionCookie(page.context(), player.api);
    await page.goto(e2e.server.baseUrl);

    for (const [index, game] of games.slice(0, 3).entries()) {
      const button = card(page, game.id).getByRole('button', { name: `Pick ${game.homeTeam.name}` });
      await (await visible(button)).click();
      await visible(card(page, game.id).getByRole('button', { name: `${game.homeTeam.name} (your pick)` }));
      if (index < 2)
        await textMatches(
          page.getByTestId('daily-picks'),
          `${2 - index} ${index === 1 ? 'pick' : 'picks'} left today · ${index + 1} of 3 used`,
        );
    }
    await textMatches(page.getByTestId('daily-picks'), 'Daily pick limit reached: 3 of 3 picks used today');

    const fourth = games[3]!;
    const blocked = card(page, fourth.id).getByRole('button', { name: `Pick ${fourth.homeTeam.name}` });
    // The line above and the cards change in the same commit: the button is disabled by the time the line reads so.
    await visible(
      card(page, fourth.id).getByRole('button', { name: `Pick ${fourth.homeTeam.name}`, disabled: true }),
    );
    expect(await blocked.isDisabled()).toBe(true);
    // One cap message above the games (issue 44), the card's buttons pointing to it; none on the card itself.
    await textMatches(
      page.getByTestId('daily-picks'),
      'Daily pick limit reached: 3 of 3 picks used today. Come back tomorrow for more picks.',
    );
    expect(await blocked.getAttribute('aria-describedby')).toContain('daily-cap-notice');
    expect(await page.getByText(/Come back tomorrow/).count()).toBe(1);

    // The server agrees: a fourth pick through the API is refused in plain words.
    const refused = await player.api.raw('POST', '/picks', {
      gameId: fourth.id,
      selectedTeamId: fourth.homeTeam.id,
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Daily pick limit reached/);

    // A pick already made stays changeable at the cap.
    const first = games[0]!;
    const change = card(page, first.id).getByRole('button', { name: `Pick ${first.awayTeam.name}` });
    expect(await change.isDisabled()).toBe(false);
    await change.click();
    await visible(page.getByText('Pick Updated!'));
  });

  it("says 'Unauthorized' and goes to sign in when the session ended under the page", async () => {
    const player = await signUp(e2e.server.baseUrl);
    const [game] = await ensureOpenGames(e2e.server, player, 1);
    if (!game) throw new Error('no game');
    const page = await newPage(e2e.browser, PHONE, {
      // The refused pick call, and the live layer's refused re-subscription.
      allowConsoleErrors: [/status of 401/, /Failed to load resource/],
    });
    // The page learns of the ended session from its next call: its live socket is refused here (the page
    // then reads over HTTP), so the server cannot tell it first by closing the socket and re-subscribing
    // it signed out, which may disable the button before the click.
    await page.routeWebSocket(/\/trpc$/, (ws) => ws.close());
    await addSessionCookie(page.context(), player.api);
    await page.goto(e2e.server.baseUrl);
    const button = await visible(
      card(page, game.id).getByRole('button', { name: `Pick ${game.awayTeam.name}` }),
    );

    const sawTitle = await noteWhenShown(page, 'Unauthorized');
    const sawNotice = await noteWhenShown(page, 'You are logged out. Logging in again...');
    await player.api.call('POST', '/auth/logout');
    await button.click();
    await page.waitForURL(`${e2e.server.baseUrl}/auth`, { timeout: 15_000 });
    await visible(page.getByRole('tab', { name: 'Sign In' }));
    expect(await sawTitle()).toBe(true);
    expect(await sawNotice()).toBe(true);
  });
});
