import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { onTestFinished } from 'vitest';

export const PHONE = { width: 360, height: 780 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const ARTIFACTS_DIR = path.join(ROOT, '.tmp', 'e2e-artifacts');

/** Debian's chromium unless PLAYWRIGHT_CHROMIUM names another binary. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
}

interface ConsoleWatch {
  errors: string[];
  allowed: RegExp[];
}
const watches = new WeakMap<Page, ConsoleWatch>();

export interface NewPageOptions {
  /** Console errors a journey provokes on purpose (e.g. the 4xx of a refused pick). */
  allowConsoleErrors?: RegExp[];
  /** 'block' keeps the service worker out, so routes on the page see every request the app makes. */
  serviceWorkers?: 'allow' | 'block';
  /** The device's time zone (default America/New_York): what the app proposes at sign-up. */
  timezoneId?: string;
  /** The browser's language (navigator.languages, Accept-Language; default en-US): the app's first language. */
  locale?: string;
}

/**
 * A page in its own browser context (own cookies) at the given viewport. Console errors and uncaught
 * page errors are collected: a page created inside a test fails that test when it finishes with any;
 * a page created in a hook is checked with expectNoConsoleErrors (e.g. in afterEach).
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: NewPageOptions = {},
): Promise<Page> {
  // Reduced motion: the app then skips its transitions, so checks never see a half-faded dialog.
  const context = await browser.newContext({
    viewport,
    locale: options.locale ?? 'en-US',
    timezoneId: options.timezoneId ?? 'America/New_York',
    reducedMotion: 'reduce',
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  const page = await context.newPage();
  const watch: ConsoleWatch = { errors: [], allowed: [...(options.allowConsoleErrors ?? [])] };
  watches.set(page, watch);
  page.on('console', (message) => {
    if (message.type() === 'error') watch.errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => watch.errors.push(`page error: ${error.message}`));
  try {
    onTestFinished(() => expectNoConsoleErrors(page));
  } catch {
    // Created in a beforeAll/beforeEach hook: the journey checks explicitly.
  }
  return page;
}

/** Lets further console errors through on this page (matched against the message text). */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  watches.get(page)?.allowed.push(...patterns);
}

/** The console errors of a page so far that no allowed pattern matches. */
export function consoleErrors(page: Page): string[] {
  const watch = watches.get(page);
  if (!watch) return [];
  return watch.errors.filter((e) => !watch.allowed.some((pattern) => pattern.test(e)));
}

/** Throws when the page logged an unexpected console error; clears the list either way. */
export function expectNoConsoleErrors(page: Page): void {
  const errors = consoleErrors(page);
  const watch = watches.get(page);
  if (watch) watch.errors.length = 0;
  if (errors.length > 0) throw new Error(`console errors on ${page.url()}:\n${errors.join('\n')}`);
}

/** Marks the document: if the page reloads, the mark is gone (see sameDocument). */
export const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __sameDocument: true }));
/** Whether the page still shows the document markDocument marked (no reload since). */
export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/**
 * Notes whether `text` is ever shown in the tab from now on, on the page open and on every page it loads next, and
 * answers a check of it. A notice shown for the 500 ms before the page goes to sign in (player.md, admin.md) can fall
 * between the polls of `visible` on a busy machine, and is gone with the page: the page notes it itself, where the
 * next page of the tab can read it (sessionStorage).
 */
export async function noteWhenShown(page: Page, text: string): Promise<() => Promise<boolean>> {
  const key = `pk-shown:${text}`;
  const note = (o: { text: string; key: string }) => {
    const look = () => {
      if (document.body?.innerText.includes(o.text)) sessionStorage.setItem(o.key, '1');
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
    look();
  };
  await page.addInitScript(note, { text, key });
  // A page already open notes it too (a blank tab has no storage of its own yet: its first page will).
  if (page.url().startsWith('http')) await page.evaluate(note, { text, key });
  return async () => (await page.evaluate((k) => sessionStorage.getItem(k), key)) === '1';
}

/** Waits until the locator's single element is visible (playwright-core has no auto-waiting expect). */
export async function visible(locator: Locator, timeoutMs = 15_000): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout: timeoutMs });
  return locator;
}

/** Waits until no element matches the locator (or none is visible). */
export async function gone(locator: Locator, timeoutMs = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout: timeoutMs });
}

/** Waits until the element's text matches; returns that text. Fails with the last text seen. */
export async function textMatches(
  locator: Locator,
  expected: string | RegExp,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last: string | null = null;
  while (Date.now() < deadline) {
    last = await locator.textContent({ timeout: Math.max(1, deadline - Date.now()) }).catch(() => null);
    if (last !== null && (typeof expected === 'string' ? last.includes(expected) : expected.test(last)))
      return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`expected ${String(expected)} in ${locator}, last text: ${JSON.stringify(last)}`);
}

const SHOT_ATTEMPTS = 3;
const SHOT_TIMEOUT_MS = 10_000;

/**
 * A full-page PNG in .tmp/e2e-artifacts/<name>.png; returns its path. Headless Chromium now and then never
 * delivers the frame a full-page capture asks for (CI saw one capture wait out 30 s after "fonts loaded" on a
 * page that had just rendered and passed its checks), so an attempt is bounded and tried again after the
 * page has drawn a frame; a page that cannot be photographed three times running still fails the journey.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  for (let attempt = 1; ; attempt++) {
    try {
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled', timeout: SHOT_TIMEOUT_MS });
      return file;
    } catch (error) {
      if (attempt >= SHOT_ATTEMPTS || (error as Error).name !== 'TimeoutError') throw error;
      console.warn(`screenshot ${name}: attempt ${attempt} timed out, trying again`);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
    }
  }
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

let axeSource: string | undefined;
async function loadAxeSource(): Promise<string> {
  if (axeSource === undefined) {
    const require = createRequire(import.meta.url);
    axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  }
  return axeSource;
}

/**
 * Runs axe-core in the page and throws on serious or critical violations (WCAG 2.1 A/AA and best
 * practices). `exclude` takes CSS selectors of regions to skip.
 */
export async function checkA11y(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // Evaluated, not added as a <script>: the app's Content Security Policy (script-src 'self') refuses
  // inline scripts, and the journeys must check the page under its real policy, not a bypassed one.
  await page.evaluate(await loadAxeSource());
  const violations = await page.evaluate(async (exclude: string[]): Promise<AxeViolation[]> => {
    interface AxeResult {
      violations: {
        id: string;
        impact?: string | null;
        help: string;
        nodes: { target: unknown[]; html?: string; failureSummary?: string }[];
      }[];
    }
    const axe = (globalThis as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<AxeResult> } })
      .axe;
    const result = await axe.run(
      { include: [document], exclude: exclude.map((selector) => [selector]) },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        resultTypes: ['violations'],
      },
    );
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.map(String).join(' ')} ${n.html ?? ''} ${n.failureSummary ?? ''}`.trim()),
    }));
  }, options.exclude ?? []);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) {
    const report = serious.map((v) => `- ${v.id} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`);
    throw new Error(`accessibility violations on ${page.url()}:\n${report.join('\n')}`);
  }
}
