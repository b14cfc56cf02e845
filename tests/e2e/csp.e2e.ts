import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addSessionCookie, signInAsAdmin, signUp } from './support/api';
import { allowConsoleErrors, DESKTOP, newPage, PHONE, visible } from './support/browser';
import { ensureOpenGames } from './support/open-games';
import { useServerAndBrowser } from './support/use-server-and-browser';

// The app under its Content Security Policy in real Chromium: every screen renders, the live socket
// connects, a pick (a POST under the same-origin referrer policy) goes through, and the browser reports
// no violation. A page that tries an inline script proves the policy is really enforced.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Violation {
  directive: string;
  blocked: string;
}

/** Collects the page's securitypolicyviolation events (installed before any script of the page runs). */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
}

describe('the Content Security Policy', () => {
  const e2e = useServerAndBrowser();

  it('is in the built page, which has no inline script for it to block', async () => {
    const html = await readFile(path.join(ROOT, 'dist', 'index.html'), 'utf8');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc=/);
    expect(html).not.toMatch(/<script\b[^>]*>[^<]+<\/script>/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('lets a player use every screen, the live socket and a pick, with no violation', async () => {
    const player = await signUp(e2e.server.baseUrl);
    const [game] = await ensureOpenGames(e2e.server, player, 1);
    if (!game) throw new Error('no open game');
    const page = await newPage(e2e.browser, PHONE);
    const violations = await watchViolations(page);
    await addSessionCookie(page.context(), player.api);

    const response = await page.goto(e2e.server.baseUrl);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await visible(page.getByTestId('game-card').first());
    // The live socket is up (ws: under connect-src) once the connection notice is gone.
    await page.waitForFunction(() => !document.querySelector('[data-testid="connection-notice"]'));
    const card = page.locator(`[data-testid="game-card"][data-game-id="${game.id}"]`);
    await card.getByRole('button', { name: `Pick ${game.awayTeam.name}` }).click();
    await visible(page.getByText('Pick Submitted!'));

    for (const screen of ['/leaderboard', '/picks', '/achievements', '/settings', '/about', '/contact']) {
      await page.goto(`${e2e.server.baseUrl}${screen}`);
      await visible(page.getByRole('heading').first());
    }
    expect(await violations()).toEqual([]);
  });

  it('lets an admin use the dashboard and its charts, with no violation', async () => {
    const admin = await signInAsAdmin(e2e.server);
    const page = await newPage(e2e.browser, DESKTOP);
    const violations = await watchViolations(page);
    await addSessionCookie(page.context(), admin.api);
    await page.goto(`${e2e.server.baseUrl}/admin`);
    await visible(page.getByRole('tab').first());
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  it('blocks an inline script, which is what it is for', async () => {
    const page = await newPage(e2e.browser, PHONE);
    allowConsoleErrors(page, /Content Security Policy/);
    const violations = await watchViolations(page);
    await page.goto(`${e2e.server.baseUrl}/auth`);
    await visible(page.getByRole('tab', { name: 'Sign In' }));
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toEqual([{ directive: 'script-src-elem', blocked: 'inline' }]);
  });
});
