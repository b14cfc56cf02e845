import type { DB } from '../../platform/db/client';
import { deletedAny } from '../../platform/db/row-facts';
import type { WebauthnChallengesTable } from '../../platform/db/schema';

export interface NewPasskey {
  id: string;
  userId: number;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  name: string;
  at: Date;
}

export async function insertPasskey(db: DB, p: NewPasskey): Promise<void> {
  await db
    .insertInto('passkeys')
    .values({
      id: p.id,
      user_id: p.userId,
      public_key: p.publicKey,
      counter: p.counter,
      transports: p.transports.join(','),
      device_type: p.deviceType,
      backed_up: p.backedUp,
      name: p.name,
      created_at: p.at,
    })
    .execute();
}

export function findPasskey(db: DB, id: string) {
  return db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listPasskeys(db: DB, userId: number) {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The counter and use after a sign-in; only forward, so a replayed older assertion cannot move it back. */
export async function recordPasskeyUse(db: DB, id: string, counter: number, at: Date): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({ counter, last_used_at: at })
    .where('id', '=', id)
    .where('counter', '<=', counter)
    .execute();
}

export function deletePasskey(db: DB, userId: number, id: string): Promise<boolean> {
  return deletedAny(db.deleteFrom('passkeys').where('user_id', '=', userId).where('id', '=', id));
}

export async function deleteUserPasskeys(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('passkeys').where('user_id', '=', userId).execute();
  await db.deleteFrom('webauthn_challenges').where('user_id', '=', userId).execute();
}

export async function insertChallenge(
  db: DB,
  c: {
    id: string;
    challenge: string;
    purpose: WebauthnChallengesTable['purpose'];
    userId: number | null;
    at: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('webauthn_challenges')
    .values({
      id: c.id,
      challenge: c.challenge,
      purpose: c.purpose,
      user_id: c.userId,
      created_at: c.at,
      expires_at: c.expiresAt,
    })
    .execute();
}

/** The challenge, spent: deleted as it is read, so an answer to it counts once. */
export function takeChallenge(db: DB, id: string, purpose: WebauthnChallengesTable['purpose']) {
  return db
    .deleteFrom('webauthn_challenges')
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .returningAll()
    .executeTakeFirst();
}
