import { tagged } from '../rest-table';

const flowWords =
  'Uses the `signin` cookie that `POST /api/auth/oauth/{provider}` set (`__Host-signin` in production): the ' +
  'provider sign-in is bound to the browser that started it.';

/** Sign-in with Google, Apple, Discord or the operator's OpenID provider, and with passkeys (issue 43). */
export const signInRoutes = tagged('Sign-in with providers and passkeys', [
  {
    method: 'GET',
    url: '/auth/providers',
    procedure: 'signIn.providers',
    summary: 'The sign-in providers configured on this server',
  },
  {
    method: 'GET',
    url: '/auth/oauth/pending',
    procedure: 'signIn.pending',
    summary: 'The one short screen after a first sign-in with a provider (null when none waits)',
    description: flowWords,
  },
  {
    method: 'POST',
    url: '/auth/oauth/complete',
    procedure: 'signIn.complete',
    summary: 'Finish a first sign-in with a provider: make the account (consent included) and sign it in',
    description: `${flowWords} A new account's e-mail is the one the provider verified; only without one is \`email\` read.`,
    errors: [409],
  },
  {
    method: 'POST',
    url: '/auth/oauth/link/password',
    procedure: 'signIn.linkWithPassword',
    summary:
      "Prove the existing account with the provider's verified e-mail by its password, link it, sign in",
    description: flowWords,
    errors: [409],
  },
  {
    method: 'POST',
    url: '/auth/oauth/link/passkey',
    procedure: 'signIn.linkWithPasskey',
    summary: 'Prove the existing account by one of its passkeys, link it, sign in',
    description: flowWords,
    errors: [409],
  },
  {
    method: 'POST',
    url: '/auth/oauth/link/mail',
    procedure: 'signIn.sendLinkMail',
    summary: 'Mail the existing account a link that proves it (3 an hour per account)',
    description: flowWords,
  },
  {
    method: 'POST',
    url: '/auth/oauth/link/confirm',
    procedure: 'signIn.confirmLinkMail',
    summary: 'The mailed link: link the provider to the account whose mailbox holds it, sign in',
    errors: [409],
  },
  {
    method: 'POST',
    url: '/auth/oauth/:provider',
    procedure: 'signIn.start',
    summary: "Start a sign-in with a provider: answers the provider's page to open",
    description:
      'Sets the `signin` cookie. The provider sends the browser back to ' +
      '`/api/auth/oauth/{provider}/callback` (a navigation, not a call of this API).',
  },
  {
    method: 'POST',
    url: '/auth/passkey/options',
    procedure: 'signIn.passkeyOptions',
    summary: 'A challenge to sign in with a passkey (WebAuthn options for @simplewebauthn/browser)',
  },
  {
    method: 'POST',
    url: '/auth/passkey',
    procedure: 'signIn.passkey',
    summary: 'Sign in with the passkey that answered the challenge; sets the session cookie',
  },
]);
