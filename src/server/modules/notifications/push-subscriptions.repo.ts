import { sql } from 'kysely';
import type { DB } from '../../platform/db/client';
import { countRows, deletedAny } from '../../platform/db/row-facts';

export interface StoredSubscription {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Holds the player's row until the transaction ends, so concurrent subscribes count one after another. */
export async function lockPlayer(trx: DB, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

export function countSubscriptions(db: DB, userId: number): Promise<number> {
  return countRows(db.selectFrom('push_subscriptions').where('user_id', '=', userId));
}

export const findSubscription = (db: DB, endpoint: string) =>
  db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst();

/** Saves a browser's subscription; the endpoint is one browser, so it moves to whoever subscribed last. */
export async function upsertSubscription(
  db: DB,
  row: { userId: number; endpoint: string; p256dh: string; auth: string; now: Date },
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({
      user_id: row.userId,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      created_at: row.now,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ user_id: row.userId, p256dh: row.p256dh, auth: row.auth }),
    )
    .execute();
}

/** Removes one player's subscription at an endpoint: true when there was one. */
export function deleteSubscription(db: DB, userId: number, endpoint: string): Promise<boolean> {
  return deletedAny(
    db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint),
  );
}

/** Removes a subscription the push service says is gone (404/410), unless it was renewed meanwhile. */
export async function deleteGoneSubscription(db: DB, sub: StoredSubscription): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('id', '=', sub.id)
    .where('p256dh', '=', sub.p256dh)
    .where('auth', '=', sub.auth)
    .execute();
}

export const subscriptionsOf = (db: DB, userId: number): Promise<StoredSubscription[]> =>
  db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

export const storedVapidKeys = (db: DB) =>
  db
    .selectFrom('push_vapid_keys')
    .select(['public_key', 'private_key'])
    .where('id', '=', 1)
    .executeTakeFirst();

/** Keeps the first pair any instance made; a later one loses the race and reads the winner's. */
export async function insertVapidKeys(
  db: DB,
  keys: { publicKey: string; privateKey: string },
): Promise<void> {
  await db
    .insertInto('push_vapid_keys')
    .values({ id: 1, public_key: keys.publicKey, private_key: keys.privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export const promptAnswered = async (db: DB, userId: number): Promise<boolean> =>
  (await db.selectFrom('push_prompts').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !==
  undefined;

export async function recordPromptAnswer(db: DB, userId: number, now: Date): Promise<void> {
  await db
    .insertInto('push_prompts')
    .values({ user_id: userId, answered_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/**
 * Of the given players, those a push would reach now: push turned on and at least one device subscribed. One
 * join against the ids as a single array parameter, so the work follows the players asked about (a grading's)
 * and not how many players have push on, and 100,000 ids stay one bound value.
 */
export async function pushReachableAmong(db: DB, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  if (!userIds.every(Number.isSafeInteger)) throw new Error('ids must be whole numbers');
  const ids = [...new Set(userIds)];
  const rows = await db
    .selectFrom('users as u')
    .where('u.id', '=', sql<number>`any(${`{${ids.join(',')}}`}::int[])`)
    .where('u.push_notifications', '=', true)
    .where((eb) =>
      eb.exists(eb.selectFrom('push_subscriptions as s').select('s.id').whereRef('s.user_id', '=', 'u.id')),
    )
    .select('u.id')
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * A game's picks whose player a push would reach now (push on, a device subscribed), in one statement: the planner
 * starts from whichever side is smaller, the game's picks or the players with push on.
 */
export function pushReachablePicksOfGame(db: DB, gameId: number) {
  return db
    .selectFrom('picks as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where('p.game_id', '=', gameId)
    .where('u.push_notifications', '=', true)
    .where((eb) =>
      eb.exists(eb.selectFrom('push_subscriptions as s').select('s.id').whereRef('s.user_id', '=', 'u.id')),
    )
    .select(['p.id', 'p.user_id', 'p.selected_team_id'])
    .orderBy('p.id')
    .execute();
}
