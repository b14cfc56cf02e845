import { constantTimeEqual } from '@oslojs/crypto/subtle';
import type { DB } from '../db/client';
import type { UserRow } from '../db/schema';
import {
  deleteSession,
  deleteUserSessions,
  existingSessionIds,
  findSessionWithUser,
  insertSession,
  updateSessionExpiry,
} from './session.repo';
import { parseSessionToken, sessionExpiry, sessionState } from './session.rules';
import { hashToken, randomToken } from './tokens';

export interface IssuedSession {
  id: string;
  /** What the cookie carries: `<id>.<secret>`. Only the secret's SHA-256 is stored. */
  token: string;
  expiresAt: Date;
}

export interface ValidSession {
  session: { id: string; expiresAt: Date };
  user: UserRow;
  /** True when this use extended the expiry, so the cookie must be sent again. */
  renewed: boolean;
}

export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

/** Starts a new session for the user (Lucia's design: random id and secret, secret stored hashed). */
export async function createSession(
  db: DB,
  userId: number,
  now: Date,
  meta: ClientMeta,
): Promise<IssuedSession> {
  const id = randomToken(15);
  const secret = randomToken(20);
  const expiresAt = sessionExpiry(now);
  await insertSession(db, {
    id,
    secretHash: hashToken(secret),
    userId,
    createdAt: now,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    ipAddress: meta.ip,
  });
  return { id, token: `${id}.${secret}`, expiresAt };
}

/** The session and user a token stands for, renewing it when it is in its last 15 days. */
export async function validateSessionToken(db: DB, token: string, now: Date): Promise<ValidSession | null> {
  const parsed = parseSessionToken(token);
  if (!parsed) return null;
  const row = await findSessionWithUser(db, parsed.id);
  if (!row) return null;
  if (!constantTimeEqual(hashToken(parsed.secret), new Uint8Array(row.session_secret_hash))) return null;
  const { session_id, session_secret_hash: _secretHash, session_expires_at, ...user } = row;
  const state = sessionState(session_expires_at, now);
  if (state === 'expired') {
    await deleteSession(db, session_id);
    return null;
  }
  let expiresAt = session_expires_at;
  if (state === 'renew') {
    expiresAt = sessionExpiry(now);
    await updateSessionExpiry(db, session_id, expiresAt);
  }
  return { session: { id: session_id, expiresAt }, user, renewed: state === 'renew' };
}

/** Ends every session of a user (sign-out, password reset, an admin setting another's password). */
export function invalidateUserSessions(db: DB, userId: number): Promise<number> {
  return deleteUserSessions(db, userId);
}

/**
 * Ends every session of a user and starts one new session for the device that asked (a password change):
 * that browser stays signed in, but with a token nobody else can have seen.
 */
export async function replaceUserSessions(
  db: DB,
  userId: number,
  now: Date,
  meta: ClientMeta,
): Promise<IssuedSession> {
  await deleteUserSessions(db, userId);
  return createSession(db, userId, now, meta);
}

/** Which of these sessions still exist (the live sockets check theirs after missed events). */
export function liveSessionIds(db: DB, ids: readonly string[]): Promise<Set<string>> {
  return existingSessionIds(db, ids);
}
