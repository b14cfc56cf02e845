import { useEffect, useRef } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen';
import { useCurrentUser } from '../features/auth/use-current-user';
import { useSessionEndedNotice } from '../features/auth/use-session-ended-notice';
import { signInAgainSoon, tellSignedOut } from '../lib/signed-out';
import { trpc } from '../lib/trpc';
import { HomePage } from '../pages/home/HomePage';
import { LazyAuthPage } from './lazy-screens';

/**
 * Shows 'Loading...' on every path until the auth state is known, and tells a page whose session ended
 * elsewhere (useSessionEndedNotice). On '/', today's games are asked for
 * in the same batched request as the user, so the dashboard does not wait for one round trip more
 * (the list is public and follows the session cookie, so a signed-in player gets their own view).
 */
export function AuthGate() {
  const { loading } = useCurrentUser();
  useSessionEndedNotice();
  const utils = trpc.useUtils();
  useEffect(() => {
    if (window.location.pathname === '/') void utils.games.today.prefetch();
  }, [utils]);
  return loading ? <LoadingScreen /> : <Outlet />;
}

/** '/' is the home dashboard when signed in and the sign-in screen otherwise. */
export function HomeOrSignIn() {
  const { user } = useCurrentUser();
  return user ? <HomePage user={user} /> : <LazyAuthPage />;
}

/** Screens only for signed-out visitors; a signed-in player goes home. */
export function SignedOutOnly() {
  const { user } = useCurrentUser();
  return user ? <Navigate to="/" replace /> : <Outlet />;
}

/** Screens only for players: a signed-out visitor is told so and sent to sign in. */
export function SignedInOnly() {
  const { user } = useCurrentUser();
  const told = useRef(false);
  useEffect(() => {
    if (user) return;
    if (!told.current) tellSignedOut();
    told.current = true;
    return signInAgainSoon();
  }, [user]);
  return user ? <Outlet /> : null;
}
