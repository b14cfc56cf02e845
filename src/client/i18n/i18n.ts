import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, firstSpokenLocale, isLocale, LOCALES, type Locale } from '../../shared/i18n/locale';
import { DEFAULT_NAMESPACE, type english, NAMESPACES, resources } from './resources';

// The app's one i18next instance (docs/i18n.md, "In the browser"). Every catalogue is bundled: two languages of
// a few kilobytes each cost less than a request before the first screen could speak.

/** Where the device remembers the last language it showed, so the next visit starts in it. */
const STORAGE_KEY = 'pk-language';

function remembered(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage blocked (private mode, a sandboxed frame)
  }
}

/** The browser's own languages, in its order (a test's DOM or a server render may have none). */
function browserLocale(): Locale {
  const nav = globalThis.navigator;
  if (!nav) return DEFAULT_LOCALE;
  return firstSpokenLocale(nav.languages?.length ? nav.languages : [nav.language]);
}

/**
 * The language to start in before the account is known: the one this device last showed (the signed-in player's
 * choice, remembered), else the browser's, else English. The account's `language` takes over once it loads.
 */
export function initialLocale(): Locale {
  return remembered() ?? browserLocale();
}

/** The browser's language as the app speaks it: what a new account is created in. */
export const browserLanguage = browserLocale;

// Keys are checked by the compiler against the English catalogues: a key that does not exist fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof english;
    returnNull: false;
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: [...NAMESPACES],
  defaultNS: DEFAULT_NAMESPACE,
  // React escapes what it renders; escaping here too would show '&amp;'.
  interpolation: { escapeValue: false },
  // The catalogues are in memory: initialised before the first render, no promise to wait for.
  initAsync: false,
  returnNull: false,
});

function followDocument(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
followDocument(i18n.language);
i18n.on('languageChanged', followDocument);

/** The language showing now. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Switches the whole app (and <html lang>) at once, and remembers it on this device. */
export function setLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered: the account's language still applies at the next sign-in.
  }
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}

/** The locale Intl formats with: US English as the specs write it, Latin-American Spanish. */
export function intlLocale(locale: Locale = currentLocale()): string {
  return locale === 'es' ? 'es-419' : 'en-US';
}
