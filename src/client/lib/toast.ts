import { notifications, notificationsStore } from '@mantine/notifications';
import { i18n } from '../i18n/i18n';
import { needQuietPartsNow } from './first-screen';

/** How long a toast stays (player.md section 9). */
export const TOAST_MS = 5000;

/** The one notice of an ended session, found by this id while it shows. */
const SIGNED_OUT_ID = 'signed-out';

/** Every toast: its close button named for screen readers, its time as the spec says. */
function show(title: string | undefined, message: string, color: string, id?: string) {
  // The toasts' stack may not have been fetched yet (it waits for the first screen): it comes now.
  needQuietPartsNow();
  notifications.show({
    id,
    title,
    message,
    color,
    autoClose: TOAST_MS,
    closeButtonProps: { 'aria-label': i18n.t('closeNotification') },
  });
}

/**
 * Toasts, one at a time (the provider shows one, max 420 px wide). A toast the player caused replaces
 * whatever is showing or queued; live news (a graded pick, an unlocked achievement) waits its turn
 * instead, so two events arriving together are both read.
 */
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
  /**
   * The notice of an ended session, destructive, and shown once: a refused call and the closed live
   * socket can both report the same ending a moment apart.
   */
  signedOut(message: string, title: string) {
    if (notificationsStore.getState().notifications.some((n) => n.id === SIGNED_OUT_ID)) return;
    notifications.clean();
    show(title, message, 'red', SIGNED_OUT_ID);
  },
  /** Queued behind the current toast rather than replacing it. */
  news(title: string, message: string, color = 'blue') {
    show(title, message, color);
  },
};
