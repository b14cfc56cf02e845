// The product speaks English and Spanish (issue 45, ADR 0047). One list, one type, read by the server (a player's
// `users.locale`, Accept-Language, e-mails and pushes) and by the browser (i18next, Intl, <html lang>). No zod
// here: the browser's first load imports this file; the schema is src/shared/schemas/locale.ts (ADR 0051).

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** English is what the specs quote and what every unknown language falls back to. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the Language control lists them. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'es';

export const LOCALE_MESSAGE = 'Please choose English or Spanish';

/** The product's language for a BCP 47 tag ('es-MX' -> 'es', 'en-GB' -> 'en'), or null for any other. */
export function localeOfTag(tag: string | null | undefined): Locale | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}

/** The first of a browser's languages (navigator.languages, in its order) the product speaks; else English. */
export function firstSpokenLocale(tags: readonly (string | null | undefined)[]): Locale {
  for (const tag of tags) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
