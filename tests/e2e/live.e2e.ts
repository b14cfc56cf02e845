import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addSessionCookie,
  createPick,
  enterScore,
  type SignedIn,
  signInAsAdmin,
  signUp,
} from './support/api';
import {
  allowConsoleErrors,
  DESKTOP,
  gone,
  markDocument,
  newPage,
  PHONE,
  sameDocument,
  textMatches,
  visible,
} from './support/browser';
import { ensureOpenGames } from './support/open-games';
import { useServerAndBrowser } from './support/use-server-and-browser';

const cardOf = (page: Page, gameId: number) =>
  page.locator(`[data-testid="game-card"][data-game-id="${gameId}"]`);

/** Counts the page's HTTP calls to a tRPC procedure (batched calls name every procedure in the path). */
function countCalls(page: Page, procedure: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/') && url.pathname.includes(procedure)) calls += 1;
  });
  return () => calls;
}

describe('live updates on the home page', () => {
  const e2e = useServerAndBrowser();
  let admin: SignedIn;

  beforeAll(async () => {
    admin = await signInAsAdmin(e2e.server);
  });

  it('shows a score the admin enters: the card, the result, the streak chip and a toast, without a reload', async () => {
    const player = await signUp(e2e.server.baseUrl);
    const [game] = await ensureOpenGames(e2e.server, player, 1);
    if (!game) throw new Error('no game');
    await createPick(player.api, game.id, game.homeTeam.id);

    const page = await newPage(e2e.browser, PHONE);
    const todayCalls = countCalls(page, 'games.today');
    await addSessionCookie(page.context(), player.api);
    await page.goto(e2e.server.baseUrl);
    const card = cardOf(page, game.id);
    await visible(card.getByRole('button', { name: `${game.homeTeam.name} (your pick)` }));
    expect(await page.getByTestId('streak-chip').textContent()).toBe('READY');
    // Live updates are flowing before the score is entered.
    await page.waitForFunction(() => !document.querySelector('[data-testid="connection-notice"]'));
    await page.waitForTimeout(500);
    await markDocument(page);
    const callsBefore = todayCalls();

    await enterScore(admin.api, game.id, { homeScore: 3, awayScore: 1 });

    await textMatches(card.getByTestId('countdown'), 'FINAL');
    expect(await card.getAttribute('data-status')).toBe('completed');
    await textMatches(card.getByTestId('score-home'), '3');
    await textMatches(card.getByTestId('score-away'), '1');
    await visible(card.locator('[data-testid="pick-result"][data-result="WIN"]'));
    await textMatches(page.getByTestId('streak-chip'), 'W1');
    expect(await page.getByTestId('streak-chip').getAttribute('data-icon')).toBe('sparkle');
    await textMatches(page.getByTestId('stat-streak-value'), 'W1');
    await textMatches(page.getByTestId('stat-win-rate-value'), '100%');
    // 70% or more shimmers.
    expect(await page.getByTestId('stat-win-rate').getAttribute('data-shimmer')).toBe('on');
    await visible(page.getByText('Pick Won!'));
    expect(await sameDocument(page)).toBe(true);
    // The card came over the socket: the list was not fetched again over HTTP.
    expect(todayCalls()).toBe(callsBefore);
  });

  it('says so when the connection drops, and recovers by itself when the server is back', async () => {
    const player = await signUp(e2e.server.baseUrl);
    const [first, second] = await ensureOpenGames(e2e.server, player, 2);
    if (!first || !second) throw new Error('no games');
    await createPick(player.api, first.id, first.awayTeam.id);
    await createPick(player.api, second.id, second.awayTeam.id);

    const page = await newPage(e2e.browser, DESKTOP);
    // The server is away on purpose: failed calls and socket attempts are expected in the console, and so is the
    // service worker's script when its registration (once the first screen has shown, ADR 0054) meets it away.
    allowConsoleErrors(
      page,
      /Failed to load resource/,
      /WebSocket connection to .* failed/,
      /Could not load the signed-in user/,
      /ERR_CONNECTION_REFUSED/,
      /An unknown error occurred when fetching the script/,
    );
    await addSessionCookie(page.context(), player.api);
    await page.goto(e2e.server.baseUrl);
    await visible(cardOf(page, first.id));
    await page.waitForFunction(() => !document.querySelector('[data-testid="connection-notice"]'));
    await markDocument(page);

    const back = e2e.server.restart(3000);
    await visible(page.getByTestId('connection-notice'), 10_000);
    await textMatches(page.getByTestId('connection-notice'), 'Reconnecting');
    await back;
    await gone(page.getByTestId('connection-notice'), 30_000);

    // A score entered after the reconnection still reaches the open page.
    const again = await signInAsAdmin(e2e.server);
    await enterScore(again.api, second.id, { homeScore: 2, awayScore: 0 });
    const card = cardOf(page, second.id);
    await textMatches(card.getByTestId('countdown'), 'FINAL', 20_000);
    await visible(card.locator('[data-testid="pick-result"][data-result="LOSS"]'));
    await textMatches(page.getByTestId('streak-chip'), 'L1');
    expect(await sameDocument(page)).toBe(true);
  });

  it('follows one game changing again and again over a compressed socket, on one connection', async () => {
    const player = await signUp(e2e.server.baseUrl);
    const [game] = await ensureOpenGames(e2e.server, player, 1);
    if (!game) throw new Error('no game');
    const page = await newPage(e2e.browser, DESKTOP);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const extensions: string[] = [];
    cdp.on('Network.webSocketHandshakeResponseReceived', ({ response }) => {
      for (const [name, value] of Object.entries(response.headers))
        if (name.toLowerCase() === 'sec-websocket-extensions') extensions.push(String(value));
    });
    let sockets = 0;
    page.on('websocket', () => {
      sockets += 1;
    });
    await addSessionCookie(page.context(), player.api);
    await page.goto(e2e.server.baseUrl);
    const card = cardOf(page, game.id);
    await visible(card);
    await page.waitForFunction(() => !document.querySelector('[data-testid="connection-notice"]'));

    // Each edit is a change of the same game: after the first, the server's message copies most of
    // itself from the previous one in the browser's inflate window.
    for (let i = 1; i <= 4; i++) {
      const notes = `Wind ${i} ${Date.now().toString(36)}`;
      await admin.api.call('PUT', `/admin/games/${game.id}`, {
        homeTeamId: game.homeTeam.id,
        awayTeamId: game.awayTeam.id,
        scheduledTime: game.scheduledTime,
        notes,
      });
      await visible(card.getByText(notes));
    }
    expect(extensions.join()).toContain('permessage-deflate');
    expect(sockets).toBe(1);
    expect(await page.getByTestId('connection-notice').count()).toBe(0);
  });
});
