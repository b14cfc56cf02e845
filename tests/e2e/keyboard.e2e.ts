import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addSessionCookie,
  enterScore,
  newAccount,
  type SignedIn,
  signInAsAdmin,
  signUp,
} from './support/api';
import { textMatches, visible } from './support/browser';
import {
  type FocusStop,
  focusStop,
  hasFocus,
  runningMotion,
  scrollsSideways,
  smallTargets,
  tabTo,
} from './support/keyboard';
import { ensureOpenGames } from './support/open-games';
import type { StartedServer } from './support/server';
import { useServerAndBrowser } from './support/use-server-and-browser';

// Issue 45 item 3 (docs/accessibility.md): the pick flow and sign-up with the keyboard alone (Tab, Shift+Tab,
// Enter, Space, arrows). Every focus stop shows a focus indicator (2.4.7) that no toast or sticky bar covers
// (2.4.11), targets are at least 24 px (2.5.8), the pick's confirmation, the cap and the graded result are
// announced (4.1.3), motion is off when the system asks (2.3.3), and 320 px and 200 % zoom reflow (1.4.10).

const PHONE = { width: 390, height: 844 } as const;
const LAPTOP = { width: 1366, height: 768 } as const;

/** Notes what each focus stop fails: no indicator, or a cover hiding all or part of the control. */
function focusLog() {
  const problems: string[] = [];
  const partly: string[] = [];
  let stops = 0;
  return {
    problems,
    partly,
    get stops() {
      return stops;
    },
    check(stop: FocusStop) {
      stops++;
      if (!stop.indicated) problems.push(`no visible focus indicator: ${stop.label}`);
      if (stop.hiddenBy.length > 0) problems.push(`${stop.label} hidden by ${stop.hiddenBy.join(', ')}`);
      if (stop.partlyBy.length > 0) partly.push(`${stop.label} partly under ${stop.partlyBy.join(', ')}`);
    },
  };
}

async function keyboardPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: { timezoneId: string; reducedMotion?: 'reduce' | 'no-preference'; deviceScaleFactor?: number },
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: 'en-US',
    timezoneId: options.timezoneId,
    reducedMotion: options.reducedMotion ?? 'reduce',
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    // The push prompt is a later journey's business (install-push.e2e.ts).
    permissions: [],
  });
  return context.newPage();
}

/** Opens a Mantine Select with the keyboard and moves down its options to `option`, then Enter. */
async function chooseWithArrows(page: Page, input: Locator, option: string): Promise<void> {
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 30; i++) {
    const highlighted = page.locator('[role=option][data-combobox-selected]');
    if ((await highlighted.count()) > 0 && (await highlighted.first().textContent())?.trim() === option) {
      await page.keyboard.press('Enter');
      expect(await input.inputValue()).toBe(option);
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`option ${option} was not reached with the arrow keys`);
}

/** The game card around the focused element, if it is an enabled pick button of a game not yet picked. */
function focusedPickButton(page: Page): Promise<{ gameId: number; index: number } | null> {
  return page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    if (e?.dataset.testid !== 'pick-button' || e.getAttribute('aria-disabled') === 'true') return null;
    const card = e.closest<HTMLElement>('[data-testid="game-card"]');
    if (card?.dataset.status !== 'scheduled') return null;
    const buttons = [...card.querySelectorAll('[data-testid="pick-button"]')];
    if (buttons.some((b) => b.getAttribute('aria-pressed') === 'true')) return null;
    return { gameId: Number(card.dataset.gameId), index: buttons.indexOf(e) };
  });
}

const card = (page: Page, gameId: number) =>
  page.locator(`[data-testid="game-card"][data-game-id="${gameId}"]`);

/** Today's games a new player can pick, made by the admin when the demo has too few (and the zone they are in). */
async function openGamesFor(server: StartedServer, count: number) {
  const scout = await signUp(server.baseUrl);
  const games = await ensureOpenGames(server, scout, count);
  return { games, timezoneId: scout.user.timezone };
}

