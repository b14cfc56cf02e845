import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { loadAdminCatalogue } from '../i18n/i18n';
import { AdminOnly } from '../pages/admin/AdminOnly';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { AuthGate, HomeOrSignIn, SignedInOnly, SignedOutOnly } from './guards';
import { Lazy, LazyAuthPage } from './lazy-screens';
import { publicScreens, signedInScreens } from './screen-routes';

// The admin dashboard is a chunk of its own, loaded only for admins (AdminOnly shows others the 404).
// Its words (the admin namespace) are fetched alongside it, not with the player's.
const AdminPage = lazy(() =>
  Promise.all([import('../pages/admin/AdminPage'), loadAdminCatalogue()]).then(([page]) => page),
);

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
      {
        path: '/admin',
        element: (
          <AdminOnly>
            <Lazy>
              <AdminPage />
            </Lazy>
          </AdminOnly>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
