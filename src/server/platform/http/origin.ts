/**
 * Cross-site request defence: a browser always names the page's origin on a cross-site call, so an
 * Origin whose host is neither this server's nor a configured one is refused.
 */
export function isAllowedOrigin(
  origin: string,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (host !== undefined && parsed.host === normalHost(host, parsed.protocol)) return true;
  return allowed.some((entry) => entry.replace(/\/$/, '').toLowerCase() === parsed.origin);
}

/** The Host header as URL.host spells it, so `localhost:80` matches the Origin `http://localhost`. */
function normalHost(host: string, protocol: string): string | null {
  if (/[/\\?#@\s]/.test(host)) return null;
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type OriginVerdict = 'ok' | 'foreign-origin' | 'missing-origin';

/**
 * Unsafe methods from a foreign Origin are refused always (this covers login CSRF); a cookie-carrying
 * unsafe call must name its Origin. Calls without cookies and without Origin are API clients.
 */
export function checkRequestOrigin(req: {
  method: string;
  origin: string | undefined;
  host: string | undefined;
  hasSessionCookie: boolean;
  allowed: readonly string[];
}): OriginVerdict {
  if (SAFE_METHODS.has(req.method)) return 'ok';
  if (req.origin === undefined || req.origin === 'null') {
    return req.hasSessionCookie ? 'missing-origin' : req.origin === 'null' ? 'foreign-origin' : 'ok';
  }
  return isAllowedOrigin(req.origin, req.host, req.allowed) ? 'ok' : 'foreign-origin';
}

/**
 * An unsafe call's body must be JSON. A form (urlencoded, multipart) or text/plain body is what a page of
 * another site can send without a CORS preflight; refusing them closes that door even where the Origin
 * check could not tell (an old browser sending no Origin). Bodiless calls name no type and pass.
 */
export function acceptsBodyType(method: string, contentType: string | undefined): boolean {
  if (SAFE_METHODS.has(method) || contentType === undefined) return true;
  return contentType.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * GET /api/logout is a navigation the spec asks for, and it changes state. Browsers say who started a
 * navigation in Sec-Fetch-Site; one started by another site (or a sibling subdomain) must not sign the
 * player out. Older browsers send no such header; SameSite=Lax does not help a top-level GET there.
 */
export function isForeignNavigation(secFetchSite: string | string[] | undefined): boolean {
  return secFetchSite === 'cross-site' || secFetchSite === 'same-site';
}

/**
 * A request the browser makes before anyone asked for the page (a link prefetch, a prerender, a preview of
 * top sites): it must not sign anyone out either. `Sec-Purpose` is the standard's header; `Purpose`,
 * `X-Purpose` and `X-Moz` are older engines' names for the same.
 */
export function isSpeculative(headers: Record<string, string | string[] | undefined>): boolean {
  return ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'].some((name) =>
    /\b(prefetch|prerender|preview)\b/i.test(String(headers[name] ?? '')),
  );
}
