/** A reset link works for one hour after it was asked for. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** 160 random bits: 32 base32 characters in the link. */
export const RESET_TOKEN_BYTES = 20;

export function resetTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + RESET_TOKEN_TTL_MS);
}

/**
 * Every reset-link request is answered no sooner than this after it began, known address or not: the
 * known one's token and mail cost a few milliseconds, which the answer's time must not show.
 */
export const RESET_ANSWER_FLOOR_MS = 40;

/** How long to wait before answering a request that began at `startedMs` (a real-time clock). */
export function answerDelayMs(startedMs: number, nowMs: number, floorMs = RESET_ANSWER_FLOOR_MS): number {
  return Math.max(0, Math.ceil(startedMs + floorMs - nowMs));
}

export type ResetTokenState = 'valid' | 'unknown' | 'used' | 'expired';

/** Whether a stored token may still reset a password; the hour ends exactly at `expires_at`. */
export function resetTokenState(
  row: { expires_at: Date; used_at: Date | null } | undefined,
  now: Date,
): ResetTokenState {
  if (!row) return 'unknown';
  if (row.used_at !== null) return 'used';
  return row.expires_at.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/** `scheme://host[:port]` when the text is exactly that, else null (a Host header is caller-chosen). */
function plainOrigin(candidate: string | null | undefined): string | null {
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** localhost and its subdomains, 127.0.0.0/8 and [::1]: names that reach the reader's own machine. */
const LOOPBACK_HOST = /^(?:localhost|[a-z0-9-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Where an e-mail's links point: the configured public address (APP_ORIGIN, which production requires).
 * Without it, the address the request came to only when that is a loopback one, else the server's own
 * loopback address: a Host header is the caller's words, and any other host would let a stranger choose
 * where a player's reset token is sent.
 */
export function resetLinkOrigin(
  appOrigin: string | undefined,
  requestOrigin: string | null | undefined,
  localOrigin: string,
): string {
  if (appOrigin) return new URL(appOrigin).origin;
  const origin = plainOrigin(requestOrigin);
  return origin && LOOPBACK_HOST.test(new URL(origin).hostname) ? origin : localOrigin;
}

export function resetLink(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}
