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

/**
 * Where the e-mail's link points: the configured public address when there is one (the only safe
 * choice behind proxies and against forged Host headers), else the address the request came to.
 */
export function resetLinkOrigin(appOrigin: string | undefined, requestOrigin: string | null | undefined) {
  if (appOrigin) return new URL(appOrigin).origin;
  return plainOrigin(requestOrigin) ?? 'http://localhost';
}

export function resetLink(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}
