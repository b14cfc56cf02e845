import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { landingPrerender } from './vite.prerender';
import { pwa } from './vite.pwa';

const server = 'http://localhost:3000';

export default defineConfig({
  root: 'src/client',
  plugins: [react(), landingPrerender(), pwa()],
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries every first load needs change less often than the app: their own chunks stay cached
        // across releases. Everything else (Mantine included) is split by what imports it, so a component
        // only a lazy screen uses (admin tables, charts, the sign-in forms with zod) stays out of the first
        // load; a single Mantine group would pull every screen's components into it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@tanstack|@trpc)[\\/]/ },
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
