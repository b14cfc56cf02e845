import { SESSION_DAYS, SESSION_RENEW_WITHIN_DAYS } from '../../../shared/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a session created or renewed at `now` expires. */
export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_DAYS * DAY_MS);
}

export type SessionState = 'expired' | 'renew' | 'valid';

/** Sliding expiry: expired sessions end; those used in their last 15 days get a full 30 again. */
export function sessionState(expiresAt: Date, now: Date): SessionState {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return 'expired';
  if (left < SESSION_RENEW_WITHIN_DAYS * DAY_MS) return 'renew';
  return 'valid';
}

/** A token is `<id>.<secret>`, both lower-case base32; anything else is not a token. */
export function parseSessionToken(token: string): { id: string; secret: string } | null {
  const match = /^([a-z2-7]{24})\.([a-z2-7]{32})$/.exec(token);
  if (!match) return null;
  return { id: match[1]!, secret: match[2]! };
}
