import { useDeferredValue, useEffect, useLayoutEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { endBootScreen } from '../boot/boot-screen';
import { LoadingScreen } from '../components/LoadingScreen';
import { useCurrentUser } from '../features/auth/use-current-user';
import { useSessionEndedNotice } from '../features/auth/use-session-ended-notice';
import { showFirstScreen } from '../lib/first-screen';
import { arrivedAt, peekReturnPath, returnAfterSignIn } from '../lib/return-path';
import { signInAgainSoon, tellSignedOut } from '../lib/signed-out';
import { trpc } from '../lib/trpc';
import { HomePage } from '../pages/home/HomePage';
import { LazyAuthPage, preloadLandingIfVisitor, rememberSignedIn } from './lazy-screens';

/**
 * Shows 'Loading...' on every path until the auth state is known, and tells a page whose session ended
 * elsewhere (useSessionEndedNotice). On '/', today's games, this month's prize and last month's winner are
 * asked for in the same batched request as the user, so neither the dashboard nor the landing waits for one
 * round trip more (all are public and follow the session cookie, so a signed-in player gets their own view);
 * the prize and the winner's banner are the dashboard's largest text, and arriving later they pushed the
 * games down (the winner's line was the home's largest paint, 3.6 s after the first, and its arrival moved
 * the grid below it: Lighthouse's layout shift of 0.075).
 *
 * The screen behind the gate is first rendered as a deferred value: React renders it in a transition,
 * in slices that leave the main thread free every few milliseconds, where the auth answer would
 * otherwise render the whole dashboard in one blocking task (most of the page's blocking time on a
 * phone). 'Loading...' stays until that render is done.
 */
export function AuthGate() {
  const { user, loading } = useCurrentUser();
  const showLoading = useDeferredValue(loading, true);
  useSessionEndedNotice();
  const utils = trpc.useUtils();
  useEffect(() => {
    if (window.location.pathname !== '/') return;
    void utils.games.today.prefetch();
    void utils.prizes.current.prefetch();
    void utils.prizes.recentWinner.prefetch();
    preloadLandingIfVisitor();
  }, [utils]);
  const signedIn = user !== null;
  useEffect(() => {
    if (!loading) rememberSignedIn(signedIn);
  }, [loading, signedIn]);
  // A screen that sent the player to sign in is reached again: its return path is spent.
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (signedIn) arrivedAt(`${pathname}${search}`);
  }, [signedIn, pathname, search]);
  // A player whose device looked like a visitor's saw the pre-rendered landing until now (boot.js).
  useLayoutEffect(() => {
    if (!showLoading && signedIn) endBootScreen();
  }, [showLoading, signedIn]);
  // The parts that show nothing at first are fetched once this screen has painted (lib/first-screen.ts).
  useEffect(() => {
    if (!showLoading) showFirstScreen();
  }, [showLoading]);
  return showLoading ? <LoadingScreen /> : <Outlet />;
}

/** '/' is the home dashboard when signed in and the sign-in screen otherwise. */
export function HomeOrSignIn() {
  const { user } = useCurrentUser();
  return user ? <HomePage user={user} /> : <LazyAuthPage />;
}

/**
 * Screens only for signed-out visitors; a signed-in player goes home, or back to the screen that sent them to
 * sign in (the user is known a render before the sign-in's own navigation lands, which would otherwise lose it).
 */
export function SignedOutOnly() {
  const { user } = useCurrentUser();
  return user ? <Navigate to={peekReturnPath()} replace /> : <Outlet />;
}

/** Screens only for players: a signed-out visitor is told so and sent to sign in, then brought back here. */
export function SignedInOnly() {
  const { user } = useCurrentUser();
  const { pathname, search } = useLocation();
  const told = useRef(false);
  useEffect(() => {
    if (user) return;
    if (!told.current) tellSignedOut();
    told.current = true;
    returnAfterSignIn(`${pathname}${search}`);
    return signInAgainSoon();
  }, [user, pathname, search]);
  return user ? <Outlet /> : null;
}
