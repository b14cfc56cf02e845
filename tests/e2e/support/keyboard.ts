import type { Locator, Page } from 'playwright-core';

/**
 * Keyboard-only helpers for the WCAG journeys (docs/accessibility.md): moving focus with Tab alone, and what each
 * focus stop must satisfy: a visible indicator (2.4.7) that nothing sticky or floating covers (2.4.11).
 */

/** Where focus stands and how it shows: measured in the page at one focus stop. */
export interface FocusStop {
  /** tag#id[data-testid] "name": enough to find the control in a failure message. */
  label: string;
  /** An outline, a ring (box-shadow) or the focus border colour of a text field. */
  indicated: boolean;
  /** What covers the whole control (2.4.11 fails) and what covers part of it (2.4.12, AAA). */
  hiddenBy: string[];
  partlyBy: string[];
}

/** Measures the focused element: indicator and whatever fixed, sticky or toast box overlaps it. */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(async () => {
    // Two frames first: a focus style that fades in (a field's border colour) is measured once it has landed.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const describe = (e: Element) => {
      const el = e as HTMLElement;
      const labelled = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null;
      const name = (el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? '').trim().slice(0, 40);
      const testid = el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : '';
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${testid} "${name}"`;
    };
    // An outline or ring on the control, or (Mantine's text fields) its border turned the focus colour
    // (--input-bd-focus); a password field draws that border on the box around its <input> (:focus-within).
    const shows = (e: HTMLElement) => {
      const style = getComputedStyle(e);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1) return true;
      if (style.boxShadow !== 'none' && style.boxShadow !== '') return true;
      const probe = document.createElement('span');
      probe.style.color = style.getPropertyValue('--input-bd-focus').trim() || 'transparent';
      document.body.appendChild(probe);
      const focusColor = getComputedStyle(probe).color;
      probe.remove();
      return (
        Number.parseFloat(style.borderTopWidth) >= 1 &&
        focusColor !== 'rgba(0, 0, 0, 0)' &&
        style.borderTopColor === focusColor
      );
    };
    const style = getComputedStyle(focused);
    const field = focused.tagName === 'INPUT' || focused.tagName === 'TEXTAREA';
    const indicatedNow = () =>
      shows(focused) || (field && focused.parentElement !== null && shows(focused.parentElement));
    // On a loaded machine a style can land a few frames late: one more look before calling it missing.
    let indicated = indicatedNow();
    if (!indicated) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      indicated = indicatedNow();
    }

    const box = focused.getBoundingClientRect();
    const hiddenBy: string[] = [];
    const partlyBy: string[] = [];
    const coverCandidates = new Set<Element>(document.querySelectorAll('.mantine-Notification-root'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const position = getComputedStyle(node as Element).position;
      if (position === 'fixed' || position === 'sticky') coverCandidates.add(node as Element);
    }
    if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth)
      hiddenBy.push('outside the viewport');
    for (const cover of coverCandidates) {
      // The control's own bar (a link in the sticky header) is not covered by that bar; nor is a dialog's content.
      if (cover.contains(focused) || focused.contains(cover)) continue;
      const c = cover.getBoundingClientRect();
      const cs = getComputedStyle(cover);
      if (c.width === 0 || c.height === 0 || cs.visibility === 'hidden' || cs.opacity === '0') continue;
      const left = Math.max(box.left, c.left);
      const top = Math.max(box.top, c.top);
      const w = Math.min(box.right, c.right) - left;
      const h = Math.min(box.bottom, c.bottom) - top;
      if (w <= 0 || h <= 0) continue;
      // Overlapping boxes cover only if the bar is painted on top there (not under the page's layer).
      const onTop = document.elementFromPoint(left + w / 2, top + h / 2);
      if (!onTop || !cover.contains(onTop)) continue;
      if (w >= box.width - 0.5 && h >= box.height - 0.5) hiddenBy.push(describe(cover));
      else partlyBy.push(describe(cover));
    }
    const look = (e: HTMLElement | null) => {
      if (!e) return '';
      const c = getComputedStyle(e);
      return `outline ${c.outlineStyle} ${c.outlineWidth}, shadow ${c.boxShadow}, border ${c.borderTopWidth} ${c.borderTopColor}`;
    };
    const label = indicated
      ? describe(focused)
      : `${describe(focused)} (${look(focused)}; parent ${look(focused.parentElement)}; focus colour ${style.getPropertyValue('--input-bd-focus')})`;
    return { label, indicated, hiddenBy, partlyBy };
  });
}

/** Whether the locator's element has the focus. */
export const hasFocus = (locator: Locator): Promise<boolean> =>
  locator.evaluate((e) => e === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking every stop on the way with `check`; fails
 * after `max` presses. Answers the number of presses.
 */
export async function tabTo(
  page: Page,
  target: Locator | ((page: Page) => Promise<boolean>),
  options: { max?: number; backwards?: boolean; check?: (stop: FocusStop) => void } = {},
): Promise<number> {
  const reached = typeof target === 'function' ? () => target(page) : () => hasFocus(target);
  const max = options.max ?? 80;
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    if (stop) options.check?.(stop);
    if (await reached()) return presses;
  }
  throw new Error(`${String(target)} was not reached in ${max} presses of Tab`);
}

export interface SmallTarget {
  label: string;
  width: number;
  height: number;
}

/**
 * The visible interactive elements under `root` smaller than 24 x 24 CSS px that the criterion's exceptions do not
 * excuse (2.5.8): a link inside a sentence (inline), or an undersized target whose 24 px circle, centred on it,
 * meets no other target and no other undersized target's circle.
 */
export function smallTargets(page: Page, root = 'body'): Promise<SmallTarget[]> {
  return page.evaluate((rootSelector) => {
    const scope = document.querySelector(rootSelector) ?? document.body;
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=checkbox], ' +
      '[role=switch], [role=radio], [role=combobox], [role=option], [tabindex]:not([tabindex="-1"])';
    const targets = [...scope.querySelectorAll<HTMLElement>(selector)].filter((e) => {
      const r = e.getBoundingClientRect();
      const s = getComputedStyle(e);
      // Visually hidden inputs (a segmented control's radios) are operated through their visible label.
      return r.width > 1 && r.height > 1 && s.visibility !== 'hidden' && s.opacity !== '0';
    });
    const rects = targets.map((e) => e.getBoundingClientRect());
    const inline = (e: HTMLElement) =>
      e.tagName === 'A' &&
      getComputedStyle(e).display === 'inline' &&
      [...(e.parentElement?.childNodes ?? [])].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
    const small = (r: DOMRect) => r.width < 24 - 0.01 || r.height < 24 - 0.01;
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const circleMeetsRect = (p: { x: number; y: number }, r: DOMRect) => {
      const dx = Math.max(r.left - p.x, 0, p.x - r.right);
      const dy = Math.max(r.top - p.y, 0, p.y - r.bottom);
      return dx * dx + dy * dy < 12 * 12;
    };
    const found: { label: string; width: number; height: number }[] = [];
    targets.forEach((e, i) => {
      const r = rects[i]!;
      if (!small(r) || inline(e)) return;
      const c = centre(r);
      const crowded = targets.some((other, j) => {
        if (j === i || other.contains(e) || e.contains(other)) return false;
        const o = rects[j]!;
        if (circleMeetsRect(c, o)) return true;
        if (!small(o)) return false;
        const oc = centre(o);
        return Math.hypot(oc.x - c.x, oc.y - c.y) < 24;
      });
      if (!crowded) return;
      const name = (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40);
      found.push({
        label: `${e.tagName.toLowerCase()}${e.dataset.testid ? `[data-testid=${e.dataset.testid}]` : ''} "${name}"`,
        width: Math.round(r.width * 10) / 10,
        height: Math.round(r.height * 10) / 10,
      });
    });
    return found;
  }, root);
}

/** Animations and transitions running now with a real duration (reduced motion should leave none). */
export function runningMotion(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => {
        const duration = Number(a.effect?.getComputedTiming().duration ?? 0);
        return a.playState === 'running' && duration > 10;
      })
      .map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target as HTMLElement | null;
        const name =
          a instanceof CSSAnimation
            ? a.animationName
            : a instanceof CSSTransition
              ? a.transitionProperty
              : a.id;
        return `${a.constructor.name} ${name} on ${target?.tagName.toLowerCase() ?? '?'}.${target?.className ?? ''}`;
      }),
  );
}

/** Whether the page scrolls sideways (1.4.10 Reflow forbids it at 320 CSS px). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
