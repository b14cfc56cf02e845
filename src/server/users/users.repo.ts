import { sql } from 'kysely';
import type { DB } from '../db/client';
import type { NewUser, UserRow } from '../db/schema';

export function findUserById(db: DB, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByUsername(db: DB, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findUserByEmail(db: DB, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function usernameExists(db: DB, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
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

export interface SettingsValues {
  username: string;
  firstName: string;
  lastName: string;
  timezone: string;
  emailNotifications: boolean;
  pushNotifications: boolean;
}

export function updateUserSettings(db: DB, id: number, values: SettingsValues, at: Date): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({
      username: values.username,
      first_name: values.firstName,
      last_name: values.lastName,
      timezone: values.timezone,
      email_notifications: values.emailNotifications,
      push_notifications: values.pushNotifications,
      updated_at: at,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function setUserAvatar(db: DB, id: number, avatarKey: string, at: Date): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ avatar_key: avatarKey, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function setUserPassword(db: DB, id: number, passwordHash: string, at: Date): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: at, updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
