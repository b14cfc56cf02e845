import type { DB } from '../../platform/db/client';

export interface NewResetToken {
  userId: number;
  tokenHash: Uint8Array;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertResetToken(db: DB, t: NewResetToken): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({ user_id: t.userId, token_hash: t.tokenHash, created_at: t.createdAt, expires_at: t.expiresAt })
    .execute();
}

function selectResetToken(db: DB, tokenHash: Uint8Array) {
  return db
    .selectFrom('password_reset_tokens')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash);
}

export function findResetToken(db: DB, tokenHash: Uint8Array) {
  return selectResetToken(db, tokenHash).executeTakeFirst();
}

/** The token row, locked until the transaction ends, so two resets with one link cannot both win. */
export function lockResetToken(db: DB, tokenHash: Uint8Array) {
  return selectResetToken(db, tokenHash).forUpdate().executeTakeFirst();
}

/** Spends every outstanding link of the user (the one used, older ones, all after a password change). */
export async function markUserResetTokensUsed(db: DB, userId: number, at: Date): Promise<number> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Every reset link of the user, used or not (the account is being erased). */
export async function deleteUserResetTokens(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}
