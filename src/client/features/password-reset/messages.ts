import { i18n } from '../../i18n/i18n';

const KEYS = [
  'emailRequired',
  'passwordRequired',
  'confirmRequired',
  'passwordShort',
  'mismatch',
  'sendFailed',
  'verifyInvalid',
  'verifyFailed',
  'resetFailed',
] as const;

/**
 * The reset flow's words (player.md sections 5 and 8 in English; auth catalogue, `reset.messages`), each read in
 * the language showing when it is read. The server's USER_MESSAGES hold the shared ones.
 */
export const RESET_MESSAGES = Object.defineProperties(
  {},
  Object.fromEntries(
    KEYS.map((key) => [key, { get: () => i18n.t(`auth:reset.messages.${key}`), enumerable: true }]),
  ),
) as Readonly<Record<(typeof KEYS)[number], string>>;

/** After a successful reset the page goes to sign-in by itself. */
export const REDIRECT_AFTER_RESET_MS = 3000;
