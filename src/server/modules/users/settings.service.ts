import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import {
  type ChangePasswordInput,
  type UpdateAvatarInput,
  type UpdateSettingsInput,
  USER_MESSAGES,
} from '../../../shared/schemas/users';
import type { AppDeps } from '../../deps';
import { uniqueViolation } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import { badRequest, conflict } from '../../platform/errors';
import { accountKey, LOGIN_ACCOUNT, refuseOverBudget } from '../../platform/limits/rate-limit';
import { assertUncommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './password';
import { spendResetLinks } from './password-reset.service';
import { type ClientMeta, type IssuedSession, replaceUserSessions } from './session.service';
import { isEmailChange, usernameNeedsCheck } from './settings.rules';
import { setUserAvatar, setUserPassword, updateUserSettings, usernameExists } from './users.repo';

/** Saves the settings form. The e-mail is read-only; a new username must be free ignoring case. */
export async function updateSettings(
  deps: AppDeps,
  user: UserRow,
  input: UpdateSettingsInput,
): Promise<UserRow> {
  if (isEmailChange(user.email, input.email)) throw badRequest(USER_MESSAGES.emailLocked);
  if (usernameNeedsCheck(user.username, input.username) && (await usernameExists(deps.db, input.username))) {
    throw conflict(AUTH_MESSAGES.usernameTaken);
  }
  try {
    return await updateUserSettings(deps.db, user.id, input, deps.clock());
  } catch (error) {
    // Two players racing for one free name: the unique index decides.
    if (uniqueViolation(error)?.includes('username')) throw conflict(AUTH_MESSAGES.usernameTaken);
    throw error;
  }
}

export function updateAvatar(deps: AppDeps, user: UserRow, input: UpdateAvatarInput): Promise<UserRow> {
  return setUserAvatar(deps.db, user.id, input.avatarKey, deps.clock());
}

/**
 * Changes the password after checking the current one. Every session ends (a thief's included); the
 * device that made the change gets a new one, to stay signed in. Wrong current passwords are limited
 * like failed sign-ins.
 */
export async function changePassword(
  deps: AppDeps,
  user: UserRow,
  meta: ClientMeta,
  input: ChangePasswordInput,
): Promise<{ user: UserRow; session: IssuedSession }> {
  // The account's budget of failed password checks is one, shared with its sign-ins.
  const rule = deps.config.rateLimits.loginFailuresPerAccount;
  const key = accountKey(user.id);
  // The place is taken before the check and kept by a wrong password, so changes fired at once get no more
  // checks than the budget; a right one forgets the failures, as a sign-in does.
  const attempt = deps.limiter.reserve(LOGIN_ACCOUNT, key, rule);
  refuseOverBudget(attempt);
  if (!(await verifyPassword(user.password_hash, input.currentPassword)))
    throw badRequest(USER_MESSAGES.currentPasswordWrong);
  deps.limiter.reset(LOGIN_ACCOUNT, key);
  assertUncommonPassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock();
  const updated = await deps.db.transaction().execute(async (trx) => {
    const row = await setUserPassword(trx, user.id, passwordHash, now);
    const session = await replaceUserSessions(trx, user.id, now, meta);
    // A reset link mailed before the change must not undo it.
    await spendResetLinks(trx, user.id, now);
    return { user: row, session };
  });
  // Every open socket closes as its session did; this browser's reconnects with the new cookie.
  await deps.events.publish([{ type: 'session.revoked', userId: user.id }]);
  return updated;
}
