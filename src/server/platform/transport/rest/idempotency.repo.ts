import type { DB } from '../../db/client';
import { deletedAny } from '../../db/row-facts';
import type { KeyRecord } from './idempotency.rules';
import type { RestAnswer } from './route';

/** One user's key, the table's primary key. */
export interface KeyId {
  userId: number;
  key: string;
}

export interface NewClaim extends KeyId {
  method: string;
  path: string;
  fingerprint: string;
  createdAt: Date;
}

const byId = (db: DB, { userId, key }: KeyId) =>
  db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key);

/** Inserts an in-progress claim; false when the key is already stored (by this call's twin, say). */
export async function insertClaim(db: DB, claim: NewClaim): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: claim.userId,
      key: claim.key,
      method: claim.method,
      path: claim.path,
      fingerprint: claim.fingerprint,
      created_at: claim.createdAt,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findKey(db: DB, { userId, key }: KeyId): Promise<KeyRecord | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['state', 'fingerprint', 'created_at', 'response_status', 'response_body'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return (
    row && {
      state: row.state,
      fingerprint: row.fingerprint,
      createdAt: row.created_at,
      responseStatus: row.response_status,
      responseBody: row.response_body,
    }
  );
}

/** Keeps the answer of an in-progress claim and marks it done. */
export async function storeAnswer(db: DB, { userId, key }: KeyId, answer: RestAnswer): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', response_status: answer.status, response_body: answer.body })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('state', '=', 'in_progress')
    .execute();
}

/** Drops an in-progress claim, so a retry runs the call again. */
export async function deleteClaim(db: DB, id: KeyId): Promise<void> {
  await byId(db, id).where('state', '=', 'in_progress').execute();
}

/** Drops the stored key only if it is still the row that was read (another call may have replaced it). */
export function deleteKeyIfUnchanged(db: DB, id: KeyId, record: KeyRecord): Promise<boolean> {
  return deletedAny(
    byId(db, id)
      .where('created_at', '=', record.createdAt)
      .where('fingerprint', '=', record.fingerprint)
      .where('state', '=', record.state),
  );
}

/** Deletes every key created before `before`; answers how many went. */
export async function deleteKeysCreatedBefore(db: DB, before: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every kept answer of a user (an erased account: the answers may hold their data). */
export async function deleteUserKeys(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).execute();
}
