import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { APP_NAME } from '../../../shared/constants';
import { SIGN_IN_MESSAGES } from '../../../shared/schemas/sign-in';
import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { badRequest } from '../../platform/errors';
import { findUserById, setLastLogin } from './accounts.service';
import { spendAttempt } from './attempt-limit';
import {
  findPasskey,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  recordPasskeyUse,
  takeChallenge,
} from './passkeys.repo';
import { resetLinkOrigin } from './password-reset.rules';
import { type ClientMeta, createSession, type IssuedSession } from './session.service';
import { randomToken } from './tokens';

// Passkeys (WebAuthn) with @simplewebauthn/server: discoverable credentials with user verification required (a
// passkey replaces the password, so it must be the player's own gesture, PIN or biometric, not just a touch); each
// ceremony's challenge is stored, used once and kept 5 minutes; the signature counter must move forward when the
// authenticator keeps one (the library refuses a counter that does not, the sign of a cloned key), and only ever
// moves forward in the table.

const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** The origin passkeys are bound to: APP_ORIGIN, else a loopback address the page was opened at (as links). */
export function passkeyOrigin(deps: AppDeps, requestOrigin: string | null | undefined) {
  const origin = resetLinkOrigin(
    deps.config.appOrigin,
    requestOrigin,
    deps.config.localOrigin ?? 'http://localhost:3000',
  );
  return { origin, rpID: new URL(origin).hostname };
}

export interface PasskeyMeta extends ClientMeta {
  origin?: string | null | undefined;
}

const failed = () => badRequest(SIGN_IN_MESSAGES.passkeyFailed);

async function newChallenge(
  deps: AppDeps,
  purpose: 'register' | 'authenticate',
  challenge: string,
  userId: number | null,
): Promise<string> {
  const id = randomToken(15);
  const now = deps.clock();
  await insertChallenge(deps.db, {
    id,
    challenge,
    purpose,
    userId,
    at: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return id;
}

/** Options to create a passkey for the signed-in player (Settings, or right after sign-up). */
export async function passkeyRegistrationOptions(deps: AppDeps, user: UserRow, meta: PasskeyMeta) {
  const { rpID } = passkeyOrigin(deps, meta.origin);
  const existing = await listPasskeys(deps.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: APP_NAME,
    rpID,
    userName: user.username,
    userDisplayName: `${user.first_name} ${user.last_name}`.trim() || user.username,
    userID: new TextEncoder().encode(`user:${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.id,
      transports: p.transports ? (p.transports.split(',') as never[]) : undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challengeId = await newChallenge(deps, 'register', options.challenge, user.id);
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/** Stores the passkey the browser created, once its answer to our challenge is verified. */
export async function registerPasskey(
  deps: AppDeps,
  user: UserRow,
  input: { challengeId: string; response: unknown; name?: string | undefined },
  meta: PasskeyMeta,
): Promise<void> {
  const challenge = await takeChallenge(deps.db, input.challengeId, 'register');
  if (!challenge || challenge.user_id !== user.id || challenge.expires_at <= deps.clock()) throw failed();
  const { origin, rpID } = passkeyOrigin(deps, meta.origin);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch {
    throw failed();
  }
  if (!verification.verified) throw failed();
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const count = (await listPasskeys(deps.db, user.id)).length;
  await insertPasskey(deps.db, {
    id: credential.id,
    userId: user.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    name: input.name || `Passkey ${count + 1}`,
    at: deps.clock(),
  });
}

/** Options to sign in with a passkey (any of this site's; the browser offers the player's own). */
export async function passkeyAuthenticationOptions(deps: AppDeps, meta: PasskeyMeta) {
  const rule = deps.config.rateLimits.loginPerIp;
  spendAttempt(deps, 'passkey-options', meta.ip, { ...rule, max: rule.max * 4 });
  const { rpID } = passkeyOrigin(deps, meta.origin);
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
  const challengeId = await newChallenge(deps, 'authenticate', options.challenge, null);
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/**
 * The account whose passkey answered our challenge, or a 400 (unknown key, wrong site, replayed challenge, a
 * counter that went back). `userId`, when given, is the only account it may be (re-authentication, proving an
 * account before linking).
 */
export async function verifyPasskey(
  deps: AppDeps,
  input: { challengeId: string; response: unknown },
  meta: PasskeyMeta,
  userId?: number,
): Promise<UserRow> {
  const challenge = await takeChallenge(deps.db, input.challengeId, 'authenticate');
  if (!challenge || challenge.expires_at <= deps.clock()) throw failed();
  const response = input.response as AuthenticationResponseJSON;
  const passkey = await findPasskey(deps.db, String(response.id));
  if (!passkey || (userId !== undefined && passkey.user_id !== userId)) throw failed();
  const { origin, rpID } = passkeyOrigin(deps, meta.origin);
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.counter),
        transports: passkey.transports ? (passkey.transports.split(',') as never[]) : undefined,
      },
      requireUserVerification: true,
    });
  } catch {
    throw failed();
  }
  if (!verification.verified) throw failed();
  const user = await findUserById(deps.db, passkey.user_id);
  if (!user || user.deleted_at) throw failed();
  await recordPasskeyUse(deps.db, passkey.id, verification.authenticationInfo.newCounter, deps.clock());
  return user;
}

/** Signs in with a passkey: a new session, as a password sign-in starts one. */
export async function signInWithPasskey(
  deps: AppDeps,
  input: { challengeId: string; response: unknown },
  meta: PasskeyMeta,
): Promise<{ user: UserRow; session: IssuedSession }> {
  spendAttempt(deps, 'login-ip', meta.ip, deps.config.rateLimits.loginPerIp);
  const user = await verifyPasskey(deps, input, meta);
  const now = deps.clock();
  const session = await inTransaction(deps.db, async (trx: DB) => {
    await setLastLogin(trx, user.id, now);
    return createSession(trx, user.id, now, meta);
  });
  return { user: { ...user, last_login_at: now }, session };
}
