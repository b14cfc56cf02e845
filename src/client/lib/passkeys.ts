import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
} from '@simplewebauthn/browser';
import type { z } from 'zod';
import type { webauthnResponseSchema } from '../../shared/schemas/sign-in';

// The browser's side of passkeys (@simplewebauthn/browser, the same major as the server's library): the server
// hands out a ceremony's options and checks the answer; here the browser's own dialog makes or uses the passkey.

/** What the browser sends the server: a passkey's public side and signature, never a secret. */
export type PasskeyAnswer = z.infer<typeof webauthnResponseSchema>;

/** The library's answer as the API's schema types it (the same JSON; the schema lets unknown fields through). */
const onTheWire = (answer: {
  id: string;
  rawId: string;
  type: 'public-key';
  response: object;
}): PasskeyAnswer => ({
  ...answer,
  response: { ...answer.response },
});

/** An IPv4 or IPv6 literal: WebAuthn binds a passkey to a site's name, which an address is not. */
const IP_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * Whether passkeys can work on this page: the browser has WebAuthn and the page was opened by a name (localhost or
 * a domain). Opened at 127.0.0.1 the browser refuses every passkey, so nothing offers one there.
 */
export function passkeysPossibleHere(): boolean {
  if (typeof window === 'undefined') return false;
  return browserSupportsWebAuthn() && !IP_HOST.test(window.location.hostname);
}

/** Whether the browser can offer passkeys in the username field's suggestions (conditional UI). */
export async function passkeyAutofillPossibleHere(): Promise<boolean> {
  return passkeysPossibleHere() && (await browserSupportsWebAuthnAutofill());
}

/** Asks the browser to make a passkey for the options the server gave (its own dialog, PIN or biometric). */
export async function makePasskey(options: Record<string, unknown>): Promise<PasskeyAnswer> {
  return onTheWire(
    await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }),
  );
}

/**
 * Asks the browser for one of this site's passkeys. With `autofill`, the request waits quietly until the player
 * picks a passkey among the username field's suggestions.
 */
export async function askForPasskey(
  options: Record<string, unknown>,
  autofill = false,
): Promise<PasskeyAnswer> {
  return onTheWire(
    await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: autofill,
    }),
  );
}

/** Ends a passkey request still waiting (the sign-in screen left), so it cannot answer later. */
export function stopWaitingForPasskey(): void {
  WebAuthnAbortService.cancelCeremony();
}

/** The player closed the browser's dialog, or another request took its place: nothing to report. */
export function passkeyDismissed(error: unknown): boolean {
  if (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED') return true;
  // Browsers answer NotAllowedError for a closed dialog and a timed-out one alike, on purpose (privacy).
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/** Plain words for why the browser made or used no passkey; null when the player simply closed its dialog. */
export function passkeyProblem(error: unknown): string | null {
  if (passkeyDismissed(error)) return null;
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
      return 'This device already holds a passkey for your account.';
    if (error.code === 'ERROR_INVALID_DOMAIN' || error.code === 'ERROR_INVALID_RP_ID')
      return 'Passkeys do not work at this address. Open the site by its name instead.';
  }
  return 'Your browser could not use a passkey. Please try again.';
}
