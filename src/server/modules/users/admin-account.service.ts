import { emailSchema, passwordSchema, usernameSchema } from '../../../shared/schemas/auth';
import type { DB } from '../../platform/db/client';
import { hashPassword, verifyPassword } from './password';
import { invalidateUserSessions } from './session.service';
import { findUserByUsername, insertUser, setAdminAccount } from './users.repo';

export interface AdminAccountInput {
  username: string;
  password: string;
  email?: string | undefined;
}

export type AdminAccountOutcome = 'created' | 'promoted' | 'unchanged';

function firstProblem(
  result: { success: boolean; error?: { issues: { message: string }[] } },
  field: string,
) {
  if (!result.success) throw new Error(`${field}: ${result.error?.issues[0]?.message ?? 'invalid'}`);
}

/**
 * Makes sure an admin account with these credentials exists: creates it, or makes an existing user an
 * admin with this password. A changed password ends that account's sessions.
 */
export async function ensureAdminAccount(
  db: DB,
  input: AdminAccountInput,
  now: Date,
): Promise<AdminAccountOutcome> {
  firstProblem(usernameSchema.safeParse(input.username), 'username');
  firstProblem(passwordSchema.safeParse(input.password), 'password');
  if (input.email) firstProblem(emailSchema.safeParse(input.email), 'email');
  const email = input.email?.trim() || null;

  const existing = await findUserByUsername(db, input.username);
  if (!existing) {
    await insertUser(db, {
      username: input.username.trim(),
      email,
      password_hash: await hashPassword(input.password),
      first_name: 'Admin',
      is_admin: true,
      created_at: now,
      updated_at: now,
    });
    return 'created';
  }
  const samePassword = await verifyPassword(existing.password_hash, input.password);
  if (existing.is_admin && samePassword && (email === null || email === existing.email)) return 'unchanged';
  await db.transaction().execute(async (trx) => {
    await setAdminAccount(trx, existing.id, {
      passwordHash:
        samePassword && existing.password_hash ? existing.password_hash : await hashPassword(input.password),
      email: email ?? existing.email,
      at: now,
    });
    if (!samePassword) await invalidateUserSessions(trx, existing.id);
  });
  return 'promoted';
}
