import type { AppDeps } from '../../deps';
import { type ValidSession, validateSessionToken } from './session.service';

// Non-browser clients send the session token as `Authorization: Bearer <token>` instead of the cookie.
// A browser never attaches that header by itself (and a cross-site page cannot add it without a CORS
// preflight this server does not grant), so such a call carries no ambient credential: it is exempt
// from the Origin check, and the cookie is ignored on it so the exemption cannot lend a cookie's rights.

const BEARER = /^bearer(?:\s+(.*))?$/i;

/** Whether the request names the Bearer scheme, whatever its token looks like. */
export function usesBearer(authorization: string | undefined): boolean {
  return authorization !== undefined && BEARER.test(authorization.trim());
}

/** The token of a Bearer header ('' when absent or not a header of that scheme). */
export function bearerToken(authorization: string | undefined): string {
  return BEARER.exec(authorization?.trim() ?? '')?.[1]?.trim() ?? '';
}

/** The session a Bearer header stands for, or null (a malformed or unknown token signs nobody in). */
export async function bearerSession(
  deps: AppDeps,
  authorization: string | undefined,
): Promise<(ValidSession & { token: string }) | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  const found = await validateSessionToken(deps.db, token, deps.clock());
  return found && { ...found, token };
}
