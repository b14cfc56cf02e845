import { notifications } from '@mantine/notifications';

/** How long a toast stays (player.md section 9). */
export const TOAST_MS = 5000;

/**
 * Toasts, one at a time (the provider shows one, max 420 px wide). A toast the player caused replaces
 * whatever is showing or queued; live news (a graded pick, an unlocked achievement) waits its turn
 * instead, so two events arriving together are both read.
 */
/** Every toast: its close button named for screen readers, its time as the spec says. */
function show(title: string | undefined, message: string, color: string) {
  notifications.show({
    title,
    message,
    color,
    autoClose: TOAST_MS,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}

export const toast = {
  success(message: string, title?: string) {
    notifications.clean();
    show(title, message, 'green');
  },
  /** The spec's "destructive" toast. */
  error(message: string, title?: string) {
    notifications.clean();
    show(title, message, 'red');
  },
  /** Queued behind the current toast rather than replacing it. */
  news(title: string, message: string, color = 'blue') {
    show(title, message, color);
  },
};
