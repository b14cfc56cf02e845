import { describe, it } from 'vitest';
import { addSessionCookie, signUp } from './support/api';
import { checkA11y, DESKTOP, newPage, PHONE, screenshot, visible } from './support/browser';
import { useServerAndBrowser } from './support/use-server-and-browser';

describe('the not-found screen', () => {
  const e2e = useServerAndBrowser();

  it('shows the 404 heading and text on an unknown path, signed out', async () => {
    const page = await newPage(e2e.browser, PHONE);
    await page.goto(`${e2e.server.baseUrl}/no/such/page`);
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
    await visible(page.getByText('Did you forget to add the page to the router?'));
    await checkA11y(page);
    await screenshot(page, 'not-found-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'not-found-desktop');
  });

  it('shows it to a signed-in player too, after Loading...', async () => {
    const player = await signUp(e2e.server.baseUrl);
    const page = await newPage(e2e.browser, DESKTOP);
    await addSessionCookie(page.context(), player.api);
    await page.goto(`${e2e.server.baseUrl}/picks/nothing-here`);
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
  });
});
