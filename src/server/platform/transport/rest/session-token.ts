import { z } from 'zod';

/**
 * The answer of a `respond: 'session-token'` route (POST /api/auth/token): the session token for
 * `Authorization: Bearer`, its expiry, and what the sign-in procedure answered (`user`).
 */
export const sessionTokenSchemaOf = (user: z.ZodType) =>
  z.object({
    token: z.string(),
    /** ISO 8601; every use in the last 15 days moves it 30 days ahead (the token stays the same). */
    expiresAt: z.string(),
    user,
  });

/** Where a call that signs in puts its session: the host's context sets it as a cookie, or keeps it here. */
export interface SessionCookieJar {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/**
 * A cookie jar that keeps the session a sign-in issues instead of setting a cookie: the token goes
 * back in the body to a client that asked for it, and no cookie is left behind.
 */
export function tokenKeepingJar(): SessionCookieJar & { issued: { token: string; expiresAt: Date } | null } {
  const jar = {
    issued: null as { token: string; expiresAt: Date } | null,
    set(token: string, expiresAt: Date) {
      jar.issued = { token, expiresAt };
    },
    clear() {
      jar.issued = null;
    },
  };
  return jar;
}
