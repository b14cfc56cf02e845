import { type ExpressionBuilder, sql } from 'kysely';
import type { UpdateSettingsInput } from '../../../shared/schemas/users';
import type { DB } from '../../platform/db/client';
import type { Database, NewUser, UserRow, UserUpdate } from '../../platform/db/schema';

export function findUserById(db: DB, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user whose username or e-mail is `value`, ignoring case (both are unique ignoring case). */
function findUserIgnoringCase(
  db: DB,
  column: 'username' | 'email',
  value: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(${sql.ref(column)})`, '=', value.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export const findUserByUsername = (db: DB, username: string) =>
  findUserIgnoringCase(db, 'username', username);

export const findUserByEmail = (db: DB, email: string) => findUserIgnoringCase(db, 'email', email);

export async function usernameExists(db: DB, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's row, locked until the transaction ends (removing a way in, deleting the account). */
export function lockUserRow(db: DB, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * Erases the account's personal data (issue 43): the row stays, as an anonymous "Deleted player" that keeps its
 * picks' place in graded games and boards. No name, e-mail, avatar, password, age range, gender or consent is
 * left, and nothing can sign in to it.
 */
export async function eraseUserRow(db: DB, id: number, name: string, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({
      username: name,
      email: null,
      password_hash: null,
      first_name: '',
      last_name: '',
      avatar_key: 'geometric-1',
      age_band: null,
      gender: null,
      is_admin: false,
      subscription_tier: 'free',
      email_notifications: false,
      push_notifications: false,
      last_login_at: null,
      password_changed_at: null,
      terms_version: null,
      terms_accepted_at: null,
      privacy_version: null,
      privacy_accepted_at: null,
      deleted_at: at,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

export async function insertUser(db: DB, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function setLastLogin(db: DB, id: number, at: Date): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute();
}

export async function setAdminAccount(
  db: DB,
  id: number,
  values: { passwordHash: string; email: string | null; at: Date },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      is_admin: true,
      password_hash: values.passwordHash,
      email: values.email,
      password_changed_at: values.at,
      updated_at: values.at,
    })
    .where('id', '=', id)
    .execute();
}

/** The settings form as stored: the e-mail is read-only there (only checked, never written). */
export type SettingsValues = Omit<UpdateSettingsInput, 'email'>;

/** Changes a user's row; returns it as it is now. */
function updateUser(db: DB, id: number, set: UserUpdate): Promise<UserRow> {
  return db.updateTable('users').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function updateUserSettings(db: DB, id: number, values: SettingsValues, at: Date): Promise<UserRow> {
  return updateUser(db, id, {
    username: values.username,
    first_name: values.firstName,
    last_name: values.lastName,
    timezone: values.timezone,
    // The form shows the zone: saving it is choosing it, changed or not.
    timezone_chosen: true,
    email_notifications: values.emailNotifications,
    push_notifications: values.pushNotifications,
    ...(values.language ? { locale: values.language } : {}),
    updated_at: at,
  });
}

export function setUserAvatar(db: DB, id: number, avatarKey: string, at: Date): Promise<UserRow> {
  return updateUser(db, id, { avatar_key: avatarKey, updated_at: at });
}

export function setUserPassword(db: DB, id: number, passwordHash: string, at: Date): Promise<UserRow> {
  return updateUser(db, id, { password_hash: passwordHash, password_changed_at: at, updated_at: at });
}

// The admin's users tab.

const USER_COLUMNS = [
  'users.id',
  'users.username',
  'users.email',
  'users.first_name',
  'users.last_name',
  'users.avatar_key',
  'users.subscription_tier',
  'standings.total_picks',
  'standings.total_wins',
  'standings.longest_streak',
  'users.last_login_at',
  'users.created_at',
] as const;

/** Username, e-mail, first, last or "first last" name contains the pattern, ignoring case. */
export function userMatches(eb: ExpressionBuilder<Database, 'users'>, pattern: string) {
  return eb.or([
    eb('users.username', 'ilike', pattern),
    eb('users.email', 'ilike', pattern),
    eb('users.first_name', 'ilike', pattern),
    eb('users.last_name', 'ilike', pattern),
    eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
  ]);
}

/** One page of users, newest first, and how many match in all. */
/** The users tab's orders, each ending on the id so pages never overlap or skip a row. */
const USER_ORDERS = {
  newest: sql`users.created_at desc, users.id desc`,
  oldest: sql`users.created_at asc, users.id asc`,
  username: sql`lower(users.username) asc, users.id asc`,
  wins: sql`standings.total_wins desc, users.id desc`,
  picks: sql`standings.total_picks desc, users.id desc`,
  lastLogin: sql`users.last_login_at desc nulls last, users.id desc`,
} as const;
export type UserOrder = keyof typeof USER_ORDERS;

export async function searchUsers(
  db: DB,
  pattern: string | null,
  offset: number,
  limit: number,
  order: UserOrder = 'newest',
) {
  let query = db.selectFrom('users');
  if (pattern) query = query.where((eb) => userMatches(eb, pattern));
  const rows = await query
    .innerJoin('standings', 'standings.user_id', 'users.id')
    .select(USER_COLUMNS)
    .orderBy(USER_ORDERS[order])
    .offset(offset)
    .limit(limit)
    .execute();
  const count = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export async function setSubscriptionTier(db: DB, id: number, tier: 'free' | 'premium', at: Date) {
  return db
    .updateTable('users')
    .set({ subscription_tier: tier, updated_at: at })
    .where('id', '=', id)
    .returning(['id', 'subscription_tier'])
    .executeTakeFirst();
}

/** Turns one or both notification toggles to the given values. */
export async function setNotificationToggles(
  db: DB,
  id: number,
  toggles: { push?: boolean; email?: boolean },
  at: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(toggles.push === undefined ? {} : { push_notifications: toggles.push }),
      ...(toggles.email === undefined ? {} : { email_notifications: toggles.email }),
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}
