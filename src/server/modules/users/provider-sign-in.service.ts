import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import {
  type CompleteSignUpInput,
  SIGN_IN_MESSAGES,
  type SignInProvider,
} from '../../../shared/schemas/sign-in';
import type { AppDeps } from '../../deps';
import { uniqueViolation } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { badRequest, conflict } from '../../platform/errors';
import { type FlowSecrets, RelyingParty } from '../../platform/identity/relying-party';
import { accountKey, LOGIN_ACCOUNT, refuseOverBudget } from '../../platform/limits/rate-limit';
import { queueMail } from '../../platform/mail/outbox.service';
import { findUserByEmail, findUserById, insertUser, setLastLogin } from './accounts.service';
import { spendAttempt } from './attempt-limit';
import {
  deleteFlow,
  findFlow,
  findFlowByMailToken,
  insertFlow,
  lockFlow,
  setFlowAnswer,
  setFlowMailToken,
} from './auth-flows.repo';
import { findIdentity, insertIdentity, touchIdentity } from './identities.repo';
import { newAccountRow } from './new-account';
import { listPasskeys } from './passkeys.repo';
import { type PasskeyMeta, verifyPasskey } from './passkeys.service';
import { verifyPassword } from './password';
import {
  type AppleUser,
  FLOW_TTL_MS,
  MAIL_LINK_TTL_MS,
  PENDING_TTL_MS,
  type ProviderAccount,
  providerAccount,
  safeReturnPath,
} from './provider-account.rules';
import { providerLinkMail } from './provider-link-mail';
import { type ClientMeta, createSession, type IssuedSession } from './session.service';
import { providerName, relyingParty } from './sign-in-providers';
import { hashToken, randomToken } from './tokens';

// Sign-in with Google, Apple, Discord or an operator's OpenID provider (docs/rules.md, "Sign-in with providers").
// The button starts a flow: its secrets (state, nonce, PKCE verifier) are stored under the SHA-256 of a random
// token that only this browser's cookie holds, so the provider's answer counts only in the browser that asked
// (sign-in CSRF). The answer signs in the account linked to that provider's account; else, when the provider
// vouches for the e-mail of an existing account, that account must prove itself before it is linked (its
// password, a passkey or a link mailed to it): never by e-mail alone; else the one short screen makes a new
// account.

export interface SignedIn {
  user: UserRow;
  session: IssuedSession;
  returnTo: string;
}

const flowId = (token: string) => encodeHexLowerCase(hashToken(token));

/** Where providers send the player back: APP_ORIGIN, else the server's own loopback address; never a Host header. */
export const redirectOrigin = (deps: AppDeps) =>
  new URL(deps.config.appOrigin ?? deps.config.localOrigin ?? 'http://localhost:3000').origin;

function partyOf(deps: AppDeps, provider: SignInProvider): RelyingParty {
  const party = relyingParty(deps.config.signIn, provider, redirectOrigin(deps), deps.clock);
  if (!party) throw badRequest(SIGN_IN_MESSAGES.providerOff);
  return party;
}

export interface StartedFlow {
  url: string;
  /** The cookie's value: the browser that holds it is the only one the provider's answer counts in. */
  token: string;
  expiresAt: Date;
}

/**
 * Starts a sign-in with a provider (`userId`: the signed-in player adding it to their account). Counted with
 * the address's sign-in attempts.
 */
export async function startProviderFlow(
  deps: AppDeps,
  input: { provider: SignInProvider; returnTo?: string | undefined },
  meta: ClientMeta,
  userId: number | null,
): Promise<StartedFlow> {
  const party = partyOf(deps, input.provider);
  spendAttempt(deps, 'login-ip', meta.ip, deps.config.rateLimits.loginPerIp);
  const secrets = RelyingParty.newSecrets();
  let url: string;
  try {
    url = await party.authorizationUrl(secrets);
  } catch {
    throw badRequest('The sign-in provider cannot be reached right now. Please try again later.');
  }
  const token = randomToken(20);
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + FLOW_TTL_MS);
  await insertFlow(deps.db, {
    id: flowId(token),
    provider: input.provider,
    purpose: userId === null ? 'sign-in' : 'link',
    ...secrets,
    userId,
    returnTo: input.returnTo ? safeReturnPath(input.returnTo) : null,
    createdAt: now,
    expiresAt,
  });
  return { url, token, expiresAt };
}

