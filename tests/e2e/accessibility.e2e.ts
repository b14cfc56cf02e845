import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TABS } from '../../src/client/pages/admin/admin-tabs';
import { APP_NAME } from '../../src/shared/constants';
import type { League, MyLeague } from '../../src/shared/schemas/leagues';
import { addSessionCookie, type SignedIn, signInAsAdmin } from './support/api';
import { signInAsDemoPlayer } from './support/screens-helpers';
import { useServerAndBrowser } from './support/use-server-and-browser';
import {
  COLOR_SCHEMES,
  type ColorScheme,
  describeViolations,
  LANGUAGES,
  schemePage,
  screenSettled,
  speakIn,
  wcagViolations,
} from './support/wcag';

// Issue 45 item 3 (docs/accessibility.md): axe-core finds no violation of a WCAG 2.0, 2.1 or 2.2 A/AA
// criterion on any screen, signed out, as the demo player and as the admin, in both colour schemes, at a
// phone's width and a laptop's. Every screen is checked before the test fails, so one run lists them all.

const PHONE = { width: 390, height: 844 } as const;
const LAPTOP = { width: 1366, height: 768 } as const;

/** A screen: where to go and, optionally, what to do there once it has drawn (open a tab). */
interface Screen {
  name: string;
  path: string;
  open?: (page: Page) => Promise<void>;
}

describe.each(LANGUAGES)('WCAG 2.2 AA on every screen, in $code', (language) => {
  const e2e = useServerAndBrowser();
  let player: SignedIn;
  let admin: SignedIn;
  let leagueId: number;
  let invitePath: string;

  beforeAll(async () => {
    player = await signInAsDemoPlayer(e2e.server);
    admin = await signInAsAdmin(e2e.server);
    // Signed in, the account's language wins over the browser's.
    await speakIn(player, language.code);
    await speakIn(admin, language.code);
    const leagues = await player.api.call<MyLeague[]>('GET', '/leagues');
    const first = leagues[0];
    if (!first) throw new Error('the demo player is in no league');
    leagueId = first.id;
    invitePath = (await player.api.call<League>('GET', `/leagues/${leagueId}`)).invitePath;
  });

  /**
   * The widths a screen is audited at. English, the texts the spec fixes, is audited at both widths in both
   * schemes. Spanish changes words, not colours or layout rules, so each scheme is audited at one width
   * (light at the phone's, dark at the laptop's): every screen is still seen in Spanish at both widths and in
   * both schemes, and the journey stays inside CI's time budget.
   */
  const widths = (scheme: ColorScheme) =>
    language.code === 'en' ? [PHONE, LAPTOP] : scheme === 'light' ? [PHONE] : [LAPTOP];

  /** Visits each screen once and audits it at each width (resized in place), answering every violation found. */
  async function audit(scheme: ColorScheme, screens: Screen[], as?: SignedIn): Promise<string> {
    const [first, ...more] = widths(scheme);
    const page = await schemePage(e2e.browser, { viewport: first ?? PHONE, language, scheme });
    if (as) await addSessionCookie(page.context(), as.api);
    const found: string[] = [];
    try {
      for (const screen of screens) {
        await page.setViewportSize(first ?? PHONE);
        await page.goto(`${e2e.server.baseUrl}${screen.path}`);
        await screenSettled(page);
        await screen.open?.(page);
        for (const viewport of [first ?? PHONE, ...more]) {
          if (viewport !== first) {
            // The layout follows the width by media queries, as when a player turns a tablet; no reload.
            await page.setViewportSize(viewport);
            await screenSettled(page);
          }
          // The language and scheme the app shows are the ones asked for (the check would otherwise prove nothing).
          expect(await page.locator('html').getAttribute('lang')).toBe(language.code);
          expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
          const where = `${screen.name} (${language.code}, ${scheme}, ${viewport.width} px)`;
          // 2.4.2 Page Titled: the tab is named after the screen's heading (axe checks only that a title exists).
          const heading = await page
            .locator('h1:visible')
            .first()
            .textContent({ timeout: 1_000 })
            .catch(() => null);
          const title = await page.title();
          const name = heading?.replace(/\s+/g, ' ').trim();
          if (name && name !== APP_NAME && title !== `${name} · ${APP_NAME}`)
            found.push(`${where}: page title ${JSON.stringify(title)} does not name the screen (${name})`);
          const violations = await wcagViolations(page);
          if (violations.length > 0) found.push(describeViolations(where, violations));
        }
      }
    } finally {
      await page.context().close();
    }
    return found.join('\n');
  }

  /** The second tab of the sign-in screen (Create Account), found by position so any language works. */
  const createAccountTab = async (page: Page) => {
    await page.getByRole('tab').nth(1).click();
    await page.locator('input[autocomplete="new-password"]').first().waitFor();
    await screenSettled(page);
  };

  for (const scheme of COLOR_SCHEMES) {
    it(`signed out, ${scheme} scheme`, async () => {
      const screens: Screen[] = [
        { name: 'landing', path: '/' },
        { name: 'sign in', path: '/auth' },
        { name: 'create account', path: '/auth', open: createAccountTab },
        { name: 'reset password', path: '/reset-password' },
        { name: 'about', path: '/about' },
        { name: 'contact', path: '/contact' },
        { name: 'terms', path: '/terms' },
        { name: 'privacy', path: '/privacy' },
        { name: 'invite', path: invitePath },
      ];
      expect(await audit(scheme, screens)).toBe('');
    });

    it(`the demo player, ${scheme} scheme`, async () => {
      const screens: Screen[] = [
        { name: 'home', path: '/' },
        { name: 'leaderboard', path: '/leaderboard' },
        { name: 'leagues', path: '/leagues' },
        { name: 'a league', path: `/leagues/${leagueId}` },
        { name: 'achievements', path: '/achievements' },
        { name: 'history', path: '/picks' },
        { name: 'stats', path: '/stats' },
        { name: 'settings', path: '/settings' },
      ];
      expect(await audit(scheme, screens, player)).toBe('');
    });

    it(`the admin's tabs, ${scheme} scheme`, async () => {
      const screens = ADMIN_TABS.map((tab) => ({
        name: `admin ${tab.value}`,
        path: `/admin?tab=${tab.value}`,
      }));
      expect(await audit(scheme, screens, admin)).toBe('');
    });
  }
});
