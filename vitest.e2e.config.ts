import { defineConfig } from 'vitest/config';

/**
 * Browser journeys (tests/e2e/**): real Chromium against the built app (`vite build` first, see the
 * test:e2e script). Each journey file starts its own server on its own embedded database, a copy of one
 * the global setup migrated and seeded once. A journey mostly waits (on its browser and its server, one
 * core's worth between them), so two files run at a time on the two cores.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/e2e-global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
