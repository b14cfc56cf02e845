import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The manifest of each language the build writes (vite.pwa.ts): English is the one index.html links. */
export const MANIFEST_OF = { en: '/manifest.webmanifest', es: '/manifest.es.webmanifest' } as const;

/**
 * Links the web app manifest of the language the app shows (docs/i18n.md, "The manifest"), so installing the app
 * from a Spanish screen names and describes it in Spanish. A page with no manifest link (development) is left
 * alone. Renders nothing.
 */
export function ManifestLanguage() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link && link.getAttribute('href') !== MANIFEST_OF[language])
      link.setAttribute('href', MANIFEST_OF[language]);
  }, [language]);
  return null;
}
