import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { landingPrerender, QUIET_CHUNK } from './vite.prerender';
import { pwa } from './vite.pwa';

const server = 'http://localhost:3000';

/** Mantine's portal and the scroll lock under its overlays, which the quiet parts and many lazy screens use. */
const OVERLAY_MODULES = [
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Portal[\\/]/,
  /@mantine[\\/]core[\\/]esm[\\/]core[\\/](utils[\\/]get-default-z-index|Box[\\/]get-style-object)[\\/]/,
  /@mantine[\\/]hooks[\\/]esm[\\/]use-merged-ref[\\/]/,
  /node_modules[\\/](tslib|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|get-nonce|react-style-singleton)[\\/]/,
];

/**
 * The translators' notes (`_context`, a quarter of the English catalogues' bytes) stay in the catalogue files
 * and out of what a browser downloads: i18next never reads them (docs/i18n.md, "For translators").
 */
function catalogueNotesOut(): Plugin {
  const CATALOGUE = /[\\/]i18n[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.json$/;
  return {
    name: 'catalogue-notes-out',
    // Before Vite's own JSON plugin turns the file into a module.
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const { _context: _notes, ...catalogue } = JSON.parse(code) as Record<string, unknown>;
      return { code: JSON.stringify(catalogue), map: null };
    },
  };
}

export default defineConfig({
  root: 'src/client',
  plugins: [react(), catalogueNotesOut(), landingPrerender(), pwa()],
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries every first load needs change less often than the app: their own chunks stay cached
        // across releases. The rest of what the entry imports statically is one chunk, merged with the entry
        // (`first-load`): split by what else imports it, it came as 22 files of 1-2 KB, and a phone on a slow
        // network pays a round trip for each before the first screen (ADR 0056). The quiet parts that
        // AppProviders evaluates after the first screen are one chunk with what they import (`quiet-parts`,
        // fetched early by boot.js: vite.prerender.ts), less what they share with the landing's forms and other
        // lazy screens (`overlays`, `schemas`, `passkeys`): opening those does not evaluate the quiet parts.
        // Everything else (Mantine included) is split by what imports it, so a component only a lazy screen uses
        // (admin tables, charts, the sign-in forms with zod) stays out of the first load; a single Mantine group
        // would pull every screen's components into it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@tanstack|@trpc)[\\/]/ },
            { name: 'first-load', tags: ['$initial'] },
            { name: 'overlays', test: (id) => OVERLAY_MODULES.some((module) => module.test(id)) },
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'passkeys', test: /(lib[\\/]passkeys\.ts|node_modules[\\/]@simplewebauthn[\\/].*)$/ },
            { name: 'quiet-parts', test: (id) => QUIET_CHUNK.some((module) => module.test(id)) },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The Host header is kept as is so the server's same-origin check sees the page's own origin.
    proxy: {
      '/api': { target: server },
      '/trpc': { target: server, ws: true },
    },
  },
});
