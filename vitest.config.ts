import { configDefaults, defineConfig } from 'vitest/config';

// Client components, each in a DOM (happy-dom) chosen by the file's `@vitest-environment` line.
const COMPONENT_TESTS = 'src/client/**/*.test.tsx';

const shared = { environment: 'node', testTimeout: 30_000, hookTimeout: 120_000 } as const;

// The client's catalogues are fetched on demand in the app (ADR 0051); a test reads any of them at once.
const CATALOGUES_IN_MEMORY = 'tests/support/client/catalogues.ts';

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default'],
    projects: [
      {
        test: {
          ...shared,
          name: 'node',
          setupFiles: [CATALOGUES_IN_MEMORY],
          // The migrated template every test database is copied from.
          globalSetup: ['tests/support/global-setup.ts'],
          include: [
            'src/**/*.test.ts',
            'db/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          // Browser journeys run on their own (vitest.e2e.config.ts, npm run test:e2e).
          exclude: [...configDefaults.exclude, 'tests/e2e/**'],
          // A worker keeps the modules it imported from one test file to the next: importing the server's
          // modules afresh for every file took more time than the tests themselves (docs/benchmarks.md, "The
          // test suite's time"). A test file therefore keeps no state in modules it shares: each builds its
          // app and database in its own hooks, and restores timers, mocks and flags it changes.
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'components',
          setupFiles: [CATALOGUES_IN_MEMORY],
          include: [COMPONENT_TESTS],
          // React, Mantine and the DOM library keep state per document in their modules: a fresh set per file.
          isolate: true,
        },
      },
    ],
  },
});
