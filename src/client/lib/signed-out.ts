import { i18n } from '../i18n/i18n';
import { toast } from './toast';

/** Where a page whose session ended sends the player, and after how long (player.md, admin.md: 500 ms). */
const LOGIN_URL = '/api/login';
const LOGIN_REDIRECT_MS = 500;

/** Goes to sign in after the spec's pause; the returned function calls it off (a guard that unmounts). */
export function signInAgainSoon(): () => void {
  const timer = window.setTimeout(() => window.location.assign(LOGIN_URL), LOGIN_REDIRECT_MS);
  return () => window.clearTimeout(timer);
}

/** The player's screens' notice of an ended session (player.md section 6 and the pick call's 401). */
export function tellSignedOut(): void {
  toast.signedOut(i18n.t('loggedOut'), i18n.t('unauthorized'));
}