/** What the provider's answer led to; the callback route turns it into a redirect. */
export type CallbackOutcome =
  | { kind: 'signed-in'; user: UserRow; session: IssuedSession; returnTo: string }
  | { kind: 'pending' }
  | { kind: 'linked'; provider: SignInProvider }
  | {
      kind: 'failed';
      reason: 'expired' | 'cancelled' | 'provider' | 'taken';
      purpose: 'sign-in' | 'link';
      /** Why the provider's answer was refused, for the log (never the player's eyes). */
      error?: unknown;
    };

const secretsOf = (flow: { state: string; nonce: string; code_verifier: string }): FlowSecrets => ({
  state: flow.state,
  nonce: flow.nonce,
  codeVerifier: flow.code_verifier,
});

const sameText = (a: string, b: string) => {
  const [x, y] = [new TextEncoder().encode(a), new TextEncoder().encode(b)];
  return x.length === y.length && constantTimeEqual(x, y);
};

/**
 * The provider's answer (the callback's query, or Apple's form post): the flow of this browser's cookie, its
 * `state` matched, the code exchanged and the ID token verified; then signed in, linked, or waiting for the one
 * short screen.
 */
export async function finishProviderFlow(
  deps: AppDeps,
  provider: SignInProvider,
  flowToken: string | undefined,
  params: URLSearchParams,
  meta: ClientMeta,
  appleUser?: AppleUser,
): Promise<CallbackOutcome> {
  spendAttempt(deps, 'provider-callback', meta.ip, deps.config.rateLimits.loginPerIp);
  const now = deps.clock();
  const flow = flowToken ? await findFlow(deps.db, flowId(flowToken)) : undefined;
  const purpose = flow?.purpose ?? 'sign-in';
  const fail = (reason: 'expired' | 'cancelled' | 'provider' | 'taken') =>
    ({ kind: 'failed', reason, purpose }) as const;
  // No flow of this browser, another provider's, a stale one, or a `state` that is not this flow's: the answer
  // was not asked for here (another site's forged callback lands here) and counts for nothing.
  if (
    !flow ||
    flow.provider !== provider ||
    flow.stage !== 'started' ||
    flow.expires_at <= now ||
    !sameText(params.get('state') ?? '', flow.state)
  )
    return fail('expired');
  if (params.has('error')) {
    await deleteFlow(deps.db, flow.id);
    return fail('cancelled');
  }
  let account: ProviderAccount | null;
  try {
    const claims = await partyOf(deps, provider).exchange(params, secretsOf(flow));
    account = providerAccount(provider, claims, appleUser);
  } catch (error) {
    // The reason goes to the log (the route's); the player reads a plain refusal.
    await deleteFlow(deps.db, flow.id);
    return { ...fail('provider'), error };
  }
  if (!account) {
    await deleteFlow(deps.db, flow.id);
    return fail('provider');
  }
  const found = account;
  return inTransaction(deps.db, async (trx): Promise<CallbackOutcome> => {
    const locked = await lockFlow(trx, flow.id);
    if (!locked || locked.stage !== 'started') return fail('expired');
    const identity = await findIdentity(trx, provider, found.subject);
    if (locked.purpose === 'link' || identity) await deleteFlow(trx, flow.id);
    if (locked.purpose === 'link') {
      const owner = locked.user_id === null ? undefined : await findUserById(trx, locked.user_id);
      if (!owner || owner.deleted_at) return fail('expired');
      if (identity && identity.user_id !== owner.id) return fail('taken');
      if (!identity) await insertIdentity(trx, { userId: owner.id, provider, ...identityOf(found), at: now });
      return { kind: 'linked', provider };
    }
    if (identity) {
      const user = await findUserById(trx, identity.user_id);
      if (!user || user.deleted_at) return fail('expired');
      await touchIdentity(trx, identity.id, now);
      await setLastLogin(trx, user.id, now);
      const session = await createSession(trx, user.id, now, meta);
      return {
        kind: 'signed-in',
        user: { ...user, last_login_at: now },
        session,
        returnTo: safeReturnPath(locked.return_to),
      };
    }
    const existing = found.emailVerified && found.email ? await findUserByEmail(trx, found.email) : undefined;
    // The flow lives on, waiting for the player's answers (the one short screen, or the proof of the account).
    await setFlowAnswer(
      trx,
      flow.id,
      {
        stage: existing ? 'link' : 'sign-up',
        subject: found.subject,
        claims: found,
        existingUserId: existing?.id ?? null,
      },
      new Date(now.getTime() + PENDING_TTL_MS),
    );
    return { kind: 'pending' };
  });
}

