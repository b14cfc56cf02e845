import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { recomputeAllUsers } from '../../../src/server/modules/grading/recompute.service';
import { databaseFacts, freshBenchDatabase } from '../toolkit/db';
import { expectFiguresTrue } from '../toolkit/figures-check';
import { generateSeason, seasonSizeFromEnv } from '../toolkit/season';

// "Fix User Streaks" (recomputeAllUsers) over 100,000 players with 5,000,000 graded picks (PostgreSQL).
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_fix npx tsx scripts/bench/grading/fix-streaks.ts
// (default database pickem_bench_fix; created fresh, dropped at the end unless KEEP=1). USERS (100,000),
// PICKS_PER_USER (50), GAMES (2,000), DAYS (182) tune it. Checks: every run processes every player, and after
// each, 1,000 random players (all, when fewer) equal a full recompute.
const size = seasonSizeFromEnv({ users: 100_000, picksPerUser: 50, games: 2000, days: 182 });

const database = await freshBenchDatabase({
  name: 'pickem_bench_fix',
  postgresOnly: 'The Fix User Streaks benchmark',
});
const { db } = database;
console.log(`generating ${JSON.stringify(size)}`);
await generateSeason(database, size, new Date());

const facts = await databaseFacts(db, { users: 'users', picks: 'picks', archived_periods: 'period_archive' });
console.log(`database: ${JSON.stringify(facts)}`);

async function fixStreaks(label: string): Promise<number> {
  const t0 = performance.now();
  const { processedUsers } = await recomputeAllUsers(db);
  const seconds = (performance.now() - t0) / 1000;
  if (processedUsers !== size.users)
    throw new Error(`processedUsers ${processedUsers}, expected ${size.users}`);
  console.log(`${label}: ${seconds.toFixed(1)} s (processedUsers ${processedUsers})`);
  return seconds;
}

/** Stored figures of 1,000 random players (all, when fewer) equal summarizeRecord and summarizePeriods of their picks. */
async function spotCheck(): Promise<void> {
  const ids = (
    await sql<{ id: number }>`select id from users order by random() limit 1000`.execute(db)
  ).rows.map((r) => r.id);
  const checked = await expectFiguresTrue(db, ids);
  console.log(`  spot check: ${checked.toLocaleString('en')} players equal a full recompute`);
}

await fixStreaks('figures already right (nothing to write)');
await spotCheck();

// A player's figures lost: totals, newest game and the week and month in their standings row.
const LOST =
  sql.raw(`current_streak = 0, longest_streak = 0, total_wins = 0, total_losses = 0, total_pushes = 0,
  total_picks = 0, win_percentage = 0, last_game_time = null, last_game_id = null, week_start = null, week_wins = 0,
  week_pushes = 0, week_picks = 0, week_peak = 0, month_start = null, month_wins = 0, month_pushes = 0,
  month_picks = 0, month_peak = 0`);

// A drift: 1% of the players lost their figures and their archived weeks.
await sql`update standings set ${LOST} where user_id % 100 = 7`.execute(db);
await sql`delete from period_archive where user_id % 100 = 7 and period_type = 'weekly'`.execute(db);
await fixStreaks('1% of the players wrong');
await spotCheck();

// Everything lost: every figure and every week and month row written again.
await sql`update standings set ${LOST}`.execute(db);
await sql`delete from period_archive`.execute(db);
await sql`vacuum analyze`.execute(db);
await fixStreaks('every figure wrong (all rows written)');
await spotCheck();

console.log(`engine: ${database.label}`);
await database.close();
