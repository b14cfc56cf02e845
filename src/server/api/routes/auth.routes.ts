import { tagged } from '../rest-table';

/** Sign-up, sign-in and the signed-in user (player.md section 7), plus tokens for non-browser clients. */
export const authRoutes = tagged('Auth', [
  {
    method: 'GET',
    url: '/auth/user',
    procedure: 'auth.user',
    summary: 'The signed-in user',
    description: '401 when signed out.',
  },
  {
    method: 'GET',
    url: '/auth/check-username/:username',
    procedure: 'auth.checkUsername',
    summary: 'Whether a username is free',
    description: 'Always 200 with `available` and a message (too short, taken, available).',
  },
  {
    method: 'POST',
    url: '/auth/login',
    procedure: 'auth.login',
    summary: 'Sign in with username (or e-mail) and password; sets the session cookie',
    description: 'A wrong password and an unknown account get the same 401.',
    errors: [401],
  },
  {
    method: 'POST',
    url: '/auth/token',
    procedure: 'auth.login',
    respond: 'session-token',
    summary: 'Sign in and get a session token for `Authorization: Bearer` (no cookie)',
    description:
      'For non-browser clients. Same body, checks and rate limits as /api/auth/login; the answer carries ' +
      '`token` and `expiresAt` besides the user. Send the token as `Authorization: Bearer <token>`; ' +
      'POST /api/auth/logout with it ends the session.',
    errors: [401],
  },
  {
    method: 'POST',
    url: '/auth/register',
    procedure: 'auth.register',
    summary: 'Create an account and sign it in; sets the session cookie',
    errors: [409],
  },
  {
    method: 'POST',
    url: '/auth/logout',
    procedure: 'auth.logout',
    summary: 'End the session of the cookie or bearer token',
  },
]);