describe('the pick flow with the keyboard only', () => {
  const e2e = useServerAndBrowser();

  for (const viewport of [PHONE, LAPTOP]) {
    it(`signs up, picks, changes the pick and reads the result at ${viewport.width} px`, async () => {
      const { timezoneId } = await openGamesFor(e2e.server, 3);
      const page = await keyboardPage(e2e.browser, viewport, { timezoneId });
      const focus = focusLog();
      const check = (stop: FocusStop) => focus.check(stop);

      // Sign up: the Create Account tab is reached with Tab and opened with an arrow key.
      await page.goto(`${e2e.server.baseUrl}/auth`);
      await visible(page.getByRole('tab', { name: 'Sign In' }));
      await tabTo(page, page.getByRole('tab', { name: 'Sign In' }), { check });
      await page.keyboard.press('ArrowRight');
      await visible(page.getByLabel('First Name'));
      expect(await hasFocus(page.getByRole('tab', { name: 'Create Account' }))).toBe(true);
      // Every target of the form is at least 24 px (or spaced as 2.5.8 allows).
      expect(await smallTargets(page, 'main')).toEqual([]);

      const account = newAccount({ ageBand: '25-34' });
      const fields: [string, string][] = [
        ['First Name', account.firstName],
        ['Last Name', account.lastName],
        ['Email', account.email],
        ['Username', account.username],
        ['Password', account.password],
      ];
      for (const [label, value] of fields) {
        await tabTo(page, page.getByLabel(label, { exact: true }), { check, max: 6 });
        await page.keyboard.type(value);
      }
      const age = page.getByRole('combobox', { name: 'Age Range' });
      await tabTo(page, age, { check, max: 6 });
      await chooseWithArrows(page, age, account.ageBand);
      const gender = page.getByRole('combobox', { name: 'Gender' });
      await tabTo(page, gender, { check, max: 4 });
      await chooseWithArrows(page, gender, 'Prefer not to answer');
      const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
      await tabTo(page, terms, { check, max: 10 });
      await page.keyboard.press('Space');
      expect(await terms.isChecked()).toBe(true);
      await tabTo(page, page.getByRole('button', { name: 'Create Account' }), { check, max: 10 });
      await page.keyboard.press('Enter');
      await visible(page.getByTestId('header-username'), 30_000);
      expect((await page.getByTestId('header-username').textContent())?.trim()).toBe(account.username);

      // Home: every target of the pick flow (header, games, navigation) is at least 24 px.
      await visible(page.getByTestId('game-card').first());
      expect(await smallTargets(page)).toEqual([]);

      // Pick: Tab to the first game open for picks, Enter.
      const presses = await tabTo(page, async (p) => (await focusedPickButton(p)) !== null, {
        check,
        max: 300,
      });
      const first = await focusedPickButton(page);
      if (!first) throw new Error('no pick button focused');
      const game = card(page, first.gameId);
      await page.keyboard.press('Enter');
      const status = game.getByRole('status').filter({ hasText: 'Pick Submitted!' });
      await visible(status);
      expect(await game.getByTestId('pick-button').nth(first.index).getAttribute('aria-pressed')).toBe(
        'true',
      );
      // Focus stays on the button pressed, visible and uncovered.
      expect(await hasFocus(game.getByTestId('pick-button').nth(first.index))).toBe(true);
      check((await focusStop(page))!);

      // Change the pick: the other side is one Tab (or Shift+Tab) away, Space presses it.
      const other = 1 - first.index;
      await page.keyboard.press(other > first.index ? 'Tab' : 'Shift+Tab');
      expect(await hasFocus(game.getByTestId('pick-button').nth(other))).toBe(true);
      await page.keyboard.press('Space');
      await visible(game.getByRole('status').filter({ hasText: 'Pick Updated!' })).catch(async (error) => {
        const seen = await page.evaluate(
          (id) =>
            `card: ${document.querySelector(`[data-game-id="${id}"]`)?.textContent} | toasts: ${[
              ...document.querySelectorAll('.mantine-Notification-root'),
            ]
              .map((n) => n.textContent)
              .join(' / ')} | focus: ${document.activeElement?.outerHTML.slice(0, 200)}`,
          first.gameId,
        );
        throw new Error(`${(error as Error).message}\n${seen}`);
      });
      expect(await game.getByTestId('pick-button').nth(other).getAttribute('aria-pressed')).toBe('true');
      check((await focusStop(page))!);

      // Two more picks reach the daily cap: its notice is a live region (role alert or status).
      for (let pick = 2; pick <= 3; pick++) {
        await tabTo(page, async (p) => (await focusedPickButton(p)) !== null, { check, max: 120 });
        await page.keyboard.press('Enter');
        await page
          .locator('[data-testid="pick-status"]')
          .filter({ hasText: 'Pick Submitted!' })
          .first()
          .waitFor();
      }
      const cap = page.locator('[data-testid="daily-picks"][data-cap="reached"]');
      await visible(cap);
      expect(await cap.evaluate((e) => e.getAttribute('role') ?? e.getAttribute('aria-live'))).toMatch(
        /^(alert|status|polite|assertive)$/,
      );

      // The result: the admin grades the game for the side now picked; the toast that says so is an alert and
      // covers no focused control; the card reads WIN, named "Correct" for screen readers.
      const admin = await signInAsAdmin(e2e.server);
      const pickedHome = other === 1;
      await enterScore(admin.api, first.gameId, {
        homeScore: pickedHome ? 3 : 1,
        awayScore: pickedHome ? 1 : 3,
      });
      const result = game.getByTestId('pick-result');
      await visible(result, 30_000);
      expect(await result.getAttribute('data-result')).toBe('WIN');
      await visible(result.getByLabel('Correct: WIN'));
      // The new score of a picked game is spoken by one polite status region (at most one every 10 s).
      const announcer = page.getByTestId('score-announcer');
      expect(await announcer.getAttribute('aria-live')).toBe('polite');
      expect(await announcer.getAttribute('role')).toBe('status');
      await textMatches(announcer, pickedHome ? / score 1, .* score 3$/ : / score 3, .* score 1$/);
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: /won|correct|win/i });
      await visible(toast, 30_000);
      expect(await toast.getAttribute('role')).toBe('alert');
      const stop = await focusStop(page);
      if (stop) check(stop);
      // Shift+Tab back up the page with the toast showing: still nothing covered.
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Shift+Tab');
        const back = await focusStop(page);
        if (back) check(back);
      }

      expect(focus.problems).toEqual([]);
      expect(focus.partly).toEqual([]);
      expect(focus.stops).toBeGreaterThan(presses);
      await page.context().close();
    });
  }

  it('signs in with pasted credentials, its fields named for password managers (3.3.8)', async () => {
    const player = await signUp(e2e.server.baseUrl);
    const page = await keyboardPage(e2e.browser, PHONE, { timezoneId: 'America/New_York' });
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.baseUrl });
    await page.goto(`${e2e.server.baseUrl}/auth`);
    const username = page.getByLabel('Username', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    await visible(username);
    // What a password manager fills by: the fields' autocomplete tokens (a passkey offered in the username's).
    expect(await username.getAttribute('autocomplete')).toMatch(/^username( webauthn)?$/);
    expect(await password.getAttribute('autocomplete')).toBe('current-password');
    // No cognitive test: both are pasted, as a player copying from a manager would, then Enter signs in.
    for (const [field, value] of [
      [username, player.account.username],
      [password, player.account.password],
    ] as const) {
      await tabTo(page, field, { max: 12 });
      await page.evaluate((text) => navigator.clipboard.writeText(text), value);
      await page.keyboard.press('ControlOrMeta+V');
      expect(await field.inputValue()).toBe(value);
    }
    await page.keyboard.press('Enter');
    await textMatches(page.getByTestId('header-username'), player.account.username, 30_000);
    await page.context().close();
  });

  it('turns motion off when the system asks for less (prefers-reduced-motion: reduce)', async () => {
    const { timezoneId } = await openGamesFor(e2e.server, 1);
    const player = await signUp(e2e.server.baseUrl);
    const motion: Record<string, string[]> = {};
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await keyboardPage(e2e.browser, PHONE, { timezoneId, reducedMotion });
      await addSessionCookie(page.context(), player.api);
      await page.goto(e2e.server.baseUrl);
      await visible(page.getByTestId('game-card').first());
      const durations = await page.evaluate(() => {
        let longest = 0;
        for (const e of document.querySelectorAll('button, a, [data-testid="game-card"] *')) {
          const s = getComputedStyle(e);
          // Below 10 ms nothing is seen to move (the app's reduced motion leaves 0.01 ms).
          for (const d of [...s.transitionDuration.split(','), ...s.animationDuration.split(',')])
            longest = Math.max(longest, (Number.parseFloat(d) || 0) > 0.01 ? Number.parseFloat(d) : 0);
        }
        return longest;
      });
      // Press a pick with the keyboard and look at what moves just after.
      await tabTo(page, async (p) => (await focusedPickButton(p)) !== null, { max: 300 });
      await page.keyboard.press('Enter');
      motion[reducedMotion] = [...(await runningMotion(page)), `longest ${durations}s`];
      await page.context().close();
    }
    // Without the preference the app animates (so the check can see motion); with it, nothing moves.
    expect(motion['no-preference']?.at(-1)).not.toBe('longest 0s');
    expect(motion.reduce).toEqual(['longest 0s']);
  });

  it('reflows at 320 px and at 200 % zoom without sideways scrolling or lost content', async () => {
    const { timezoneId } = await openGamesFor(e2e.server, 1);
    const player: SignedIn = await signUp(e2e.server.baseUrl);
    const cases = [
      { name: '320 px', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
      // A 1366 x 768 screen at 200 %: half as many CSS pixels, each drawn twice as large.
      { name: '200 % of 1366 px', viewport: { width: 683, height: 384 }, deviceScaleFactor: 2 },
    ];
    for (const c of cases) {
      const page = await keyboardPage(e2e.browser, c.viewport, {
        timezoneId,
        deviceScaleFactor: c.deviceScaleFactor,
      });
      await page.goto(`${e2e.server.baseUrl}/auth`);
      await page.getByRole('tab', { name: 'Create Account' }).focus();
      await page.keyboard.press('Enter');
      await visible(page.getByLabel('First Name'));
      expect(await scrollsSideways(page), `${c.name}: sign-up`).toBe(false);
      expect(await clipped(page), `${c.name}: sign-up`).toEqual([]);

      await addSessionCookie(page.context(), player.api);
      await page.goto(e2e.server.baseUrl);
      await visible(page.getByTestId('game-card').first());
      expect(await scrollsSideways(page), `${c.name}: home`).toBe(false);
      expect(await clipped(page), `${c.name}: home`).toEqual([]);
      // The pick still works from the keyboard at this size.
      await tabTo(page, async (p) => (await focusedPickButton(p)) !== null, { max: 300 });
      const picked = await focusedPickButton(page);
      await page.keyboard.press('Enter');
      await visible(
        card(page, picked!.gameId)
          .getByRole('status')
          .filter({ hasText: /Pick (Submitted|Updated)!/ }),
      );
      await page.context().close();
    }
  });
});

/** Controls and headings cut off: outside the viewport sideways, or text clipped inside its box. */
function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const e of document.querySelectorAll<HTMLElement>('button, a[href], input, h1, h2, h3, label')) {
      const r = e.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      const name = (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40);
      if (r.left < -1 || r.right > document.documentElement.clientWidth + 1)
        found.push(`off screen: ${name}`);
      const s = getComputedStyle(e);
      // Text cut without an ellipsis is lost; a deliberate ellipsis (team names in a narrow column) is not counted.
      if (s.overflowX === 'hidden' && s.textOverflow !== 'ellipsis' && e.scrollWidth > e.clientWidth + 1)
        found.push(`clipped: ${name}`);
    }
    return found;
  });
}
