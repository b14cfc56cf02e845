import { defineConfig } from 'vitest/config';

// Fault tests (tests/faults/**): killed backends, a PostgreSQL restart, real deadlocks and serialization
// failures, a dropped LISTEN connection. Always PostgreSQL: DATABASE_URL names the run's database (its
// migrated template is prepared by the global setup), the local server by default. One worker: the
// faults must not meet each other's load, and some start server processes or a private cluster.
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/pickem_faults';

export default defineConfig({
  test: {
    include: ['tests/faults/**/*.faults.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    env: { DATABASE_URL: process.env.DATABASE_URL },
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
