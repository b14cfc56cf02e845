import { SIGN_IN_MESSAGES } from '../../shared/schemas/sign-in';
import { i18n } from '../i18n/i18n';
import { translateMessage } from '../i18n/messages';

// A provider's callback ends on a page of the app with `?signin=<outcome>` (provider-callback.route.ts): /auth when a
// sign-in did not work, /settings when linking did or did not. These are its words for the player, in the language
// showing when they are asked for (auth catalogue, `signInOutcome`; the shared ones through the server's catalogue).

const OUTCOMES: Record<string, { ok: boolean; text: () => string }> = {
  linked: { ok: true, text: () => i18n.t('auth:signInOutcome.linked') },
  expired: { ok: false, text: () => translateMessage(SIGN_IN_MESSAGES.noPendingSignIn) },
  cancelled: { ok: false, text: () => i18n.t('auth:signInOutcome.cancelled') },
  provider: { ok: false, text: () => i18n.t('auth:signInOutcome.provider') },
  taken: { ok: false, text: () => translateMessage(SIGN_IN_MESSAGES.identityTaken) },
  busy: { ok: false, text: () => i18n.t('auth:signInOutcome.busy') },
};

/** What to say about `?signin=...`; null for a value the callback never sends. */
export function signInOutcome(value: string | null): { ok: boolean; text: string } | null {
  if (value === null || !Object.hasOwn(OUTCOMES, value)) return null;
  const { ok, text } = OUTCOMES[value]!;
  return { ok, text: text() };
}
