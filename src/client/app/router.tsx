import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { AuthGate, HomeOrSignIn, SignedInOnly, SignedOutOnly } from './guards';
import { LazyAuthPage } from './lazy-screens';
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
        children: [{ path: '/auth', element: <LazyAuthPage /> }],
      },
      { element: <SignedInOnly />, children: signedInScreens },
      ...publicScreens,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
