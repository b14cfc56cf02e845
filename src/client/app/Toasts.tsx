import { useHotkeys } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '../lib/toast';

/** Moves keyboard focus to the showing toast (its close button), as F8 does in the spec. */
function focusToast() {
  const close = document.querySelector<HTMLElement>(
    '.mantine-Notifications-root .mantine-Notification-closeButton',
  );
  close?.focus();
}

/**
 * The toast region: one toast at a time (the rest queue), 5000 ms each, at most 420 px wide, dismissed
 * by a sideways swipe or its close button; F8 jumps to it.
 */
export function Toasts() {
  useHotkeys([['F8', focusToast]], []);
  return <Notifications limit={1} autoClose={TOAST_MS} containerWidth={420} position="top-center" />;
}
