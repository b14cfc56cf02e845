import { createHash } from 'node:crypto';
import type { Access } from '../trpc/procedure-table';
import type { RestRoute } from './route';

/** The request header a client sends to make a write safe to retry. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that was stored by an earlier call with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';
export const MAX_KEY_LENGTH = 255;
/** A key is forgotten this long after its first call; the same key then runs as a new request. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * A claim still in progress after this long belongs to an instance that died mid-call (no request runs
 * for minutes: the feed times out after seconds); a retry may take it over instead of waiting a day.
 */
export const ABANDONED_AFTER_MS = 10 * 60 * 1000;
/** How long a second call with a key waits for the first one to finish, and how often it looks. */
export const WAIT_FOR_FIRST_MS = 5_000;
export const POLL_EVERY_MS = 50;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: `The Idempotency-Key header must be 1 to ${MAX_KEY_LENGTH} printable ASCII characters.`,
  reused: 'This Idempotency-Key was already used with a different request.',
  inProgress: 'A request with this Idempotency-Key is still in progress. Retry it in a moment.',
} as const;

/**
 * Writes whose retry would write twice: POST /api/picks and every admin POST. The token sign-in is
 * left out: it is no user's write, and its answer (a fresh session) must never be handed out twice.
 */
export function acceptsIdempotencyKey(route: Pick<RestRoute, 'method' | 'url' | 'respond'>): boolean {
  if (route.method !== 'POST' || route.respond !== undefined) return false;
  return route.url === '/picks' || route.url.startsWith('/admin/');
}

/** The key of a header value, or null when it is not 1-255 printable ASCII characters. */
export function parseIdempotencyKey(header: string | string[]): string | null {
  // A header sent twice is ambiguous: which key did the client mean?
  if (Array.isArray(header)) return null;
  return /^[\x20-\x7e]{1,255}$/.test(header) ? header : null;
}

/** JSON with object keys sorted at every depth, so `{a, b}` and `{b, a}` are one request. */
export function canonicalJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v === null || typeof v !== 'object') return v;
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return Object.fromEntries(
      entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, x]) => [k, sort(x)]),
    );
  };
  return JSON.stringify(sort(value)) ?? 'null';
}

export interface RequestShape {
  method: string;
  /** The route's pattern (`/admin/suggested-games/:id/approve`). */
  route: string;
  params: unknown;
  body: unknown;
}

/**
 * SHA-256 (hex) of what the procedure receives: an empty body and `{}` (or `null`) are the same call,
 * as the adapter reads them alike; anything else that differs is another request.
 */
export function requestFingerprint({ method, route, params, body }: RequestShape): string {
  const text = canonicalJson([method, route, params ?? {}, body ?? {}]);
  return createHash('sha256').update(text).digest('hex');
}

/** Who calls, as far as a key cares: only a caller the procedure will let in has keys. */
export interface KeyCaller {
  id: number;
  is_admin: boolean;
}

/**
 * Whether this call uses a key. Access comes first: a signed-out caller's 401 and a player's 403 on
 * an admin path are answered by the procedure as without a key, and nothing is stored for them.
 */
export function keyUse(
  header: string | string[] | undefined,
  access: Access,
  caller: KeyCaller | null,
): { kind: 'none' } | { kind: 'invalid'; message: string } | { kind: 'keyed'; key: string; userId: number } {
  if (header === undefined || !caller || access === 'public') return { kind: 'none' };
  if (access === 'admin' && !caller.is_admin) return { kind: 'none' };
  const key = parseIdempotencyKey(header);
  return key === null
    ? { kind: 'invalid', message: IDEMPOTENCY_MESSAGES.invalidKey }
    : { kind: 'keyed', key, userId: caller.id };
}

/** A stored key as the decision needs it. */
export interface KeyRecord {
  state: 'in_progress' | 'done';
  fingerprint: string;
  createdAt: Date;
  responseStatus: number | null;
  responseBody: string | null;
}

export type KeyDecision =
  /** Older than its lifetime, or an abandoned claim: delete it and claim the key anew. */
  | { kind: 'forget' }
  | { kind: 'mismatch' }
  | { kind: 'replay'; status: number; body: string }
  /** The first call is still running. */
  | { kind: 'wait' };

/** What a call does when its key is already stored. */
export function decideExisting(record: KeyRecord, fingerprint: string, now: Date): KeyDecision {
  const age = now.getTime() - record.createdAt.getTime();
  if (age >= KEY_LIFETIME_MS) return { kind: 'forget' };
  if (record.fingerprint !== fingerprint) return { kind: 'mismatch' };
  if (record.state === 'done' && record.responseStatus !== null && record.responseBody !== null) {
    return { kind: 'replay', status: record.responseStatus, body: record.responseBody };
  }
  return age >= ABANDONED_AFTER_MS ? { kind: 'forget' } : { kind: 'wait' };
}

/** Answers worth keeping: success and the caller's own mistakes. A 5xx may go another way next time. */
export const storesAnswer = (status: number): boolean => status < 500;
