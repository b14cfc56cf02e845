import { tagged } from '../rest-table';

/** The account's ways in, deleting it, and downloading its data (issue 43). */
export const accountRoutes = tagged('Account', [
  {
    method: 'GET',
    url: '/user/sign-ins',
    procedure: 'account.signInMethods',
    summary: 'The password, linked providers and passkeys of the account',
  },
  {
    method: 'POST',
    url: '/user/sign-ins/:provider/link',
    procedure: 'account.linkProvider',
    summary: "Link a provider's account: answers the provider's page to open",
  },
  {
    method: 'DELETE',
    url: '/user/sign-ins/:identityId',
    procedure: 'account.unlinkProvider',
    summary: "Unlink a provider's account (never the last way in: 409)",
    errors: [404, 409],
  },
  {
    method: 'POST',
    url: '/user/passkeys/options',
    procedure: 'account.passkeyRegistrationOptions',
    summary: 'A challenge to create a passkey (WebAuthn options for @simplewebauthn/browser)',
  },
  {
    method: 'POST',
    url: '/user/passkeys',
    procedure: 'account.addPasskey',
    summary: 'Store the passkey the browser made for the challenge',
  },
  {
    method: 'DELETE',
    url: '/user/passkeys/:credential',
    procedure: 'account.removePasskey',
    params: { credential: 'passkeyId' },
    summary: 'Remove a passkey (never the last way in: 409)',
    errors: [404, 409],
  },
  {
    method: 'POST',
    url: '/user/delete',
    procedure: 'account.delete',
    summary:
      'Delete the account: `confirm` (the username) and `password`, `passkey` or a sign-in in the last 10 minutes',
    description:
      'Sessions end and sockets close; names, e-mail, avatar, devices, sign-ins, passkeys and notification history ' +
      'are erased; leagues pass to their longest-standing member (or are deleted when alone). Picks stay, with an ' +
      'anonymous "Deleted player".',
  },
  {
    method: 'GET',
    url: '/user/exports',
    procedure: 'account.exports',
    summary: '"Download my data": the downloads offered (each for a day)',
  },
  {
    method: 'POST',
    url: '/user/exports',
    procedure: 'account.requestExport',
    summary: 'Ask for a new download; it is made after the answer (409 while one is being made)',
    errors: [409],
  },
  {
    method: 'GET',
    url: '/user/exports/:id',
    procedure: 'account.exportFile',
    summary: 'The JSON file of a ready download: everything stored about you',
    errors: [404],
  },
]);
