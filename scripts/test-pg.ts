import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { databaseTestFiles } from './database-test-files';

// npm run test:pg: the suite's database tests against a real PostgreSQL server: every test file whose run-time
// imports reach the database (database-test-files.ts); the rest cannot tell one database from another and
// `npm test` runs them. Files or filters given on the command line run as given instead (`npm run test:pg --
// src/server/modules/picks`); Vitest's options go with `=` (`--reporter=json`). TEST_PG_ALL=1 runs every file.
// DATABASE_URL names the test database (default postgres://postgres@127.0.0.1:5432/pickem_test); each test
// file gets its own database cloned from "<name>_template", so the server needs CREATEDB rights.
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pickem_test';
const url = new URL(databaseUrl);
const name = decodeURIComponent(url.pathname.slice(1));
url.pathname = '/postgres';

const client = new pg.Client({ connectionString: url.toString() });
try {
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
} catch (error) {
  console.error(
    `PostgreSQL at ${url.host} is not reachable: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}

const args = process.argv.slice(2);
const filtered = args.some((arg) => !arg.startsWith('-'));
const files = filtered || process.env.TEST_PG_ALL === '1' ? [] : databaseTestFiles();
if (files.length) console.log(`test:pg: ${files.length} test files reach the database`);
const result = spawnSync('npx', ['vitest', 'run', ...args, ...files], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl },
});
process.exit(result.status ?? 1);
