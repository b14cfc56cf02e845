import type { DB } from '../../platform/db/client';
import { deleteExpired } from '../../platform/db/expired';
import type { AuthFlowsTable } from '../../platform/db/schema';

export interface NewFlow {
  id: string;
  provider: string;
  purpose: AuthFlowsTable['purpose'];
  state: string;
  nonce: string;
  codeVerifier: string;
  userId: number | null;
  returnTo: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertFlow(db: DB, f: NewFlow): Promise<void> {
  await db
    .insertInto('auth_flows')
    .values({
      id: f.id,
      provider: f.provider,
      purpose: f.purpose,
      state: f.state,
      nonce: f.nonce,
      code_verifier: f.codeVerifier,
      user_id: f.userId,
      return_to: f.returnTo,
      created_at: f.createdAt,
      expires_at: f.expiresAt,
    })
    .execute();
}

export function findFlow(db: DB, id: string) {
  return db.selectFrom('auth_flows').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The flow, locked until the transaction ends: two answers of one flow cannot both finish it. */
export function lockFlow(db: DB, id: string) {
  return db.selectFrom('auth_flows').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findFlowByMailToken(db: DB, tokenHash: Uint8Array) {
  return db
    .selectFrom('auth_flows')
    .selectAll()
    .where('mail_token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/** What the provider said, once the code was exchanged: the flow waits for the player's one short screen. */
export async function setFlowAnswer(
  db: DB,
  id: string,
  answer: { stage: 'sign-up' | 'link'; subject: string; claims: unknown; existingUserId: number | null },
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable('auth_flows')
    .set({
      stage: answer.stage,
      subject: answer.subject,
      claims: JSON.stringify(answer.claims),
      existing_user_id: answer.existingUserId,
      expires_at: expiresAt,
    })
    .where('id', '=', id)
    .execute();
}

export async function setFlowMailToken(db: DB, id: string, tokenHash: Uint8Array, expiresAt: Date) {
  await db
    .updateTable('auth_flows')
    .set({ mail_token_hash: tokenHash, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteFlow(db: DB, id: string): Promise<void> {
  await db.deleteFrom('auth_flows').where('id', '=', id).execute();
}

export async function deleteUserFlows(db: DB, userId: number): Promise<void> {
  await db
    .deleteFrom('auth_flows')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('existing_user_id', '=', userId)]))
    .execute();
}

/** Deletes up to `limit` flows and passkey challenges that expired by `now`. */
export async function deleteExpiredCeremonies(db: DB, now: Date, limit: number): Promise<number> {
  const flows = await deleteExpired(db, 'auth_flows', now, limit);
  return flows + (await deleteExpired(db, 'webauthn_challenges', now, limit));
}
