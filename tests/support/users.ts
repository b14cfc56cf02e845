import type { DB } from '../../src/server/platform/db/client';
import type { UserRow, UserUpdate } from '../../src/server/platform/db/schema';
import type { SubscriptionTier } from '../../src/shared/constants';
import { register } from './accounts';
import type { TestApp } from './test-app';

/** Sets a user's row directly: what a test cannot or need not set through the API (a tier, a zone, the admin flag). */
export async function setUser(db: DB, userId: number, values: UserUpdate): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}

/** A user's row as stored. */
export function userRow(db: DB, userId: number): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/** One column of a user's row as stored. */
export async function userColumn<K extends keyof UserRow>(
  db: DB,
  userId: number,
  column: K,
): Promise<UserRow[K]> {
  return (await userRow(db, userId))[column];
}

/** A newly registered player of `tier` (premium: no daily cap), as the services take one: its row. */
export async function playerRow(t: TestApp, tier: SubscriptionTier = 'premium'): Promise<UserRow> {
  const { user } = await register(t.app);
  await setUser(t.deps.db, user.id, { subscription_tier: tier });
  return userRow(t.deps.db, user.id);
}

/** Whether an account of this username was stored. */
export async function accountExists(db: DB, username: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  return row !== undefined;
}
