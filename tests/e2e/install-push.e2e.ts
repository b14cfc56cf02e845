import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROMPT_TEXT } from '../../src/client/features/notifications/prompt-text';
import { PUSH_TEXT } from '../../src/client/features/notifications/push-device';
import { signUp } from './support/api';
import { allowConsoleErrors, gone, textMatches, visible } from './support/browser';
import { ensureOpenGames } from './support/open-games';
import { DESKTOP_1280, PHONE_390, pageAs } from './support/screens-helpers';
import { useServerAndBrowser } from './support/use-server-and-browser';

// The installable app and the ways a player turns push on, in Chromium. Granting notifications on the
// Settings switch (Chromium here reaches no push service) is in settings.e2e.ts.

const card = (page: Page, gameId: number) =>
  page.locator(`[data-testid="game-card"][data-game-id="${gameId}"]`);

/** Blocks notifications for the site in this page's browser context, as its site settings would. */
async function blockNotifications(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin,
    browserContextId: targetInfo.browserContextId,
  });
  await cdp.detach();
}

/** The answer the page gets to one tRPC procedure, picked out of its batch (calls batched with it included). */
async function answerOf(page: Page, procedure: string): Promise<unknown> {
  const procedures = (url: string) => new URL(url).pathname.replace(/^\/trpc\//, '').split(',');
  const response = await page.waitForResponse((r) => procedures(r.url()).includes(procedure), {
    timeout: 15_000,
  });
  const batch = (await response.json()) as unknown[];
  return batch[procedures(response.url()).indexOf(procedure)];
}

describe('the installable app and turning push on', () => {
  const e2e = useServerAndBrowser();

  it("passes Chromium's installability check, with an active service worker", async () => {
    // Chromium never offers to install from a private (incognito) context, which every newContext is: this
    // check runs in a browser with a profile of its own.
    const profile = await mkdtemp(path.join(tmpdir(), 'pickem-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM || '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
      viewport: DESKTOP_1280,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(e2e.server.baseUrl);
      // Ready is the worker activating; wait until it is active.
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const worker = registration.active;
        if (worker && worker.state !== 'activated') {
          await new Promise<void>((resolve) => {
            worker.addEventListener('statechange', () => {
              if (worker.state === 'activated') resolve();
            });
          });
        }
        return { state: worker?.state, scope: registration.scope };
      });
      expect(state).toEqual({ state: 'activated', scope: `${e2e.server.baseUrl}/` });

      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${e2e.server.baseUrl}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
        name: "Streak Pick'em",
        display: 'standalone',
        start_url: '/',
      });
      // Chromium's own verdict (what decides whether it offers to install), once the worker controls the page.
      await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  it('asks once after the first pick; Turn on says why push stays off; Not now is final', async () => {
    const player = await signUp(e2e.server.baseUrl);
    const [first, second] = await ensureOpenGames(e2e.server, player, 2);
    if (!first || !second) throw new Error('no games');
    const page = await pageAs(e2e.browser, player, PHONE_390);
    // Chromium says why on the console (no Push API in a private context); the prompt handles it.
    allowConsoleErrors(page, /does not support the Push API/);
    await page.goto(e2e.server.baseUrl);
    await page.context().grantPermissions(['notifications'], { origin: e2e.server.baseUrl });

    const prompt = page.getByRole('dialog', { name: PROMPT_TEXT.title });
    await (
      await visible(card(page, first.id).getByRole('button', { name: `Pick ${first.homeTeam.name}` }))
    ).click();
    await visible(page.getByText('Pick Submitted!'));
    await visible(prompt);
    // Shown is answered: no other device or reload asks again (the page says so as it shows the prompt, so the
    // server hears it a moment later).
    await expect.poll(() => player.api.call('GET', '/push/prompt')).toEqual({ show: false });

    await prompt.getByRole('button', { name: PROMPT_TEXT.turnOn }).click();
    await textMatches(prompt.getByTestId('push-prompt-problem'), PUSH_TEXT.cannotSubscribe, 30_000);
    expect(await player.api.call('GET', '/auth/user')).toMatchObject({ pushNotifications: false });
    await prompt.getByRole('button', { name: PROMPT_TEXT.notNow }).click();
    await gone(prompt);

    await page.reload();
    const asked = answerOf(page, 'notifications.prompt');
    await (
      await visible(card(page, second.id).getByRole('button', { name: `Pick ${second.homeTeam.name}` }))
    ).click();
    await visible(card(page, second.id).getByRole('button', { name: `${second.homeTeam.name} (your pick)` }));
    expect(await asked).toEqual({ result: { data: { show: false } } });
    expect(await prompt.count()).toBe(0);
  });

  it('with notifications blocked, the switch and the prompt tell how to allow them', async () => {
    const player = await signUp(e2e.server.baseUrl);
    const [game] = await ensureOpenGames(e2e.server, player, 1);
    if (!game) throw new Error('no game');
    const page = await pageAs(e2e.browser, player, DESKTOP_1280);
    await page.goto(e2e.server.baseUrl);
    await blockNotifications(page, e2e.server.baseUrl);

    await (
      await visible(card(page, game.id).getByRole('button', { name: `Pick ${game.awayTeam.name}` }))
    ).click();
    const prompt = await visible(page.getByRole('dialog', { name: PROMPT_TEXT.title }));
    await prompt.getByRole('button', { name: PROMPT_TEXT.turnOn }).click();
    await textMatches(prompt.getByTestId('push-prompt-problem'), PUSH_TEXT.denied);
    await prompt.getByRole('button', { name: 'Close' }).click();
    await gone(prompt);

    await page.goto(`${e2e.server.baseUrl}/settings`);
    const push = page.getByRole('switch', { name: 'Push notifications' });
    await visible(push);
    await push.click({ force: true });
    await textMatches(page.getByTestId('push-problem'), PUSH_TEXT.denied);
    expect(await push.isChecked()).toBe(false);
    expect(await player.api.call('GET', '/auth/user')).toMatchObject({ pushNotifications: false });
  });
});
