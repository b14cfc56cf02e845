import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { addSessionCookie, signUp } from './support/api';
import { checkA11y, DESKTOP, launchBrowser, newPage, PHONE, screenshot, visible } from './support/browser';
import { type StartedServer, startServer } from './support/server';

describe('the not-found screen', () => {
  let server: StartedServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the 404 heading and text on an unknown path, signed out', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto(`${server.baseUrl}/no/such/page`);
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
    await visible(page.getByText('Did you forget to add the page to the router?'));
    await checkA11y(page);
    await screenshot(page, 'not-found-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'not-found-desktop');
  });

  it('shows it to a signed-in player too, after Loading...', async () => {
    const player = await signUp(server.baseUrl);
    const page = await newPage(browser, DESKTOP);
    await addSessionCookie(page.context(), player.api);
    await page.goto(`${server.baseUrl}/picks/nothing-here`);
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
  });
});
