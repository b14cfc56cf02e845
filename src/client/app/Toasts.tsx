import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { Notifications, notificationsStore } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { TOAST_MS } from '../lib/toast';
import { type Box, toastPlacement } from '../lib/toast-placement';
import classes from './Toasts.module.css';

/** Moves keyboard focus to the showing toast (its close button), as F8 does in the spec. */
function focusToast() {
  const close = document.querySelector<HTMLElement>(
    '.mantine-Notifications-root .mantine-Notification-closeButton',
  );
  close?.focus();
}

const WIDE = '(min-width: 62em)';
const WIDTH = 420;
const EDGE = 16;

const boxOf = (e: Element): Box | null => {
  const r = e.getBoundingClientRect();
  return r.width > 0 && r.height > 0 ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
};

/** The focused control (not the toast's own close button), open dialogs and the push prompt. */
function obstacles(): Box[] {
  const found: Element[] = [];
  const active = document.activeElement;
  if (active && active !== document.body && !active.closest('.mantine-Notifications-root'))
    found.push(active);
  for (const e of document.querySelectorAll('.mantine-Modal-content, [data-testid="push-prompt"]'))
    found.push(e);
  return found.map(boxOf).filter((b): b is Box => b !== null);
}

/** The sticky header's bottom edge: toasts moved to the top stand below it. */
function headerBottom(): number {
  const header = document.querySelector('header');
  if (!header || getComputedStyle(header).position !== 'sticky') return 0;
  return Math.max(0, header.getBoundingClientRect().bottom);
}

/** Whether the showing toast should move to the top, measured now. */
function shouldFlip(wide: boolean): boolean {
  const shown = document.querySelector('.mantine-Notification-root');
  const height = shown?.getBoundingClientRect().height || 72;
  const width = Math.min(WIDTH, window.innerWidth - 2 * EDGE);
  const left = wide ? EDGE : (window.innerWidth - width) / 2;
  const bottomGap =
    Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--pk-toast-bottom')) ||
    EDGE;
  const topGap = headerBottom() + 8;
  document.documentElement.style.setProperty('--pk-toast-top', `${topGap}px`);
  return (
    toastPlacement({
      viewportHeight: window.innerHeight,
      toast: { left, right: left + width, height },
      bottomGap,
      topGap,
      obstacles: obstacles(),
    }) === 'top'
  );
}

/**
 * Keeps the toast clear of the focused control, dialogs and the push prompt: checked while a toast shows, when
 * focus moves, the page scrolls or resizes, or a dialog opens.
 */
function useFlip(wide: boolean): boolean {
  const [flip, setFlip] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const showing = notificationsStore.getState().notifications.length > 0;
        setFlip(showing && shouldFlip(wide));
      });
    };
    const unsubscribe = notificationsStore.subscribe(check);
    const events = ['focusin', 'focusout', 'resize', 'scroll'] as const;
    for (const e of events) window.addEventListener(e, check, { passive: true, capture: true });
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
      for (const e of events) window.removeEventListener(e, check, { capture: true });
    };
  }, [wide]);
  return flip;
}

/**
 * The toast region: one toast at a time (the rest queue), 5000 ms each, at most 420 px wide, dismissed by a
 * sideways swipe or its close button; F8 jumps to it. It stands at the bottom (centred on phones, above the
 * bottom bar; at the left on wide screens, clear of the push prompt at the right), so it never hides the
 * header or the navigation, and moves to the top while the bottom would cover the focused control or a dialog.
 */
export function Toasts() {
  useHotkeys([['F8', focusToast]], []);
  const wide = useMediaQuery(WIDE, false) ?? false;
  const flip = useFlip(wide);
  const edge = flip ? 'top' : 'bottom';
  return (
    <Notifications
      limit={1}
      autoClose={TOAST_MS}
      containerWidth={WIDTH}
      position={`${edge}-${wide ? 'left' : 'center'}`}
      classNames={{ root: classes.root }}
    />
  );
}
