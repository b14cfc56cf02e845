import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      // Client components, each in a DOM (happy-dom) chosen by the file's `@vitest-environment` line.
      'src/client/**/*.test.tsx',
      'db/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/architecture/**/*.test.ts',
    ],
    // Browser journeys run on their own (vitest.e2e.config.ts, npm run test:e2e).
    exclude: [...configDefaults.exclude, 'tests/e2e/**'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
