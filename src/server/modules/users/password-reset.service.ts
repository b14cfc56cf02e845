import { setTimeout as sleep } from 'node:timers/promises';
import { type PasswordResetInput, USER_MESSAGES } from '../../../shared/schemas/users';
import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { accountKey, typedNameKey } from '../../platform/limits/rate-limit';
import { queueMail } from '../../platform/mail/outbox.service';
import { findUserByEmail, setUserPassword } from './accounts.service';
import { spendAttempt } from './attempt-limit';
import { assertUncommonPassword } from './common-passwords';
import { hashPassword } from './password';
import {
  findResetToken,
  insertResetToken,
  lockResetToken,
  markUserResetTokensUsed,
} from './password-reset.repo';
import {
  answerDelayMs,
  RESET_TOKEN_BYTES,
  resetLink,
  resetLinkOrigin,
  resetTokenExpiry,
  resetTokenState,
} from './password-reset.rules';
import { passwordResetMail } from './password-reset-mail';
import { invalidateUserSessions } from './session.service';
import { hashToken, randomToken } from './tokens';

/** The server's loopback address at the default port, when the config names none. */
const LOCAL_ORIGIN = 'http://localhost:3000';

export interface ResetRequestMeta {
  ip: string;
  /** The address the request came to: the link's origin when APP_ORIGIN is unset and it is a loopback one. */
  origin?: string | null | undefined;
}

const invalidLink = () => badRequest(USER_MESSAGES.resetLinkInvalid);

/**
 * Sends a reset link if the address belongs to an account, and answers the same words after the same
 * time either way, so the answer never tells who has an account. The token and its e-mail commit together.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  meta: ResetRequestMeta,
): Promise<{ message: string }> {
  const { resetRequestPerIp, resetRequestPerAccount } = deps.config.rateLimits;
  spendAttempt(deps, 'reset-ip', meta.ip, resetRequestPerIp);
  // Real time, not deps.clock: what must not differ is how long the caller waits.
  const started = performance.now();
  const user = await findUserByEmail(deps.db, email);
  // Counted per account however its address is spelled, and per address for unknown ones: every spelling
  // that finds one account shares a budget, as every spelling of one unknown address does, so the limit
  // tells nothing about who has an account.
  spendAttempt(
    deps,
    'reset-account',
    user ? accountKey(user.id) : typedNameKey(email),
    resetRequestPerAccount,
  );
  if (user?.email) {
    const token = randomToken(RESET_TOKEN_BYTES);
    const now = deps.clock();
    const origin = resetLinkOrigin(
      deps.config.appOrigin,
      meta.origin,
      deps.config.localOrigin ?? LOCAL_ORIGIN,
    );
    const link = resetLink(origin, token);
    const mail = passwordResetMail(user.email, user.username, link, user.locale);
    await deps.db.transaction().execute(async (trx) => {
      await insertResetToken(trx, {
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: resetTokenExpiry(now),
      });
      await queueMail(trx, { ...mail, createdAt: now });
    });
    deps.mailer.deliverSoon();
  }
  await sleep(answerDelayMs(started, performance.now()));
  return { message: USER_MESSAGES.resetRequested };
}

/** Whether the link still works: unknown, used and expired links get the same 400. */
export async function verifyResetToken(deps: AppDeps, token: string): Promise<{ valid: true }> {
  const row = await findResetToken(deps.db, hashToken(token));
  if (resetTokenState(row, deps.clock()) !== 'valid') throw invalidLink();
  return { valid: true };
}

/** Sets the new password, spends every outstanding link of the account and ends all its sessions. */
export async function resetPassword(deps: AppDeps, input: PasswordResetInput): Promise<{ message: string }> {
  const tokenHash = hashToken(input.token);
  // Checked before hashing, so a bad link costs no argon2 time.
  if (resetTokenState(await findResetToken(deps.db, tokenHash), deps.clock()) !== 'valid')
    throw invalidLink();
  assertUncommonPassword(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock();
  const userId = await deps.db.transaction().execute(async (trx) => {
    const row = await lockResetToken(trx, tokenHash);
    // Re-checked under the lock: of two resets racing with one link, the second finds it used.
    if (!row || resetTokenState(row, now) !== 'valid') throw invalidLink();
    await setUserPassword(trx, row.user_id, passwordHash, now);
    await markUserResetTokensUsed(trx, row.user_id, now);
    await invalidateUserSessions(trx, row.user_id);
    return row.user_id;
  });
  await deps.events.publish([{ type: 'session.revoked', userId }]);
  return { message: USER_MESSAGES.resetDone };
}

/** Spends every outstanding reset link of a user whose password just changed some other way. */
export async function spendResetLinks(db: DB, userId: number, at: Date): Promise<void> {
  await markUserResetTokensUsed(db, userId, at);
}
