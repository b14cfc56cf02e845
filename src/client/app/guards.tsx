import { useEffect, useRef } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen';
import { useCurrentUser } from '../features/auth/use-current-user';
import { toast } from '../lib/toast';
import { AuthPage } from '../pages/auth/AuthPage';
import { HomePage } from '../pages/home/HomePage';

const LOGIN_URL = '/api/login';
const LOGIN_REDIRECT_MS = 500;

/** Shows 'Loading...' on every path until the auth state is known. */
export function AuthGate() {
  const { loading } = useCurrentUser();
  return loading ? <LoadingScreen /> : <Outlet />;
}

/** '/' is the home dashboard when signed in and the sign-in screen otherwise. */
export function HomeOrSignIn() {
  const { user } = useCurrentUser();
  return user ? <HomePage user={user} /> : <AuthPage />;
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
    if (!told.current) toast.error('You are logged out. Logging in again...', 'Unauthorized');
    told.current = true;
    const timer = window.setTimeout(() => window.location.assign(LOGIN_URL), LOGIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [user]);
  return user ? <Outlet /> : null;
}
