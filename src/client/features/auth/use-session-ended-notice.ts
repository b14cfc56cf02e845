import { useEffect } from 'react';
import { i18n } from '../../i18n/i18n';
import { onSessionEnded } from '../../lib/session-ended';
import { signInAgainSoon, tellSignedOut } from '../../lib/signed-out';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/**
 * When the server closes the live socket because a session ended, the page asks who is signed in. Signed
 * out, it says so as a refused call would ('Unauthorized', or the admin dashboard's own words) and goes
 * to sign in after 500 ms, rather than quietly showing the screens of a signed-out visitor. Still signed
 * in (another of the player's sessions ended), nothing happens; the socket reconnects by itself.
 */
export function useSessionEndedNotice(): void {
  const utils = trpc.useUtils();
  useEffect(() => {
    let told = false;
    return onSessionEnded(() => {
      if (told) return;
      utils.client.auth.me
        .query()
        .then((user) => {
          if (user || told) return;
          told = true;
          if (window.location.pathname.startsWith('/admin'))
            toast.signedOut(i18n.t('adminLoggedOut'), i18n.t('error'));
          else tellSignedOut();
          signInAgainSoon();
        })
        .catch((error: unknown) =>
          console.error('Could not check the session after the socket closed', error),
        );
    });
  }, [utils]);
}
