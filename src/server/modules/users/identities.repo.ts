import type { DB } from '../../platform/db/client';
import { deletedAny } from '../../platform/db/row-facts';

export interface NewIdentity {
  userId: number;
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  at: Date;
}

export function findIdentity(db: DB, provider: string, subject: string) {
  return db
    .selectFrom('user_identities')
    .selectAll()
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export async function insertIdentity(db: DB, i: NewIdentity): Promise<void> {
  await db
    .insertInto('user_identities')
    .values({
      user_id: i.userId,
      provider: i.provider,
      subject: i.subject,
      email: i.email,
      email_verified: i.emailVerified,
      created_at: i.at,
      last_used_at: i.at,
    })
    .execute();
}

export async function touchIdentity(db: DB, id: number, at: Date): Promise<void> {
  await db.updateTable('user_identities').set({ last_used_at: at }).where('id', '=', id).execute();
}

export function listIdentities(db: DB, userId: number) {
  return db
    .selectFrom('user_identities')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function deleteIdentity(db: DB, userId: number, id: number): Promise<boolean> {
  return deletedAny(db.deleteFrom('user_identities').where('user_id', '=', userId).where('id', '=', id));
}

export async function deleteUserIdentities(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('user_identities').where('user_id', '=', userId).execute();
}
