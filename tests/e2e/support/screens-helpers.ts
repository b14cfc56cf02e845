import type { Locator, Page } from 'playwright-core';
import { DEMO_CREDENTIALS } from '../../../db/seeds/demo';
import {
  createPick,
  enterScore,
  pickableGames,
  type SignedIn,
  signIn,
  signInAsAdmin,
  signUp,
  useSessionInBrowser,
} from './api';
import { type NewPageOptions, newPage, screenshot } from './browser';
import type { StartedServer } from './server';

/** The widths the screens journeys photograph: a common phone and a laptop. */
export const PHONE_390 = { width: 390, height: 844 } as const;
export const DESKTOP_1280 = { width: 1280, height: 800 } as const;

/** The browser logs every 4xx answer as a console error; journeys that provoke one on purpose allow it. */
export const CLIENT_ERROR_STATUS = /status of 4\d\d/;

/** Screenshots the page at phone width, then at desktop width (`<name>-phone`, `<name>-desktop`). */
export async function shootBoth(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE_390);
  await settle(page);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP_1280);
  await settle(page);
  await screenshot(page, `${name}-desktop`);
}

// Mantine's transitions and the layout after a resize take a moment; a picture mid-way is useless.
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
}

/**
 * Waits until a dialog has finished its entrance transition: while it is half transparent or still
 * moving, contrast checks measure text against a blend and fail.
 */
export async function dialogSettled(dialog: Locator): Promise<void> {
  await dialog.waitFor({ state: 'visible' });
  await dialog.evaluate(
    (element) =>
      new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + 5_000;
        const settled = () => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            if (getComputedStyle(node).opacity !== '1') return false;
          }
          return element.getAnimations({ subtree: true }).every((a) => a.playState !== 'running');
        };
        const check = () => {
          if (settled()) resolve();
          else if (Date.now() > deadline) reject(new Error('the dialog never settled'));
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
}

/** A new page at a viewport, signed in as `player`. */
export async function pageAs(
  browser: Parameters<typeof newPage>[0],
  player: SignedIn,
  viewport: { width: number; height: number } = PHONE_390,
  options: NewPageOptions = {},
): Promise<Page> {
  const page = await newPage(browser, viewport, options);
  await useSessionInBrowser(page.context(), player.api);
  return page;
}

/** The demo player the seed creates, with its pick history. */
export function signInAsDemoPlayer(server: StartedServer): Promise<SignedIn> {
  const { username, password } = DEMO_CREDENTIALS.player;
  return signIn(server.baseUrl, username, password);
}

/**
 * A new player with one correct graded pick, which unlocks Rookie Star: they pick the home side of a
 * game that has not started and the admin enters a home win.
 */
export async function playerWithAWin(server: StartedServer): Promise<SignedIn> {
  const player = await signUp(server.baseUrl);
  const games = [
    ...(await pickableGames(player.api, 'today')),
    ...(await pickableGames(player.api, 'tomorrow')),
  ];
  const game = games[0];
  if (!game) throw new Error('the demo data has no game left to pick');
  await createPick(player.api, game.id, game.homeTeam.id);
  const admin = await signInAsAdmin(server);
  await enterScore(admin.api, game.id, { homeScore: 3, awayScore: 1, winner: 'home' });
  // Achievements are awarded just after the grading commits, not inside it.
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mine = await player.api.call<{ type: string }[]>('GET', '/achievements');
    if (mine.some((a) => a.type === 'rookie_star')) return player;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Rookie Star was not awarded after a correct pick');
}
