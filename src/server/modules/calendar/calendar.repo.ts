import type { DB } from '../../platform/db/client';

/** The feed whose token hashes to `tokenHash`, with its player. */
export const findFeedByTokenHash = (db: DB, tokenHash: string) =>
  db
    .selectFrom('calendar_feeds as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['f.user_id', 'f.sports', 'u.timezone', 'u.locale'])
    .where('f.token_hash', '=', tokenHash)
    .executeTakeFirst();

export const findFeedOf = (db: DB, userId: number) =>
  db
    .selectFrom('calendar_feeds')
    .select(['user_id', 'sports'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** Saves the player's feed with a new token (the old one, if any, stops working); the sports kept. */
export async function saveFeedToken(db: DB, userId: number, tokenHash: string): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token_hash: tokenHash })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: tokenHash }))
    .execute();
}

/** The leagues the feed lists (null: all); false when the player has no feed. */
export async function setFeedSports(db: DB, userId: number, sports: string[] | null): Promise<boolean> {
  const result = await db
    .updateTable('calendar_feeds')
    .set({ sports })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteFeed(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}
