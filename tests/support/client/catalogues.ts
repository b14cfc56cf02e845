import { i18n, i18nReady } from '../../../src/client/i18n/i18n';
import { NAMESPACES } from '../../../src/client/i18n/resources';
import { LOCALES } from '../../../src/shared/i18n/locale';

// A vitest setup file: every catalogue of every language in memory before a test runs, fetched through the
// app's own loader (src/client/i18n/resources.ts). The app fetches them on demand (ADR 0051); tests switch
// language with `i18n.changeLanguage` and read the new words at once, as renderInApp({ language }) does.
await i18nReady;
await i18n.loadNamespaces([...NAMESPACES]);
await i18n.loadLanguages([...LOCALES]);
