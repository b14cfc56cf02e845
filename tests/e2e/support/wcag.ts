import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import type { PublicUser } from '../../../src/shared/schemas/auth';
import type { SignedIn } from './api';

/**
 * WCAG 2.2 AA checks for the accessibility journeys (docs/accessibility.md). Stricter than checkA11y in
 * browser.ts: every violation of an A or AA success criterion fails, whatever axe's impact, and best
 * practices are left out (they are not conformance requirements).
 */

/** axe-core's tags of the WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * The languages the journeys run in: the browser's locale is what a visitor's app follows, and a signed-in
 * player's account language (set by speakIn) what theirs follows.
 */
export const LANGUAGES = [
  { code: 'en', locale: 'en-US' },
  { code: 'es', locale: 'es-ES' },
] as const;
export type Language = (typeof LANGUAGES)[number];

export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** Saves `code` as the account's language (PUT /user/settings keeps the rest of the form as it is). */
export async function speakIn(player: SignedIn, code: Language['code']): Promise<void> {
  const u = await player.api.call<PublicUser>('GET', '/auth/user');
  await player.api.call('PUT', '/user/settings', {
    username: u.username,
    // The admin the server makes at start may have no name; the form requires one.
    firstName: u.firstName || 'Admin',
    lastName: u.lastName || 'Admin',
    timezone: u.timezone,
    emailNotifications: u.emailNotifications,
    pushNotifications: u.pushNotifications,
    language: code,
  });
}

export interface WcagViolation {
  rule: string;
  help: string;
  criteria: string[];
  nodes: string[];
  /** Each node's CSS selector (outside any shadow root), to find it again. */
  selectors: string[];
}

let axeSource: string | undefined;
async function loadAxe(): Promise<string> {
  if (axeSource === undefined) {
    const require = createRequire(import.meta.url);
    axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  }
  return axeSource;
}

/**
 * A page in its own context (own cookies) in the language's locale and the colour scheme: the app's
 * scheme is 'auto' until a player chooses one in Settings, so it follows prefers-color-scheme. Motion is
 * reduced so that no check measures text half way through a fade.
 */
export async function schemePage(
  browser: Browser,
  options: { viewport: { width: number; height: number }; language: Language; scheme: ColorScheme },
): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport,
    locale: options.language.locale,
    timezoneId: 'America/New_York',
    colorScheme: options.scheme,
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** The page's WCAG A/AA violations as axe-core finds them (regions matching `exclude` skipped). */
export async function wcagViolations(page: Page, exclude: string[] = []): Promise<WcagViolation[]> {
  // Evaluated rather than added as a <script>: the app's CSP refuses inline scripts, and the page must be
  // checked under its real policy.
  // Once a page: a screen audited again at another width keeps the axe it was given.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(await loadAxe());
  const found = await page.evaluate(
    async ({ tags, exclude }) => {
      interface AxeResult {
        violations: {
          id: string;
          help: string;
          tags: string[];
          nodes: { target: unknown[]; html?: string; failureSummary?: string }[];
        }[];
      }
      const axe = (globalThis as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResult> } }).axe;
      const result = await axe.run(
        { include: [document], exclude: exclude.map((selector) => [selector]) },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return result.violations.map((v) => ({
        rule: v.id,
        help: v.help,
        criteria: v.tags.filter((t) => /^wcag\d{3,}$/.test(t)),
        nodes: v.nodes.map((n) =>
          `${n.target.map(String).join(' ')} ${n.html?.slice(0, 200) ?? ''} | ${n.failureSummary ?? ''}`
            .replace(/\s+/g, ' ')
            .trim(),
        ),
        selectors: v.nodes.map((n) => String(n.target[0])),
      }));
    },
    { tags: [...WCAG_AA_TAGS], exclude },
  );
  return recheckTargetSize(page, found);
}

/**
 * axe treats a sticky element as if it stayed where it is (dequelabs/axe-core#3720): a board row that merely
 * passes under the sticky "your rank" pin or the phone's bottom bar reads as a target a few pixels tall. Each node
 * target-size flags is checked again scrolled to the middle of the screen, clear of the bars; the ones still too
 * small there are real.
 */
async function recheckTargetSize(page: Page, violations: WcagViolation[]): Promise<WcagViolation[]> {
  const index = violations.findIndex((v) => v.rule === 'target-size');
  const flagged = violations[index];
  if (!flagged) return violations;
  const still: string[] = [];
  for (const [i, selector] of flagged.selectors.entries()) {
    const fails = await page.evaluate(async (sel) => {
      const element = document.querySelector(sel);
      if (!element) return true;
      element.scrollIntoView({ block: 'center' });
      const axe = (
        globalThis as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: [] }> } }
      ).axe;
      const result = await axe.run(element, { runOnly: ['target-size'], resultTypes: ['violations'] });
      return result.violations.length > 0;
    }, selector);
    const node = flagged.nodes[i];
    if (fails && node) still.push(node);
  }
  return violations.flatMap((v, i) => (i !== index ? [v] : still.length > 0 ? [{ ...v, nodes: still }] : []));
}

/** One line per rule and node, for a failure message that names both. */
export function describeViolations(where: string, violations: WcagViolation[]): string {
  return violations
    .map(
      (v) =>
        `${where}: ${v.rule} [${v.criteria.join(', ')}] ${v.help}\n${v.nodes.map((n) => `    ${n}`).join('\n')}`,
    )
    .join('\n');
}

/**
 * Waits until a screen has drawn its content: its first heading shows, no loader or skeleton is left, and
 * two frames pass with the fonts loaded (axe measures contrast on what is painted).
 */
export async function screenSettled(page: Page): Promise<void> {
  await page.locator('h1:visible, h2:visible').first().waitFor({ timeout: 30_000 });
  await page
    .locator('.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'hidden', timeout: 30_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))),
    );
  });
}
