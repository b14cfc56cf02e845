import { body, type RestRoute } from '../route';

/** The settings screen's calls (player.md section 7). */
export const userRoutes: RestRoute[] = [
  { method: 'PUT', url: '/user/avatar', call: (c, req) => c.users.updateAvatar(body(req)) },
  { method: 'PUT', url: '/user/settings', call: (c, req) => c.users.updateSettings(body(req)) },
  { method: 'PUT', url: '/user/password', call: (c, req) => c.users.changePassword(body(req)) },
];
