import pg from 'pg';

/** Drops the benchmark database at DATABASE_URL (the run's own; KEEP=1 keeps it for another look). */
export async function dropBenchDatabase(): Promise<void> {
  if (process.env.KEEP === '1' || process.env.BENCH_DB === 'pglite') return;
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pickem_bench');
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
  await client.end();
  console.log(`dropped database ${name} (KEEP=1 keeps it)`);
}
