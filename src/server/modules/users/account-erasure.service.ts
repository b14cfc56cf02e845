import { ACCOUNT_MESSAGES, DELETED_PLAYER, type DeleteAccountInput } from '../../../shared/schemas/account';
import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { accountKey, LOGIN_ACCOUNT, refuseOverBudget } from '../../platform/limits/rate-limit';
import { deleteUserFlows } from './auth-flows.repo';
import { deleteUserExports } from './data-exports.repo';
import { deleteUserIdentities, listIdentities } from './identities.repo';
import { deleteUserPasskeys, listPasskeys } from './passkeys.repo';
import { type PasskeyMeta, verifyPasskey } from './passkeys.service';
import { verifyPassword } from './password';
import { deleteUserResetTokens } from './password-reset.repo';
import { RECENT_SIGN_IN_MS } from './provider-account.rules';
import { deleteUserSessions, sessionCreatedAt } from './session.repo';
import { eraseUserRow, lockUserRow } from './users.repo';

/** The username typed as confirmation must be the account's, exactly (spaces around it aside). */
export function assertConfirmation(user: { username: string }, typed: string): void {
  if (typed.trim() !== user.username) throw badRequest(ACCOUNT_MESSAGES.confirmMismatch);
}

/**
 * Proof that the player at the keyboard owns the account, before it is deleted: its password (counted in the
 * account's budget of failed password checks), one of its passkeys, or a sign-in in the last 10 minutes (a
 * provider's account signs in again for that).
 */
export async function assertReauthenticated(
  deps: AppDeps,
  user: UserRow,
  sessionId: string,
  input: Pick<DeleteAccountInput, 'password' | 'passkey'>,
  meta: PasskeyMeta,
): Promise<void> {
  if (input.password !== undefined) {
    const key = accountKey(user.id);
    const attempt = deps.limiter.reserve(LOGIN_ACCOUNT, key, deps.config.rateLimits.loginFailuresPerAccount);
    refuseOverBudget(attempt);
    if (!(await verifyPassword(user.password_hash, input.password)))
      throw badRequest(ACCOUNT_MESSAGES.passwordWrong);
    deps.limiter.reset(LOGIN_ACCOUNT, key);
    return;
  }
  if (input.passkey) {
    await verifyPasskey(deps, input.passkey, meta, user.id);
    return;
  }
  const since = await sessionCreatedAt(deps.db, sessionId);
  if (since && deps.clock().getTime() - since.getTime() <= RECENT_SIGN_IN_MS) return;
  throw badRequest(ACCOUNT_MESSAGES.reauthRequired);
}

/** The account, locked for its erasure; 404 when it does not exist or was erased already. */
export async function lockLiveAccount(trx: DB, userId: number): Promise<UserRow> {
  const user = await lockUserRow(trx, userId);
  if (!user || user.deleted_at) throw notFound('User not found');
  return user;
}

/**
 * Erases the account's own data in the caller's transaction: sessions, reset links, linked sign-ins, passkeys,
 * sign-ins under way, downloads, and the row's personal fields (it stays as an anonymous "Deleted player").
 */
export async function eraseAccountData(trx: DB, userId: number, at: Date): Promise<void> {
  await deleteUserSessions(trx, userId);
  await deleteUserResetTokens(trx, userId);
  await deleteUserIdentities(trx, userId);
  await deleteUserPasskeys(trx, userId);
  await deleteUserFlows(trx, userId);
  await deleteUserExports(trx, userId);
  await eraseUserRow(trx, userId, DELETED_PLAYER, at);
}

/** The account as "Download my data" tells it: the row (never the password's hash), sign-ins, passkeys. */
export async function accountDataOf(db: DB, user: UserRow) {
  const [identities, passkeys] = await Promise.all([listIdentities(db, user.id), listPasskeys(db, user.id)]);
  return {
    account: {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      avatarKey: user.avatar_key,
      timezone: user.timezone,
      subscriptionTier: user.subscription_tier,
      isAdmin: user.is_admin,
      ageBand: user.age_band,
      gender: user.gender,
      emailNotifications: user.email_notifications,
      pushNotifications: user.push_notifications,
      hasPassword: user.password_hash !== null,
      passwordChangedAt: user.password_changed_at?.toISOString() ?? null,
      termsVersion: user.terms_version,
      termsAcceptedAt: user.terms_accepted_at?.toISOString() ?? null,
      privacyVersion: user.privacy_version,
      privacyAcceptedAt: user.privacy_accepted_at?.toISOString() ?? null,
      createdAt: user.created_at.toISOString(),
      lastLoginAt: user.last_login_at?.toISOString() ?? null,
    },
    signIns: identities.map((i) => ({
      provider: i.provider,
      email: i.email,
      emailVerified: i.email_verified,
      linkedAt: i.created_at.toISOString(),
      lastUsedAt: i.last_used_at?.toISOString() ?? null,
    })),
    passkeys: passkeys.map((p) => ({
      name: p.name,
      backedUp: p.backed_up,
      createdAt: p.created_at.toISOString(),
      lastUsedAt: p.last_used_at?.toISOString() ?? null,
    })),
  };
}
