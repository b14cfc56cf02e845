import { sql } from 'kysely';
import type { DB } from '../../platform/db/client';
import { deleteExpired } from '../../platform/db/expired';

export interface NewSession {
  id: string;
  secretHash: Uint8Array;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ipAddress: string | null;
}

export async function insertSession(db: DB, s: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: s.id,
      secret_hash: s.secretHash,
      user_id: s.userId,
      created_at: s.createdAt,
      expires_at: s.expiresAt,
      user_agent: s.userAgent,
      ip_address: s.ipAddress,
    })
    .execute();
}

/** Session ids as one bound text[] parameter (ids are lower-case base32, checked; no quoting is needed). */
function sessionIdList(ids: readonly string[]) {
  if (!ids.every((id) => /^[a-z2-7]+$/.test(id))) throw new Error('session ids must be base32');
  return sql<string[]>`${`{${ids.join(',')}}`}::text[]`;
}

/**
 * Sessions and their users by id, in one statement (the lookups of concurrent calls, ADR 0035). The ids go as
 * one array parameter: the statement is built the same way for 1 or 100 of them, where an `in` list would make the
 * query builder compile a statement of its own size on the pick path, every call (ADR 0039 has the cost).
 */
export function findSessionsWithUsers(db: DB, ids: readonly string[]) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.secret_hash as session_secret_hash',
      'sessions.expires_at as session_expires_at',
    ])
    .where((eb) => eb('sessions.id', '=', eb.fn<string>('any', [sessionIdList(ids)])))
    .execute();
}

export async function updateSessionExpiry(db: DB, id: string, expiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteUserSessions(db: DB, userId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes up to `limit` sessions that expired by `now` (oldest first, by the expiry index). */
export function deleteExpiredSessions(db: DB, now: Date, limit: number): Promise<number> {
  return deleteExpired(db, 'sessions', now, limit);
}

/** Which of these sessions still exist (a resync checks the sockets' sessions after missed events). */
export async function existingSessionIds(db: DB, ids: readonly string[]): Promise<Set<string>> {
  const alive = new Set<string>();
  // In slices: a statement takes at most 65,535 parameters.
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', ids.slice(i, i + 5000))
      .execute();
    for (const row of rows) alive.add(row.id);
  }
  return alive;
}

/** When a session began (a sign-in this recent stands for re-authentication). */
export async function sessionCreatedAt(db: DB, id: string): Promise<Date | undefined> {
  const row = await db.selectFrom('sessions').select('created_at').where('id', '=', id).executeTakeFirst();
  return row?.created_at;
}