const identityOf = (a: ProviderAccount) => ({
  subject: a.subject,
  email: a.email,
  emailVerified: a.emailVerified,
});

/** The flow of this browser's cookie waiting for its one short screen, or undefined. */
async function pendingFlow(deps: AppDeps, flowToken: string | undefined, stage?: 'sign-up' | 'link') {
  if (!flowToken) return undefined;
  const flow = await findFlow(deps.db, flowId(flowToken));
  if (!flow || flow.stage === 'started' || flow.expires_at <= deps.clock()) return undefined;
  if (stage && flow.stage !== stage) return undefined;
  return { ...flow, account: flow.claims as ProviderAccount };
}

const expired = () => badRequest(SIGN_IN_MESSAGES.noPendingSignIn);

/** What the one short screen shows: the provider's proposals, and what is missing; null when nothing waits. */
export async function pendingProviderSignIn(deps: AppDeps, flowToken: string | undefined) {
  const flow = await pendingFlow(deps, flowToken);
  if (!flow) return null;
  const { account } = flow;
  let canUsePassword = false;
  let canUsePasskey = false;
  if (flow.stage === 'link' && flow.existing_user_id !== null) {
    const existing = await findUserById(deps.db, flow.existing_user_id);
    canUsePassword = Boolean(existing?.password_hash);
    canUsePasskey = (await listPasskeys(deps.db, flow.existing_user_id)).length > 0;
  }
  return {
    stage: flow.stage as 'sign-up' | 'link',
    providerName: providerName(deps.config.signIn, flow.provider),
    username: account.username,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.emailVerified ? account.email : null,
    canUsePassword,
    canUsePasskey,
  };
}

/**
 * The one short screen's answers: the account is made with the provider's account linked, and signed in. The
 * e-mail is the one the provider verified; only without one is the typed address taken (as at sign-up). Counts
 * as a sign-up of the address.
 */
