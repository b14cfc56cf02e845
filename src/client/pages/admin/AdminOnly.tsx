import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { i18n } from '../../i18n/i18n';
import { returnAfterSignIn } from '../../lib/return-path';
import { signInAgainSoon } from '../../lib/signed-out';
import { toast } from '../../lib/toast';
import { NotFoundPage } from '../not-found/NotFoundPage';

/**
 * /admin exists only for admins, and the dashboard's chunk is never loaded for anyone else. A signed-out
 * visitor is told they are logged out and sent to sign in after 500 ms (admin.md), and comes back to the dashboard
 * once signed in; a signed-in player sees
 * the 404 screen. The server refuses their admin calls regardless.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useCurrentUser();
  const signedOut = !loading && user === null;
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!signedOut) return;
    toast.signedOut(i18n.t('adminLoggedOut'), i18n.t('error'));
    // Signing in brings the admin back here, not to the player's home.
    returnAfterSignIn(`${pathname}${search}`);
    return signInAgainSoon();
  }, [signedOut, pathname, search]);
  if (loading || signedOut) return null;
  return user?.isAdmin ? children : <NotFoundPage />;
}
