import { tagged } from '../rest-table';

/** The settings screen's calls (player.md section 7). */
export const userRoutes = tagged('Settings', [
  {
    method: 'GET',
    url: '/users/me/stats',
    procedure: 'users.stats',
    errors: [403],
    summary: "The player's advanced stats (premium)",
    description:
      'By league and by weekday, a calendar of the last 365 days, best and worst teams picked, the streak over ' +
      "time; days in the player's time zone, by the day of the game. Win rate: round(100 x wins / graded picks). " +
      'A free player gets 403 "Advanced stats are a premium feature."',
  },
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
