import type { FastifyRequest } from 'fastify';

/** What stands in the log for a secret. */
export const REDACTED = '[redacted]';

/**
 * Names that carry a secret, as a path parameter, a query parameter or a field of a tRPC input: a sign-in
 * provider's answer carries `code` and `state` (and Apple's `user`, the player's name), a mailed link `link`.
 */
const SECRET_NAME =
  /token|secret|password|passwd|credential|session|signature|api[-_]?key|^key$|^code$|^state$|^nonce$|^user$|^link$/i;

/**
 * A segment of an unrouted path that may be a token (a reset link's 32 base32 characters, a session's
 * id.secret): nothing the app routes is that long without a separator a name would have.
 */
const TOKEN_LIKE = /^[A-Za-z0-9_.~%-]{24,}$/;

const encode = (value: string) => encodeURIComponent(value);

/** The routed path with secret parameters redacted, rebuilt from the route (`/verify/:token`). */
function routedPath(pattern: string, params: Record<string, unknown>): string {
  return pattern.replace(/:(\w+)/g, (_whole, name: string) =>
    SECRET_NAME.test(name) ? REDACTED : encode(String(params[name] ?? '')),
  );
}

/** A query value as logged: redacted when its name is secret, or (tRPC's `input`) when it names a secret field. */
function queryValue(name: string, value: string): string {
  if (SECRET_NAME.test(name) || (name === 'input' && SECRET_NAME.test(value))) return REDACTED;
  return encode(value);
}

/**
 * The request's URL as the request log records it: every secret a URL can carry replaced by [redacted]. A
 * routed path loses the value of each path parameter with a secret's name (the reset link's token), however
 * the path was spelled; an unrouted one (a 404, the web page) loses every segment that looks like a token.
 * Query parameters with a secret's name lose their value, and so does a tRPC `input` naming a secret field.
 */
export function loggedUrl(req: FastifyRequest): string {
  const raw = req.url;
  const at = raw.indexOf('?');
  const pathPart = at === -1 ? raw : raw.slice(0, at);
  const pattern = req.is404 ? undefined : req.routeOptions?.url;
  const params = (req.params ?? {}) as Record<string, unknown>;
  const secretParam = pattern !== undefined && Object.keys(params).some((name) => SECRET_NAME.test(name));
  const path = secretParam
    ? routedPath(pattern, params)
    : pattern === undefined
      ? pathPart
          .split('/')
          .map((segment) => (TOKEN_LIKE.test(segment) ? REDACTED : segment))
          .join('/')
      : pathPart;
  if (at === -1) return path;
  const query = new URLSearchParams(raw.slice(at + 1));
  const kept = [...query].map(([name, value]) => `${encode(name)}=${queryValue(name, value)}`);
  return `${path}?${kept.join('&')}`;
}

/** Fastify's request serializer for the log, with the URL from loggedUrl. */
export function requestLogSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: loggedUrl(req),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