export async function completeProviderSignUp(
  deps: AppDeps,
  flowToken: string | undefined,
  input: CompleteSignUpInput,
  meta: ClientMeta,
): Promise<SignedIn> {
  spendAttempt(deps, 'register', meta.ip, deps.config.rateLimits.registerPerIp);
  const flow = await pendingFlow(deps, flowToken, 'sign-up');
  if (!flow) throw expired();
  const { account } = flow;
  const email = account.emailVerified && account.email ? account.email : input.email;
  if (!email) throw badRequest(AUTH_MESSAGES.emailInvalid);
  if (await findUserByEmail(deps.db, email)) throw conflict(AUTH_MESSAGES.emailTaken);
  const now = deps.clock();
  try {
    return await inTransaction(deps.db, async (trx) => {
      const locked = await lockFlow(trx, flow.id);
      if (!locked || locked.stage !== 'sign-up') throw expired();
      const user = await insertUser(
        trx,
        newAccountRow(input, { email, passwordHash: null, timezoneChosen: false }, now),
      );
      await insertIdentity(trx, {
        userId: user.id,
        provider: flow.provider,
        ...identityOf(account),
        at: now,
      });
      await deleteFlow(trx, flow.id);
      const session = await createSession(trx, user.id, now, meta);
      return { user, session, returnTo: safeReturnPath(flow.return_to) };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint?.includes('username')) throw conflict(AUTH_MESSAGES.usernameTaken);
    if (constraint?.includes('email')) throw conflict(AUTH_MESSAGES.emailTaken);
    if (constraint?.includes('provider')) throw conflict(SIGN_IN_MESSAGES.identityTaken);
    throw error;
  }
}

/** Links the provider's account to the proven existing account and signs it in. */
async function linkAndSignIn(
  deps: AppDeps,
  flow: NonNullable<Awaited<ReturnType<typeof pendingFlow>>>,
  meta: ClientMeta,
): Promise<SignedIn> {
  const now = deps.clock();
  try {
    return await inTransaction(deps.db, async (trx) => {
      const locked = await lockFlow(trx, flow.id);
      if (!locked || locked.stage !== 'link' || locked.existing_user_id === null) throw expired();
      const user = await findUserById(trx, locked.existing_user_id);
      if (!user || user.deleted_at) throw expired();
      await insertIdentity(trx, {
        userId: user.id,
        provider: flow.provider,
        ...identityOf(flow.account),
        at: now,
      });
      await deleteFlow(trx, flow.id);
      await setLastLogin(trx, user.id, now);
      const session = await createSession(trx, user.id, now, meta);
      return { user: { ...user, last_login_at: now }, session, returnTo: safeReturnPath(flow.return_to) };
    });
  } catch (error) {
    if (uniqueViolation(error)?.includes('provider')) throw conflict(SIGN_IN_MESSAGES.identityTaken);
    throw error;
  }
}

/**
 * The existing account proven by its password, then linked. Wrong passwords count in the account's one budget of
 * failed password checks, with its sign-ins and password changes.
 */
export async function linkWithPassword(
  deps: AppDeps,
  flowToken: string | undefined,
  password: string,
  meta: ClientMeta,
): Promise<SignedIn> {
  const flow = await pendingFlow(deps, flowToken, 'link');
  if (!flow || flow.existing_user_id === null) throw expired();
  const key = accountKey(flow.existing_user_id);
  const attempt = deps.limiter.reserve(LOGIN_ACCOUNT, key, deps.config.rateLimits.loginFailuresPerAccount);
  refuseOverBudget(attempt);
  const user = await findUserById(deps.db, flow.existing_user_id);
  if (!user || !(await verifyPassword(user.password_hash, password)))
    throw badRequest(SIGN_IN_MESSAGES.wrongPassword);
  deps.limiter.reset(LOGIN_ACCOUNT, key);
  return linkAndSignIn(deps, flow, meta);
}

/** The existing account proven by one of its passkeys, then linked. */
export async function linkWithPasskey(
  deps: AppDeps,
  flowToken: string | undefined,
  answer: { challengeId: string; response: unknown },
  meta: PasskeyMeta,
): Promise<SignedIn> {
  const flow = await pendingFlow(deps, flowToken, 'link');
  if (!flow || flow.existing_user_id === null) throw expired();
  await verifyPasskey(deps, answer, meta, flow.existing_user_id);
  return linkAndSignIn(deps, flow, meta);
}

/**
 * Mails the existing account a link that proves it (for an account without a password or passkey, or a player
 * who forgot theirs). 3 an hour per account, like reset links.
 */
export async function sendProviderLinkMail(
  deps: AppDeps,
  flowToken: string | undefined,
): Promise<{ message: string }> {
  const flow = await pendingFlow(deps, flowToken, 'link');
  if (!flow || flow.existing_user_id === null) throw expired();
  spendAttempt(
    deps,
    'link-mail',
    accountKey(flow.existing_user_id),
    deps.config.rateLimits.resetRequestPerAccount,
  );
  const user = await findUserById(deps.db, flow.existing_user_id);
  if (!user?.email) throw expired();
  const token = randomToken(20);
  const now = deps.clock();
  const link = `${redirectOrigin(deps)}/welcome?link=${encodeURIComponent(token)}`;
  const mail = providerLinkMail(
    user.email,
    user.username,
    providerName(deps.config.signIn, flow.provider),
    link,
    user.locale,
  );
  await inTransaction(deps.db, async (trx) => {
    await setFlowMailToken(trx, flow.id, hashToken(token), new Date(now.getTime() + MAIL_LINK_TTL_MS));
    await queueMail(trx, { ...mail, createdAt: now });
  });
  deps.mailer.deliverSoon();
  return { message: SIGN_IN_MESSAGES.linkMailSent };
}

/** The mailed link opened: the provider's account is linked to the account whose mailbox holds it, signed in. */
export async function confirmProviderLinkMail(
  deps: AppDeps,
  token: string,
  meta: ClientMeta,
): Promise<SignedIn> {
  spendAttempt(deps, 'login-ip', meta.ip, deps.config.rateLimits.loginPerIp);
  const found = await findFlowByMailToken(deps.db, hashToken(token));
  if (!found || found.stage !== 'link' || found.expires_at <= deps.clock())
    throw badRequest(SIGN_IN_MESSAGES.linkMailInvalid);
  return linkAndSignIn(deps, { ...found, account: found.claims as ProviderAccount }, meta);
}
