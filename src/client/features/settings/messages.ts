import { i18n } from '../../i18n/i18n';

const KEYS = [
  'saved',
  'saveFailed',
  'passwordUpdated',
  'passwordFailed',
  'passwordMismatch',
  'passwordShort',
  'passwordWeak',
  'avatarUpdated',
  'avatarFailed',
] as const;

/**
 * The settings screen's toasts and password rules, word for word from player.md sections 5 and 8 in English
 * (settings catalogue, `messages`); each read in the language showing when it is read.
 */
export const SETTINGS_MESSAGES = Object.defineProperties(
  {},
  Object.fromEntries(
    KEYS.map((key) => [key, { get: () => i18n.t(`settings:messages.${key}`), enumerable: true }]),
  ),
) as Readonly<Record<(typeof KEYS)[number], string>>;
