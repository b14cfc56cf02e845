import { SIGN_IN_MESSAGES, type SignInMethods } from '../../../shared/schemas/sign-in';
import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { conflict, notFound } from '../../platform/errors';
import { deleteIdentity, listIdentities } from './identities.repo';
import { deletePasskey, listPasskeys } from './passkeys.repo';
import { configuredProviders, providerName } from './sign-in-providers';
import { lockUserRow } from './users.repo';

/** The ways into an account: its password, linked providers and passkeys, and the providers it may add. */
export async function signInMethods(deps: AppDeps, user: UserRow): Promise<SignInMethods> {
  const [identities, passkeys] = await Promise.all([
    listIdentities(deps.db, user.id),
    listPasskeys(deps.db, user.id),
  ]);
  const linked = new Set(identities.map((i) => i.provider));
  return {
    hasPassword: user.password_hash !== null,
    identities: identities.map((i) => ({
      id: i.id,
      provider: i.provider,
      providerName: providerName(deps.config.signIn, i.provider),
      email: i.email,
      createdAt: i.created_at.toISOString(),
      lastUsedAt: i.last_used_at?.toISOString() ?? null,
    })),
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      backedUp: p.backed_up,
      createdAt: p.created_at.toISOString(),
      lastUsedAt: p.last_used_at?.toISOString() ?? null,
    })),
    available: configuredProviders(deps.config.signIn).filter((p) => !linked.has(p.id)),
  };
}

/** How many ways in the account has, read under its row lock so two removals cannot both take the last one. */
async function waysIn(trx: DB, userId: number): Promise<number> {
  const user = await lockUserRow(trx, userId);
  const [identities, passkeys] = await Promise.all([listIdentities(trx, userId), listPasskeys(trx, userId)]);
  return (user?.password_hash ? 1 : 0) + identities.length + passkeys.length;
}

/**
 * Removes one of the account's ways in, never the last: with one way left, `isMine` tells a way that is not the
 * account's (404) from the last one (409); `remove` says whether it found the way to delete.
 */
async function removeWayIn(
  deps: AppDeps,
  user: UserRow,
  way: { isMine: (trx: DB) => Promise<boolean>; remove: (trx: DB) => Promise<boolean>; notFound: string },
): Promise<SignInMethods> {
  await inTransaction(deps.db, async (trx) => {
    if ((await waysIn(trx, user.id)) <= 1) {
      if (!(await way.isMine(trx))) throw notFound(way.notFound);
      throw conflict(SIGN_IN_MESSAGES.lastWayIn);
    }
    if (!(await way.remove(trx))) throw notFound(way.notFound);
  });
  return signInMethods(deps, user);
}

/** Unlinks a provider's account, never the last way in. */
export function unlinkIdentity(deps: AppDeps, user: UserRow, identityId: number): Promise<SignInMethods> {
  return removeWayIn(deps, user, {
    isMine: async (trx) => (await listIdentities(trx, user.id)).some((i) => i.id === identityId),
    remove: (trx) => deleteIdentity(trx, user.id, identityId),
    notFound: SIGN_IN_MESSAGES.identityNotFound,
  });
}

/** Removes a passkey, never the last way in. */
export function removePasskey(deps: AppDeps, user: UserRow, passkeyId: string): Promise<SignInMethods> {
  return removeWayIn(deps, user, {
    isMine: async (trx) => (await listPasskeys(trx, user.id)).some((p) => p.id === passkeyId),
    remove: (trx) => deletePasskey(trx, user.id, passkeyId),
    notFound: SIGN_IN_MESSAGES.passkeyNotFound,
  });
}
