import { lazy, type ReactNode, Suspense } from 'react';
import { SIGNED_IN_HINT } from '../boot/signed-in-hint';
import { LoadingScreen } from '../components/LoadingScreen';

// The sign-in screen (with its forms and zod rules) is a chunk of its own: a signed-in player's first
// load does not carry it.
const loadAuthPage = () => import('../pages/auth/AuthPage');
const AuthPageChunk = lazy(() => loadAuthPage().then((m) => ({ default: m.AuthPage })));

/** Remembers on the device whether the player is signed in, for preloadLandingIfVisitor's next guess. */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage refused: the next load guesses "visitor".
  }
}

/**
 * Starts loading the sign-in screen's chunk alongside the auth answer when this device was not signed in
 * last time: a visitor's landing then waits for one round trip, not two. A signed-in player's device
 * skips it.
 */
export function preloadLandingIfVisitor(): void {
  let signedIn = false;
  try {
    signedIn = localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    // Storage refused: treat as a visitor.
  }
  if (!signedIn) void loadAuthPage();
}

/** Renders a lazily loaded screen, showing 'Loading...' until its chunk arrives. */
export function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

/** The sign-in / create account screen, loaded on demand. */
export function LazyAuthPage() {
  return (
    <Lazy>
      <AuthPageChunk />
    </Lazy>
  );
}
