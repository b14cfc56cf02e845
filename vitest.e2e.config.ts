import { defineConfig } from 'vitest/config';

/**
 * Browser journeys (tests/e2e/**): real Chromium against the built app (`vite build` first, see the
 * test:e2e script). Each journey file starts its own server on a fresh embedded database, so there is
 * no global database setup here; one worker keeps the two shared cores for the server and the browser.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
