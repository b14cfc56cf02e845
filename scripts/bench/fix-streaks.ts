import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { gradedRecords } from '../../src/server/grading/recompute.repo';
import { formatStandings } from '../../src/server/grading/recompute.rules';
import { recomputeAllUsers } from '../../src/server/grading/recompute.service';
import { summarizePeriods, summarizeRecord } from '../../src/server/grading/record.rules';
import { freshBenchDatabase } from './bench-db';
import { dropBenchDatabase } from './grading-support';
import { generateSeason } from './leaderboards-data';

// "Fix User Streaks" (recomputeAllUsers) over 100,000 players with 5,000,000 graded picks (PostgreSQL).
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_fix npx tsx scripts/bench/fix-streaks.ts
// (default database pickem_bench_picks; created fresh, dropped at the end unless KEEP=1). USERS,
// PICKS_PER_USER, GAMES, DAYS tune it.
const size = {
  users: Number(process.env.USERS ?? 100_000),
  picksPerUser: Number(process.env.PICKS_PER_USER ?? 50),
  games: Number(process.env.GAMES ?? 2000),
  days: Number(process.env.DAYS ?? 182),
};

const database = await freshBenchDatabase();
if (database.kind !== 'pg')
  throw new Error('The Fix User Streaks benchmark needs PostgreSQL (unset BENCH_DB).');
const { db } = database;
console.log(`generating ${JSON.stringify(size)}`);
const client = await database.pool!.connect();
await generateSeason(client, size, new Date());
client.release();

const facts = await sql<Record<string, number | string>>`
  select (select count(*) from users) as users, (select count(*) from picks) as picks,
    (select count(*) from period_standings) as standings,
    pg_size_pretty(pg_database_size(current_database())) as size`.execute(db);
console.log(`database: ${JSON.stringify(facts.rows[0])}`);

async function fixStreaks(label: string): Promise<number> {
  const t0 = performance.now();
  const { processedUsers } = await recomputeAllUsers(db);
  const seconds = (performance.now() - t0) / 1000;
  if (processedUsers !== size.users)
    throw new Error(`processedUsers ${processedUsers}, expected ${size.users}`);
  console.log(`${label}: ${seconds.toFixed(1)} s (processedUsers ${processedUsers})`);
  return seconds;
}

/** Stored figures of 1,000 random players equal summarizeRecord and summarizePeriods of their picks. */
async function spotCheck(): Promise<void> {
  const ids = (
    await sql<{ id: number }>`select id from users order by random() limit 1000`.execute(db)
  ).rows.map((r) => r.id);
  const histories = await gradedRecords(db, ids);
  const users = await db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  const rows = await db.selectFrom('period_standings').selectAll().where('user_id', 'in', ids).execute();
  for (const user of users) {
    const history = histories.get(user.id) ?? [];
    const truth = summarizeRecord(history.map((h) => h.result));
    const stored = {
      currentStreak: user.current_streak,
      longestStreak: user.longest_streak,
      totalWins: user.total_wins,
      totalLosses: user.total_losses,
      totalPushes: user.total_pushes,
      totalPicks: user.total_picks,
      winPercentage: user.win_percentage,
    };
    if (JSON.stringify(stored) !== JSON.stringify(truth)) throw new Error(`user ${user.id}: totals differ`);
    const mine = rows
      .filter((r) => r.user_id === user.id)
      .map((r) => ({
        periodType: r.period_type as 'week' | 'month',
        periodStart: r.period_start,
        wins: r.wins,
        losses: r.losses,
        pushes: r.pushes,
        picks: r.picks,
        peakStreak: r.peak_streak,
      }));
    if (formatStandings(summarizePeriods(history)) !== formatStandings(mine))
      throw new Error(`user ${user.id}: standings differ`);
  }
  console.log('  spot check: 1,000 players equal a full recompute');
}

await fixStreaks('figures already right (nothing to write)');
await spotCheck();

// A drift: 1% of the players lost their figures and one week of rows.
await sql`update users set current_streak = 0, longest_streak = 0, total_wins = 0, total_losses = 0,
  total_pushes = 0, total_picks = 0, win_percentage = 0 where id % 100 = 7`.execute(db);
await sql`delete from period_standings where user_id % 100 = 7 and period_type = 'week'`.execute(db);
await fixStreaks('1% of the players wrong');
await spotCheck();

// Everything lost: every figure and every week and month row written again.
await sql`update users set current_streak = 0, longest_streak = 0, total_wins = 0, total_losses = 0,
  total_pushes = 0, total_picks = 0, win_percentage = 0`.execute(db);
await sql`delete from period_standings`.execute(db);
await sql`vacuum analyze`.execute(db);
await fixStreaks('every figure wrong (all rows written)');
await spotCheck();

console.log(`engine: ${database.label}`);
await db.destroy();
await dropBenchDatabase();
