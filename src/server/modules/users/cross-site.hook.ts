import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import {
  acceptsBodyType,
  checkRequestOrigin,
  isForeignNavigation,
  isSpeculative,
} from '../../platform/http/origin';
import { usesBearer } from './bearer';
import { sessionCookieName } from './cookies';

export const CROSS_SITE_MESSAGE = 'Cross-site request refused. Reload the page and try again.';
export const JSON_ONLY_MESSAGE = 'Send the request body as application/json.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A full-page navigation that changes state (GET /api/logout): another site may not start it. */
    stateChangingNavigation?: boolean;
  }
}

/**
 * The onRequest guard of /api and /trpc (ADR 0003), registered inside both scopes so that it runs for
 * every request the router matched there, whatever the spelling of its path: a state-changing navigation
 * (known by its route, never by the URL's text) started by another site, a HEAD of it, or a browser's prefetch
 * of it, goes home without running; a cookie-carrying unsafe call must come from our own Origin (403); an unsafe call's body must be
 * JSON (415). Bearer calls carry no ambient credential, so only the body rule applies to them.
 */
export function crossSiteGuard(deps: AppDeps) {
  const cookieName = sessionCookieName(deps.config.production);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.routeOptions.config?.stateChangingNavigation) {
      // Fastify answers HEAD with the GET handler; a HEAD, like a browser's prefetch, must never sign anyone out.
      const foreign = isForeignNavigation(req.headers['sec-fetch-site']);
      if (req.method === 'HEAD' || foreign || isSpeculative(req.headers)) return reply.redirect('/');
      return;
    }
    if (!usesBearer(req.headers.authorization)) {
      const verdict = checkRequestOrigin({
        method: req.method,
        origin: req.headers.origin,
        host: req.headers.host,
        hasSessionCookie: Boolean(req.cookies[cookieName]),
        allowed: deps.config.allowedOrigins,
      });
      if (verdict !== 'ok') return reply.status(403).send({ message: CROSS_SITE_MESSAGE });
    }
    if (!acceptsBodyType(req.method, req.headers['content-type'])) {
      return reply.status(415).send({ message: JSON_ONLY_MESSAGE });
    }
  };
}
