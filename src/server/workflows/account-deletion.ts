import type { DeleteAccountInput } from '../../shared/schemas/account';
import { ACCOUNT_MESSAGES } from '../../shared/schemas/account';
import type { AppDeps } from '../deps';
import { forgetCalendarFeed } from '../modules/calendar/calendar.service';
import { leaveAllLeagues } from '../modules/leagues/account-removal.service';
import { forgetPlayerNotifications } from '../modules/notifications/account-removal.service';
import {
  assertConfirmation,
  assertReauthenticated,
  eraseAccountData,
  lockLiveAccount,
} from '../modules/users/account-erasure.service';
import { findUserById } from '../modules/users/accounts.service';
import type { PasskeyMeta } from '../modules/users/passkeys.service';
import { recordAdminAction } from '../platform/audit/audit.service';
import type { DB } from '../platform/db/client';
import type { UserRow } from '../platform/db/schema';
import { inTransaction } from '../platform/db/transaction';
import { badRequest, notFound } from '../platform/errors';
import { forgetRecipient } from '../platform/mail/outbox.service';
import { forgetUserKeys } from '../platform/transport/rest/idempotency.service';

// Deleting an account (issue 43, docs/rules.md "Deleting an account"): one transaction across the modules that
// hold the player's data. Its leagues pass to their longest-standing member (or go, when the player was alone);
// push devices, notification history, sign-ins, passkeys, sessions, reset links, kept REST answers, the calendar
// feed and the outbox's copies of its address are forgotten; the row stays as an anonymous "Deleted player" so
// that its picks keep their place in graded games and boards. After the commit its sockets close and boards are
// read again.

export interface Deletion {
  leaguesTransferred: number[];
  leaguesDeleted: number[];
}

async function erase(trx: DB, user: UserRow, at: Date): Promise<Deletion> {
  const leagues = await leaveAllLeagues(trx, user.id);
  await forgetPlayerNotifications(trx, user.id);
  await forgetUserKeys(trx, user.id);
  await forgetCalendarFeed(trx, user.id);
  if (user.email) await forgetRecipient(trx, user.email);
  await eraseAccountData(trx, user.id, at);
  return { leaguesTransferred: leagues.transferred, leaguesDeleted: leagues.deleted };
}

async function afterCommit(deps: AppDeps, userId: number): Promise<void> {
  await deps.events.publish([{ type: 'session.revoked', userId }, { type: 'standings.changed' }]);
}

/** The player deletes their own account: typed username and proof that it is them (password, passkey, recent sign-in). */
export async function deleteOwnAccount(
  deps: AppDeps,
  user: UserRow,
  sessionId: string,
  input: DeleteAccountInput,
  meta: PasskeyMeta,
): Promise<Deletion> {
  assertConfirmation(user, input.confirm);
  await assertReauthenticated(deps, user, sessionId, input, meta);
  const deletion = await inTransaction(deps.db, async (trx) =>
    erase(trx, await lockLiveAccount(trx, user.id), deps.clock()),
  );
  await afterCommit(deps, user.id);
  return deletion;
}

/** An admin deletes an account from the Users tab (typed username), on the audit trail in the same commit. */
export async function deleteAccountAsAdmin(
  deps: AppDeps,
  adminId: number,
  input: { userId: number; confirm: string },
): Promise<Deletion> {
  if (input.userId === adminId) throw badRequest(ACCOUNT_MESSAGES.notYourself);
  const found = await findUserById(deps.db, input.userId);
  if (!found || found.deleted_at) throw notFound('User not found');
  assertConfirmation(found, input.confirm);
  const deletion = await inTransaction(deps.db, async (trx) => {
    const user = await lockLiveAccount(trx, input.userId);
    const done = await erase(trx, user, deps.clock());
    // Who deleted which account and what happened to its leagues; never the erased data itself.
    await recordAdminAction(trx, {
      adminId,
      action: 'user.delete',
      target: { kind: 'user', id: user.id },
      after: done,
    });
    return done;
  });
  await afterCommit(deps, input.userId);
  return deletion;
}
