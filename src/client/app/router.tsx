import { createBrowserRouter } from 'react-router';
import { AuthPage } from '../pages/auth/AuthPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { AuthGate, HomeOrSignIn, SignedOutOnly } from './guards';

/**
 * Every screen waits for the auth state (AuthGate). Signed-out-only screens go under SignedOutOnly,
 * signed-in-only screens under SignedInOnly (from ./guards).
 */
export const router = createBrowserRouter([
  {
    element: <AuthGate />,
    children: [
      { path: '/', element: <HomeOrSignIn /> },
      {
        element: <SignedOutOnly />,
        children: [{ path: '/auth', element: <AuthPage /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
