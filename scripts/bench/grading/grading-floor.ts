import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Checks } from '../toolkit/checks';
import { benchDatabaseUrl } from '../toolkit/db';
import { intFromEnv } from '../toolkit/knobs';

// What 100,000 row updates cost on this PostgreSQL, whatever the schema: the floor under any design that
// grades a 100,000-pick game by updating a row per player (and per pick). A scratch table per case, in
// the database at DATABASE_URL (default the server's postgres database; the tables are dropped again).
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/grading/grading-floor.ts
// ROWS (1,000,000), UPDATED (100,000), RUNS (3) tune it. Checks: each update changed the rows it was given.
const url = benchDatabaseUrl('postgres');
const ROWS = intFromEnv('ROWS', 1_000_000);
const UPDATED = intFromEnv('UPDATED', 100_000, 0);
const RUNS = intFromEnv('RUNS', 3);
const checks = new Checks();

const client = new pg.Client({ connectionString: url });
await client.connect();

interface Case {
  label: string;
  fillfactor: number;
  indexes: string[];
  /** The SET list of the measured update. */
  set: string;
}

const BOARD = (n: number) => `create index on floor_rows (k${n} desc, w${n} desc, id)`;
const ALL_FIGURES = 'k1 = k1 + 1, w1 = w1 + 1, k2 = k2 + 1, w2 = w2 + 1, k3 = k3 + 1, w3 = w3 + 1, n = n + 1';
const cases: Case[] = [
  { label: 'a column no index holds, room on the page (HOT)', fillfactor: 50, indexes: [], set: 'n = n + 1' },
  { label: 'a column no index holds, full pages', fillfactor: 100, indexes: [], set: 'n = n + 1' },
  { label: 'ranked figures, 1 board index', fillfactor: 70, indexes: [BOARD(1)], set: ALL_FIGURES },
  {
    label: 'ranked figures, 3 board indexes',
    fillfactor: 70,
    indexes: [1, 2, 3].map(BOARD),
    set: ALL_FIGURES,
  },
];

const step = UPDATED > 0 ? Math.max(1, Math.floor(ROWS / UPDATED)) : 1;
console.log(`${ROWS} rows, ${UPDATED} updated per statement (every ${step}th id), ${RUNS} runs each`);
for (const c of cases) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await client.query('drop table if exists floor_rows');
    await client.query(`create table floor_rows (id int primary key, k1 int, w1 int, k2 int, w2 int, k3 int,
      w3 int, n int) with (fillfactor = ${c.fillfactor})`);
    await client.query(`insert into floor_rows select i, i % 13, i % 17, i % 19, i % 23, i % 29, i % 31, 0
      from generate_series(1, ${ROWS}) i`);
    for (const index of c.indexes) await client.query(index);
    await client.query('vacuum analyze floor_rows');
    // The rows are found by primary key from a list, as grading finds its players.
    const t0 = performance.now();
    const updated = await client.query(`update floor_rows f set ${c.set}
      from generate_series(${run + 1}, ${ROWS}, ${step}) g(i) where f.id = g.i`);
    times.push(performance.now() - t0);
    const expected = run + 1 > ROWS ? 0 : Math.floor((ROWS - run - 1) / step) + 1;
    checks.equal(updated.rowCount, expected, `${c.label}, run ${run + 1}: every row given updated`);
  }
  times.sort((a, b) => a - b);
  console.log(`${c.label}: median ${Math.round(times[Math.floor(times.length / 2)]!)} ms`);
}
await client.query('drop table if exists floor_rows');
await client.end();
checks.conclude();
