import { constantTimeEqual } from '@oslojs/crypto/subtle';
import type { DB } from '../../platform/db/client';
import { groupCommit } from '../../platform/db/group-commit';
import type { UserRow } from '../../platform/db/schema';
import {
  deleteUserSessions,
  existingSessionIds,
  findSessionsWithUsers,
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

type SessionWithUser = Awaited<ReturnType<typeof findSessionsWithUsers>>[number];

const lookups = new WeakMap<DB, (id: string) => Promise<SessionWithUser | undefined>>();

/**
 * A session and its user by id. The lookups of concurrent calls go in one statement (ADR 0035): a call that
 * arrives while 3 such statements run waits for the next, which reads every session asked for meanwhile. Each
 * statement starts after its calls arrived, so it sees every sign-out, password change and change of the user
 * that committed before: nothing is kept between calls.
 */
function findSession(db: DB, id: string): Promise<SessionWithUser | undefined> {
  if (db.isTransaction) return findSessionsWithUsers(db, [id]).then((rows) => rows[0]);
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = groupCommit<string, SessionWithUser | undefined>(
      async (ids) => {
        const rows = await findSessionsWithUsers(db, [...new Set(ids)]);
        const byId = new Map(rows.map((r) => [r.session_id, r]));
        return ids.map((i) => ({ ok: true, value: byId.get(i) }));
      },
      { name: 'session-lookups', maxBatch: 100, maxInFlight: 3 },
    );
    lookups.set(db, lookup);
  }
  return lookup(id);
}

/** The session and user a token stands for, renewing it when it is in its last 15 days. */
export async function validateSessionToken(db: DB, token: string, now: Date): Promise<ValidSession | null> {
  const parsed = parseSessionToken(token);
  if (!parsed) return null;
  const row = await findSession(db, parsed.id);
  if (!row) return null;
  if (!constantTimeEqual(hashToken(parsed.secret), new Uint8Array(row.session_secret_hash))) return null;
  const { session_id, session_secret_hash: _secretHash, session_expires_at, ...user } = row;
  const state = sessionState(session_expires_at, now);
  // An expired session is left for forgetExpiredSessionsJob: a read signs it out and writes nothing.
  if (state === 'expired') return null;
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
