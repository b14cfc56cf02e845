import { intlLocale } from '../../i18n/i18n';

// Dates in the account sections (sign-ins, passkeys, downloads), in the player's own time zone and the app's language.

/** "Nov 21, 2026" ("21 nov 2026" in Spanish). */
export function shortDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/** "Nov 21, 3:05 PM". */
export function shortDateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}
