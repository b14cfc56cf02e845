import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app: the web app manifest and a Workbox service worker that keeps the app shell for
 * offline starts. Updates wait for the player's Reload (registerType 'prompt'). Data calls are never in the
 * precache; push-sw.js keeps the signed-in player's own copies (see it) and shows push notifications.
 */
export const pwa = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/*.png', 'push-sw.js'],
    manifest: {
      name: "Streak Pick'em",
      short_name: 'Pick’em',
      description: "Free-to-play sports pick'em: build win streaks and compete for a monthly prize.",
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#fd7e14',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/trpc/, /^\/unsubscribe/, /^\/healthz/, /^\/metrics/],
      importScripts: ['/push-sw.js'],
      cleanupOutdatedCaches: true,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });
