import { z } from 'zod';
import { publicUserSchema } from '../../../../shared/schemas/auth';
import type { SessionCookieJar } from '../../../api/context';

/** POST /api/auth/token: the session token for `Authorization: Bearer`, its expiry, and the user. */
export const sessionTokenSchema = z.object({
  token: z.string(),
  /** ISO 8601; every use in the last 15 days moves it 30 days ahead (the token stays the same). */
  expiresAt: z.string(),
  user: publicUserSchema,
});

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
