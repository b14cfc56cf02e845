import type { CookieSerializeOptions } from '@fastify/cookie';

/** In production the `__Host-` prefix pins the cookie to this host, over HTTPS, for every path. */
export function sessionCookieName(production: boolean): string {
  return production ? '__Host-session' : 'session';
}

export function sessionCookieOptions(production: boolean, expiresAt: Date): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: production, path: '/', expires: expiresAt };
}

export function clearedCookieOptions(production: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: production, path: '/', expires: new Date(0), maxAge: 0 };
}
