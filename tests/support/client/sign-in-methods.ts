import type { SignInMethods } from '../../../src/shared/schemas/sign-in';

/** The ways into demo_player's account as account.signInMethods answers: a password, nothing else by default. */
export function signInMethodsFixture(overrides: Partial<SignInMethods> = {}): SignInMethods {
  return { hasPassword: true, identities: [], passkeys: [], available: [], ...overrides };
}

export const googleIdentity = {
  id: 11,
  provider: 'google',
  providerName: 'Google',
  email: 'demo@gmail.example',
  createdAt: '2026-11-02T15:00:00.000Z',
  lastUsedAt: null,
};

export const phonePasskey = {
  id: 'cred-phone',
  name: 'My phone',
  backedUp: true,
  createdAt: '2026-11-03T15:00:00.000Z',
  lastUsedAt: '2026-11-04T15:00:00.000Z',
};

/** A passkey's answer in the shape @simplewebauthn/browser gives it (its contents are the server's to check). */
export const passkeyAnswerFixture = {
  id: 'cred-new',
  rawId: 'cred-new',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
};
