import { body, params, type RestRoute } from '../route';

export const authRoutes: RestRoute[] = [
  { method: 'GET', url: '/auth/user', call: (c) => c.auth.user() },
  {
    method: 'GET',
    url: '/auth/check-username/:username',
    call: (c, req) => c.auth.checkUsername({ username: params(req).username ?? '' }),
  },
  { method: 'POST', url: '/auth/login', call: (c, req) => c.auth.login(body(req)) },
  { method: 'POST', url: '/auth/register', call: (c, req) => c.auth.register(body(req)) },
  { method: 'POST', url: '/auth/logout', call: (c) => c.auth.logout() },
];
