import { lazy, type ReactNode, Suspense } from 'react';
import { LoadingScreen } from '../components/LoadingScreen';

// The sign-in screen (with its forms and zod rules) is a chunk of its own: a signed-in player's first
// load does not carry it.
const AuthPageChunk = lazy(() => import('../pages/auth/AuthPage').then((m) => ({ default: m.AuthPage })));

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
