import { createBrowserRouter } from 'react-router';
import { AuthPage } from '../pages/auth/AuthPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { AuthGate, HomeOrSignIn, SignedInOnly, SignedOutOnly } from './guards';
import { publicScreens, signedInScreens } from './screen-routes';

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
      { element: <SignedInOnly />, children: signedInScreens },
      ...publicScreens,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
