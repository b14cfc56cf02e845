import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import english from './src/client/i18n/locales/en/common.json';
import spanish from './src/client/i18n/locales/es/common.json';

/**
 * The web app manifest in each language (docs/i18n.md, "The manifest"): the product's name is the same in both;
 * the description and `lang` are the language's. The same `id`, so installing in either language is one app. The
 * page links the manifest of the language it shows (src/client/i18n/ManifestLanguage.tsx).
 */
const manifestIn = (lang: 'en' | 'es', description: string) => ({
  id: '/',
  name: "Streak Pick'em",
  short_name: 'Pick’em',
  description,
  lang,
  dir: 'ltr' as const,
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  theme_color: '#fd7e14',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
});

/** The Spanish manifest beside the English one that VitePWA writes (and links from index.html). */
const spanishManifest = (): Plugin => ({
  name: 'pickem-spanish-manifest',
  apply: 'build',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'manifest.es.webmanifest',
      source: JSON.stringify(manifestIn('es', spanish.manifest.description)),
    });
  },
});

/**
 * The installable app: the web app manifest and a Workbox service worker that keeps the app shell for
 * offline starts. Updates wait for the player's Reload (registerType 'prompt'). Data calls are never in the
 * precache; push-sw.js keeps the signed-in player's own copies (see it) and shows push notifications.
 */
export const pwa = () => [
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/*.png', 'push-sw.js'],
    manifest: manifestIn('en', english.manifest.description),
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/trpc/, /^\/unsubscribe/, /^\/healthz/, /^\/metrics/],
      importScripts: ['/push-sw.js'],
      cleanupOutdatedCaches: true,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  }),
  spanishManifest(),
];
