// Where the toast stands: at the bottom (above the phone's bottom bar), or at the top (below the sticky header)
// when at the bottom it would cover the control that has the keyboard's focus, an open dialog or the push prompt
// (WCAG 2.4.11, focus not obscured). Pure, so it is tested without a layout engine.

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface PlacementInput {
  viewportHeight: number;
  /** The toast's width span and height (its size does not change with the edge it stands at). */
  toast: { left: number; right: number; height: number };
  /** Its distance from the bottom edge when at the bottom, and from the top edge when at the top. */
  bottomGap: number;
  topGap: number;
  /** What it must not cover. */
  obstacles: readonly Box[];
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** 'bottom' unless the bottom covers an obstacle and the top does not. */
export function toastPlacement(input: PlacementInput): 'bottom' | 'top' {
  const { toast, viewportHeight, bottomGap, topGap, obstacles } = input;
  const atBottom: Box = {
    left: toast.left,
    right: toast.right,
    bottom: viewportHeight - bottomGap,
    top: viewportHeight - bottomGap - toast.height,
  };
  const atTop: Box = { left: toast.left, right: toast.right, top: topGap, bottom: topGap + toast.height };
  if (!obstacles.some((o) => overlaps(atBottom, o))) return 'bottom';
  return obstacles.some((o) => overlaps(atTop, o)) ? 'bottom' : 'top';
}
