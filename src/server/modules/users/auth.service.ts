import {
  AUTH_MESSAGES,
  type CheckUsernameResult,
  type LoginInput,
  type RegisterInput,
  usernameSchema,
} from '../../../shared/schemas/auth';
import type { AppDeps } from '../../deps';
import { uniqueViolation } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import { conflict, unauthorized } from '../../platform/errors';
import { accountKey, LOGIN_ACCOUNT, refuseOverBudget, typedNameKey } from '../../platform/limits/rate-limit';
import {
  findUserByEmail,
  findUserByUsername,
  insertUser,
  setLastLogin,
  usernameExists,
} from './accounts.service';
import { assertUncommonPassword } from './common-passwords';
import { newAccountRow } from './new-account';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

const LOGIN_NAME = 'login-name';

import { spendAttempt } from './attempt-limit';
import {
  type ClientMeta,
  createSession,
  type IssuedSession,
  invalidateUserSessions,
} from './session.service';

export interface SignedIn {
  user: UserRow;
  session: IssuedSession;
}

/** Creates the account and signs it in. Usernames and e-mails are unique ignoring case. */
export async function register(deps: AppDeps, input: RegisterInput, meta: ClientMeta): Promise<SignedIn> {
  spendAttempt(deps, 'register', meta.ip, deps.config.rateLimits.registerPerIp);
  assertUncommonPassword(input.password);
  if (await findUserByUsername(deps.db, input.username)) throw conflict(AUTH_MESSAGES.usernameTaken);
  if (await findUserByEmail(deps.db, input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      // A zone sent with the sign-up was proposed from the device or chosen on the form: it counts as chosen.
      const user = await insertUser(
        trx,
        newAccountRow(input, { email: input.email, passwordHash, timezoneChosen: true }, now),
      );
      return { user, session: await createSession(trx, user.id, now, meta) };
    });
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, the loser gets the same words.
    const constraint = uniqueViolation(error);
    if (constraint?.includes('username')) throw conflict(AUTH_MESSAGES.usernameTaken);
    if (constraint?.includes('email')) throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
}

/**
 * Signs in by username or e-mail; every success starts a brand-new session. Failed password checks are
 * limited per account, whatever name it is typed as, and per typed name. An account whose budget is spent
 * gets no password check under any name: it answers as a wrong password does (after the same work), so
 * that no answer tells that two names are one account; the typed name's own limit then answers 429, as it
 * does for a name that is no account.
 */
export async function login(deps: AppDeps, input: LoginInput, meta: ClientMeta): Promise<SignedIn> {
  const { loginPerIp, loginFailuresPerAccount: rule } = deps.config.rateLimits;
  spendAttempt(deps, 'login-ip', meta.ip, loginPerIp);
  // Each attempt takes its place in the budgets before the lookup and the password check, and only a success
  // gives them back (by the resets below): attempts fired at once cannot all pass before any of them failed.
  const typed = typedNameKey(input.username);
  const byName = deps.limiter.reserve(LOGIN_NAME, typed, rule);
  refuseOverBudget(byName);

  const user = input.username.includes('@')
    ? await findUserByEmail(deps.db, input.username)
    : await findUserByUsername(deps.db, input.username);
  // A spent account takes no place: its refusal is the dummy check below, the typed name's place counted.
  const checkable = user !== undefined && deps.limiter.reserve(LOGIN_ACCOUNT, accountKey(user.id), rule).ok;
  const valid = checkable
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw unauthorized(AUTH_MESSAGES.invalidLogin);
  deps.limiter.reset(LOGIN_NAME, typed);
  deps.limiter.reset(LOGIN_ACCOUNT, accountKey(user.id));
  const now = deps.clock();
  const session = await deps.db.transaction().execute(async (trx) => {
    await setLastLogin(trx, user.id, now);
    return createSession(trx, user.id, now, meta);
  });
  return { user: { ...user, last_login_at: now }, session };
}

/**
 * Signs the account out everywhere: every session of the caller's user ends, and every socket opened
 * with one of them closes (docs/rules.md, "Accounts and sessions").
 */
export async function logout(deps: AppDeps, session: { id: string; userId: number } | null): Promise<void> {
  if (!session) return;
  await invalidateUserSessions(deps.db, session.userId);
  await deps.events.publish([{ type: 'session.revoked', userId: session.userId }]);
}

/** What the sign-up form shows beside the username while the player types. */
export async function checkUsername(
  deps: AppDeps,
  username: string,
  ip: string,
): Promise<CheckUsernameResult> {
  spendAttempt(deps, 'check-username', ip, deps.config.rateLimits.usernameCheckPerIp);
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success) return { available: false, message: parsed.error.issues[0]!.message };
  if (await usernameExists(deps.db, parsed.data))
    return { available: false, message: AUTH_MESSAGES.usernameTaken };
  return { available: true, message: AUTH_MESSAGES.usernameAvailable };
}
