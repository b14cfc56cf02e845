import type { DB } from '../db/client';

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

/** Sessions and their users by id, in one statement (the lookups of concurrent calls, ADR 0035). */
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
    .where('sessions.id', 'in', ids)
    .execute();
}

export async function updateSessionExpiry(db: DB, id: string, expiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: DB, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteUserSessions(db: DB, userId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: DB, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
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
