import { spawnSync } from 'node:child_process';
import pg from 'pg';

// npm run test:pg: the whole suite against a real PostgreSQL server.
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

const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl },
});
process.exit(result.status ?? 1);
