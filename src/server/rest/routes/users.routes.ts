import { tagged } from '../route';

/** The settings screen's calls (player.md section 7). */
export const userRoutes = tagged('Settings', [
  { method: 'PUT', url: '/user/avatar', procedure: 'users.updateAvatar', summary: 'Choose an avatar' },
  {
    method: 'PUT',
    url: '/user/settings',
    procedure: 'users.updateSettings',
    summary: 'Save the settings form (replaces it whole)',
    errors: [409],
  },
  {
    method: 'PUT',
    url: '/user/password',
    procedure: 'users.changePassword',
    summary: 'Change the password (needs the current one); signs out every other device',
  },
]);
