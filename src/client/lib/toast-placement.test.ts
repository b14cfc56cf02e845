import { describe, expect, it } from 'vitest';
import { toastPlacement } from './toast-placement';

// A 390 x 844 phone: the toast, 358 wide and 72 high, stands 80px above the bottom (the bottom bar) or 72px from
// the top (below the header).
const phone = {
  viewportHeight: 844,
  toast: { left: 16, right: 374, height: 72 },
  bottomGap: 80,
  topGap: 72,
};
const box = (top: number, bottom: number, left = 20, right = 370) => ({ top, bottom, left, right });

describe('where the toast stands', () => {
  it('at the bottom, above the bottom bar, when nothing is in the way', () => {
    expect(toastPlacement({ ...phone, obstacles: [] })).toBe('bottom');
    // A focused control higher up the page.
    expect(toastPlacement({ ...phone, obstacles: [box(300, 344)] })).toBe('bottom');
  });

  it('at the top when at the bottom it would cover the focused control (WCAG 2.4.11)', () => {
    // A pick button at 700-744: the bottom toast spans 692-764.
    expect(toastPlacement({ ...phone, obstacles: [box(700, 744)] })).toBe('top');
  });

  it('at the bottom again when the top is blocked too (a dialog as tall as the screen)', () => {
    expect(toastPlacement({ ...phone, obstacles: [box(60, 800)] })).toBe('bottom');
  });

  it('beside what it does not cover sideways', () => {
    // The push prompt at the right of a wide screen, the toast at the left.
    expect(
      toastPlacement({
        viewportHeight: 768,
        toast: { left: 16, right: 436, height: 72 },
        bottomGap: 16,
        topGap: 80,
        obstacles: [box(560, 752, 990, 1350)],
      }),
    ).toBe('bottom');
  });
});
