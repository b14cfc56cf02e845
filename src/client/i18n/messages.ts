import type { MessageCatalogue } from '../../shared/i18n/message-catalogue';
import { currentLocale, i18n } from './i18n';

// The shared schemas' validation messages (a form's field errors, a setting refused before it is sent) are written
// in English, as the server writes its refusals; their translations are the server's catalogue
// (src/shared/i18n/es/refusals.ts, keyed by the English text). It is fetched only once the app speaks Spanish, so
// an English visit never loads it.

let catalogue: MessageCatalogue | null = null;
let loading: Promise<void> | null = null;

function loadFor(language: string): void {
  if (language === 'en' || catalogue || loading) return;
  loading = import('../../shared/i18n/refusals').then(
    (module) => {
      catalogue = module.refusalCatalogue;
    },
    () => {
      loading = null; // offline or a failed chunk: English until the next change of language
    },
  );
}
loadFor(i18n.language);
i18n.on('languageChanged', loadFor);

/** A shared schema's (or the server's) English message in the app's language; as it is until its catalogue came. */
export function translateMessage(message: string): string {
  const locale = currentLocale();
  return locale === 'en' || !catalogue ? message : catalogue.translate(message, locale);
}

/** Every message of a form's errors (Mantine's `{ field: message }`) in the app's language. */
export function translateErrors<E extends Record<string, unknown>>(errors: E): E {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      typeof message === 'string' ? translateMessage(message) : message,
    ]),
  ) as E;
}

/** Resolves once the catalogue for the language showing is in (tests; a form may validate before it came). */
export const messagesReady = (): Promise<void> => loading ?? Promise.resolve();
