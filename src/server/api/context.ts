import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/i18n/locale';
import type { AppDeps } from '../deps';
import { bearerSession, usesBearer } from '../modules/users/bearer';
import { clearedCookieOptions, sessionCookieName, sessionCookieOptions } from '../modules/users/cookies';
import { flowCookieName } from '../modules/users/provider-account.rules';
import { type ClientMeta, validateSessionToken } from '../modules/users/session.service';
import type { UserRow } from '../platform/db/schema';
import { clientAddress } from '../platform/http/client-address';
import { isAllowedOrigin } from '../platform/http/origin';
import { negotiatedLocale } from '../platform/http/refusal-language';
import type { SessionCookieJar } from '../platform/transport/rest/session-token';
import type { SocketRequest } from '../platform/transport/socket/socket-request';
import type { LiveConnection } from './live/connections';
import type { LiveHub } from './live/live-hub';

/** Who is calling, and the address they called (`protocol://host`, for links in e-mails). */
export interface RequestMeta extends ClientMeta {
  origin?: string | null;
}

export interface Context {
  deps: AppDeps;
  user: UserRow | null;
  session: { id: string; expiresAt: Date } | null;
  meta: RequestMeta;
  /** Sets or clears the session cookie on the HTTP response; a WebSocket has none, so it does nothing there. */
  cookies: SessionCookieJar;
  /**
   * The provider sign-in's cookie (issue 43): the token that binds a sign-in under way to this browser. Over a
   * WebSocket there is none to set.
   */
  flow?: FlowCookie | undefined;
  /**
   * The language of this call's refusals (ADR 0047): over HTTP the request's Accept-Language; over a WebSocket,
   * whose headers a browser cannot set, the signed-in player's language, else the upgrade's Accept-Language.
   * Absent (a test's own context): English.
   */
  refusalLocale?: (() => Locale) | undefined;
  /** Calls over a WebSocket: the socket and the instance's live hub, which live.* subscriptions need. */
  live?: { hub: LiveHub; connection: LiveConnection } | undefined;
}

const noCookies: SessionCookieJar = { set() {}, clear() {} };

export interface FlowCookie {
  token: string | undefined;
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

const noFlow: FlowCookie = { token: undefined, set() {}, clear() {} };

/** The provider sign-in cookie of an HTTP call: HttpOnly, SameSite=Lax (the provider's redirect back is a top-level GET). */
function flowCookie(deps: AppDeps, req: FastifyRequest, reply: FastifyReply): FlowCookie {
  const { production } = deps.config;
  const name = flowCookieName(production);
  return {
    token: req.cookies[name],
    set: (token, expiresAt) => void reply.setCookie(name, token, sessionCookieOptions(production, expiresAt)),
    clear: () => void reply.setCookie(name, '', clearedCookieOptions(production)),
  };
}

function replyCookies(deps: AppDeps, reply: FastifyReply): SessionCookieJar {
  const { production } = deps.config;
  const name = sessionCookieName(production);
  return {
    set: (token, expiresAt) => void reply.setCookie(name, token, sessionCookieOptions(production, expiresAt)),
    clear: () => void reply.setCookie(name, '', clearedCookieOptions(production)),
  };
}

/** The session a cookie header's session cookie stands for (a socket's upgrade request has no parsed cookies). */
function resolveSession(deps: AppDeps, cookieHeader: string | undefined) {
  if (!cookieHeader) return null;
  return sessionOfToken(deps, fastifyCookie.parse(cookieHeader)[sessionCookieName(deps.config.production)]);
}

async function sessionOfToken(deps: AppDeps, token: string | undefined) {
  if (!token) return null;
  const found = await validateSessionToken(deps.db, token, deps.clock());
  return found && { ...found, token };
}

/** Context of an HTTP call (tRPC over HTTP and the REST adapter). */
export async function createHttpContext(
  deps: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
  const cookies = replyCookies(deps, reply);
  // A Bearer header (non-browser clients) replaces the cookie entirely; see auth/bearer.ts.
  const bearer = usesBearer(req.headers.authorization);
  const found = bearer
    ? await bearerSession(deps, req.headers.authorization)
    : // The cookies @fastify/cookie parsed for this request: the header is not parsed twice.
      await sessionOfToken(deps, req.cookies[sessionCookieName(deps.config.production)]);
  // Sliding expiry: the browser's cookie must live as long as the renewed session.
  if (found?.renewed && !bearer) cookies.set(found.token, found.session.expiresAt);
  return {
    deps,
    user: found?.user ?? null,
    session: found?.session ?? null,
    meta: {
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? null,
      origin: req.headers.host ? `${req.protocol}://${req.headers.host}` : null,
    },
    cookies,
    flow: flowCookie(deps, req, reply),
    refusalLocale: () => negotiatedLocale(req.headers['accept-language']),
  };
}

/** Context of a WebSocket connection: the cookie of the upgrade request, refused from a foreign Origin. */
export async function createSocketContext(deps: AppDeps, req: SocketRequest): Promise<Context> {
  const origin = req.headers.origin;
  const trusted =
    origin === undefined || isAllowedOrigin(origin, req.headers.host, deps.config.allowedOrigins);
  const found = trusted ? await resolveSession(deps, req.headers.cookie) : null;
  // Decided at the upgrade, as the session is: a language changed in Settings reaches the next socket.
  const locale = found?.user.locale ?? negotiatedLocale(req.headers['accept-language']);
  return {
    deps,
    user: found?.user ?? null,
    session: found?.session ?? null,
    meta: {
      ip: clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], deps.config.trustProxy),
      userAgent: req.headers['user-agent'] ?? null,
    },
    cookies: noCookies,
    flow: noFlow,
    refusalLocale: () => locale,
  };
}
