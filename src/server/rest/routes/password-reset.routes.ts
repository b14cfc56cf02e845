import { body, params, type RestRoute } from '../route';

/** The reset-password screen's calls (player.md section 7). */
export const passwordResetRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/password-reset/verify/:token',
    call: (c, req) => c.passwordReset.verify({ token: params(req).token ?? '' }),
  },
  { method: 'POST', url: '/password-reset/request', call: (c, req) => c.passwordReset.request(body(req)) },
  { method: 'POST', url: '/password-reset', call: (c, req) => c.passwordReset.reset(body(req)) },
];
