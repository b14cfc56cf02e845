import { SIGN_IN_MESSAGES } from '../../shared/schemas/sign-in';

// A provider's callback ends on a page of the app with `?signin=<outcome>` (provider-callback.route.ts): /auth when a
// sign-in did not work, /settings when linking did or did not. These are its words for the player.

const OUTCOMES: Record<string, { ok: boolean; text: string }> = {
  linked: { ok: true, text: 'Linked. From now on it signs you in too.' },
  expired: { ok: false, text: SIGN_IN_MESSAGES.noPendingSignIn },
  cancelled: { ok: false, text: 'The sign-in was cancelled. Try again, or choose another way in.' },
  provider: { ok: false, text: 'The provider could not sign you in. Please try again.' },
  taken: { ok: false, text: SIGN_IN_MESSAGES.identityTaken },
  busy: { ok: false, text: 'Too many sign-in attempts. Please wait a few minutes and try again.' },
};

/** What to say about `?signin=...`; null for a value the callback never sends. */
export function signInOutcome(value: string | null): { ok: boolean; text: string } | null {
  return value !== null && Object.hasOwn(OUTCOMES, value) ? OUTCOMES[value]! : null;
}
