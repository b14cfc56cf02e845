import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, firstSpokenLocale, isLocale, LOCALES, type Locale } from '../../shared/i18n/locale';
import {
  ADMIN_NAMESPACE,
  DEFAULT_NAMESPACE,
  type English,
  loadCatalogue,
  PLAYER_NAMESPACES,
} from './resources';

// The app's one i18next instance (docs/i18n.md, "In the browser"). The catalogues are fetched, not bundled
// (ADR 0051): both languages in the first JavaScript put it 60 KB over its budget. At start only the language
// showing, and only the player's namespaces; the other language when the player switches; admin on /admin.

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
    resources: English;
    returnNull: false;
  }
}

export const i18n = i18next.createInstance();

/**
 * Settles once the language to start in has its player catalogues: main.tsx renders the app only then, so no
 * screen ever shows a key, or English to a Spanish player. It never rejects: a failed fetch leaves i18next
 * showing keys rather than no app at all.
 */
export const i18nReady: Promise<void> = i18n
  .use(initReactI18next)
  .use(resourcesToBackend((language: string, ns: string) => loadCatalogue(language as Locale, ns)))
  .init({
    lng: initialLocale(),
    // No fallback language: it would fetch English for every Spanish player. The catalogue tests keep every
    // English key in Spanish (tests/architecture/i18n-catalogues.test.ts).
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    ns: [...PLAYER_NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    // React escapes what it renders; escaping here too would show '&amp;'.
    interpolation: { escapeValue: false },
    // The fetch starts now, as the module is imported, not on a later tick.
    initAsync: false,
    returnNull: false,
  })
  .then(
    () => undefined,
    () => undefined,
  );

/** Fetches the admin dashboard's words (the router asks before the dashboard's first render). */
export function loadAdminCatalogue(): Promise<void> {
  return i18n.loadNamespaces(ADMIN_NAMESPACE);
}

function followDocument(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
followDocument(i18n.language);
i18n.on('languageChanged', followDocument);

/** The language showing now. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/**
 * Switches the whole app (and <html lang>) at once, and remembers it on this device. A language not shown yet is
 * fetched first: the screens keep the old one until every namespace they had is there in the new one.
 */
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
