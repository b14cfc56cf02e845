import type { AppNavigation } from './rest-table';

/** The two browser navigations of player.md section 7: redirects, not JSON. */
export const navigations: AppNavigation[] = [
  {
    method: 'GET',
    url: '/login',
    tag: 'Auth',
    summary: 'Go to the sign-in screen',
    description: 'A navigation: redirects to `/auth`.',
    location: '/auth',
  },
  {
    method: 'GET',
    url: '/logout',
    tag: 'Auth',
    summary: 'Sign out and go home',
    description:
      'A navigation: ends the session of the cookie (or bearer token), clears the cookie, redirects to `/`.',
    procedure: 'auth.logout',
    location: '/',
  },
];
