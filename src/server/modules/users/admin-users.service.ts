import type { AdminUser } from '../../../shared/schemas/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import type { AppDeps } from '../../deps';
import { recordAdminAction } from '../../platform/audit/audit.service';
import { containsPattern } from '../../platform/db/like';
import type { UserRow } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { badRequest, notFound } from '../../platform/errors';
import { assertUncommonPassword } from './common-passwords';
import { hashPassword } from './password';
import { requestPasswordReset, spendResetLinks } from './password-reset.service';
import {
  type ClientMeta,
  type IssuedSession,
  invalidateUserSessions,
  replaceUserSessions,
} from './session.service';
import {
  findUserById,
  searchUsers,
  setSubscriptionTier,
  setUserPassword,
  type UserOrder,
} from './users.repo';

type ListedUser = Awaited<ReturnType<typeof searchUsers>>['rows'][number];

const toAdminUser = (r: ListedUser): AdminUser => ({
  id: r.id,
  username: r.username,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  avatarKey: r.avatar_key,
  subscriptionTier: r.subscription_tier,
  totalPicks: r.total_picks,
  totalWins: r.total_wins,
  longestStreak: r.longest_streak,
  lastLoginAt: r.last_login_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
});

/** The users tab: search by username, e-mail, first or last name, one page at a time. */
export async function listUsers(
  deps: AppDeps,
  input: { search?: string | undefined; page: number; pageSize: number; sort?: UserOrder | undefined },
) {
  const pattern = input.search ? containsPattern(input.search) : null;
  const { rows, total } = await searchUsers(
    deps.db,
    pattern,
    (input.page - 1) * input.pageSize,
    input.pageSize,
    input.sort,
  );
  return { users: rows.map(toAdminUser), total, page: input.page, pageSize: input.pageSize };
}

/** Premium on or off; the daily cap reads the tier at each pick, so it applies at once. */
export async function changeSubscription(
  deps: AppDeps,
  adminId: number,
  input: { userId: number; subscriptionTier: 'free' | 'premium' },
) {
  return inTransaction(deps.db, async (trx) => {
    const before = await findUserById(trx, input.userId);
    const row =
      before && (await setSubscriptionTier(trx, input.userId, input.subscriptionTier, deps.clock()));
    if (!before || !row) throw notFound(ADMIN_MESSAGES.userNotFound);
    await recordAdminAction(trx, {
      adminId,
      action: 'user.tier',
      target: { kind: 'user', id: row.id },
      before: { subscriptionTier: before.subscription_tier },
      after: { subscriptionTier: row.subscription_tier },
    });
    return { id: row.id, subscriptionTier: row.subscription_tier };
  });
}

async function userOrThrow(deps: AppDeps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
  return user;
}

/**
 * "Email Reset": the player's own reset request for the user's address, so the same token, mail and
 * limits apply (the per-address limit keeps an admin from flooding one inbox).
 */
export async function sendResetEmail(
  deps: AppDeps,
  adminId: number,
  userId: number,
  meta: ClientMeta & { origin?: string | null },
) {
  const user = await userOrThrow(deps, userId);
  if (!user.email) throw badRequest(ADMIN_MESSAGES.userHasNoEmail);
  await requestPasswordReset(deps, user.email, { ip: meta.ip, origin: meta.origin });
  // The reset's own step commits the link and the mail; this records who asked (never the link's token).
  await recordAdminAction(deps.db, {
    adminId,
    action: 'user.password.reset',
    target: { kind: 'user', id: user.id },
    after: { email: user.email },
  });
  return { userEmail: user.email };
}

/**
 * "Set Password": sets it, spends outstanding reset links and ends every session of the user. An admin
 * setting their own is a password change: their device gets a new session (`session`) to stay in.
 */
export async function setPasswordByAdmin(
  deps: AppDeps,
  admin: { userId: number; meta: ClientMeta },
  input: { userId: number; newPassword: string },
): Promise<{ userName: string; session: IssuedSession | null }> {
  const user = await userOrThrow(deps, input.userId);
  assertUncommonPassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock();
  const session = await inTransaction(deps.db, async (trx) => {
    await setUserPassword(trx, user.id, passwordHash, now);
    await spendResetLinks(trx, user.id, now);
    // Who set it and when; never the password.
    await recordAdminAction(trx, {
      adminId: admin.userId,
      action: 'user.password.set',
      target: { kind: 'user', id: user.id },
    });
    if (user.id === admin.userId) return replaceUserSessions(trx, user.id, now, admin.meta);
    await invalidateUserSessions(trx, user.id);
    return null;
  });
  await deps.events.publish([{ type: 'session.revoked', userId: user.id }]);
  return { userName: user.username, session };
}
