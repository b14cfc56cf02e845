import type { FastifyRequest } from 'fastify';
import type { createCaller } from '../trpc/router';

type Caller = ReturnType<typeof createCaller>;

/** One spec path mapped to one procedure. The procedure validates `body`; the table holds no logic. */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  call: (caller: Caller, req: FastifyRequest) => Promise<unknown>;
}

const params = (req: FastifyRequest) => req.params as Record<string, string>;
// biome-ignore lint/suspicious/noExplicitAny: the procedure's zod schema checks the body.
const body = (req: FastifyRequest) => (req.body ?? {}) as any;

export const restRoutes: RestRoute[] = [
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
