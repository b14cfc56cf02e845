import { sql } from 'kysely';
import { getLeaderboard, weeklyPosition } from '../../../src/server/modules/leaderboard/leaderboard.service';
import type { LeaderboardPeriod } from '../../../src/shared/schemas/leaderboard';
import { Checks } from '../toolkit/checks';
import { benchDatabase, databaseFacts } from '../toolkit/db';
import { expectFiguresTrue } from '../toolkit/figures-check';
import { intFromEnv } from '../toolkit/knobs';
import { reportTimes } from '../toolkit/report';
import { generateSeason, seasonSizeFromEnv } from '../toolkit/season';
import { timeCalls } from '../toolkit/time';

// Top-100 boards over 1,000,000 players and 20,000,000 graded picks (PostgreSQL only).
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_boards npx tsx scripts/bench/boards/leaderboards.ts
// (default database pickem_bench_boards; generated fresh, which takes about 20 minutes, and dropped at the end
// unless KEEP=1). REUSE=1 measures a database a previous KEEP=1 run left, migrating it first (and leaves it).
// USERS (1,000,000), PICKS_PER_USER (20), GAMES (2,000), DAYS (182), RUNS (200), WARMUP (20) tune it. Checks: a
// sample of 200 players equals a full recompute; every board is ranked from 1 and holds its top 100 (or everyone);
// the all-time board counts every player.
const size = seasonSizeFromEnv({ users: 1_000_000, picksPerUser: 20, games: 2000, days: 182 });
const RUNS = intFromEnv('RUNS', 200);
const WARMUP = intFromEnv('WARMUP', 20, 0);

const database = await benchDatabase({
  name: 'pickem_bench_boards',
  postgresOnly: 'The leaderboard benchmark',
  poolSize: 4,
});
const { db } = database;
const checks = new Checks();

if (process.env.REUSE !== '1') {
  console.log(`generating ${JSON.stringify(size)}`);
  await generateSeason(database, size, new Date());
}
// The season ends an hour before its "now": the boards of the week and month it ends in.
const last = await db
  .selectFrom('games')
  .select((eb) => eb.fn.max('scheduled_time').as('at'))
  .executeTakeFirstOrThrow();
const now = new Date(new Date(last.at).getTime() + 3_600_000);
const deps = { db, clock: () => now };

const facts = await databaseFacts(db, { users: 'users', picks: 'picks', archived_periods: 'period_archive' });
console.log(`database: ${JSON.stringify(facts)}, now ${now.toISOString()}`);

// The generated figures must be what grading would have stored: check a sample against the rules.
const sample = (
  await sql<{ id: number }>`select id from users order by random() limit 200`.execute(db)
).rows.map((r) => r.id);
console.log(
  `sample of ${await expectFiguresTrue(db, sample)} players equals summarizeRecord/summarizePeriods`,
);

const measure = async (label: string, call: () => Promise<unknown>) =>
  reportTimes(label, await timeCalls(call, { warmup: WARMUP, runs: RUNS }));

for (const period of ['weekly', 'monthly', 'alltime'] as LeaderboardPeriod[]) {
  const board = await getLeaderboard(deps, period, 100);
  console.log(
    `${period} ${board.periodStart ?? ''}: ${board.totalPlayers} players, top rank ${board.players[0]?.rank}`,
  );
  checks.expect(
    board.players.length === Math.min(100, board.totalPlayers) &&
      (board.totalPlayers === 0 || board.players[0]?.rank === 1),
    `the ${period} board ranks its top 100 from 1`,
    `${board.players.length} rows of ${board.totalPlayers}, top rank ${board.players[0]?.rank}`,
  );
  if (period === 'alltime')
    checks.equal(board.totalPlayers, Number(facts.users), 'the all-time board counts every player');
  await measure(`  ${period} top 100 (${RUNS} runs)`, () => getLeaderboard(deps, period, 100));
}
const ids = (await sql<{ id: number }>`select id from users order by random() limit ${RUNS}`.execute(db))
  .rows;
let i = 0;
await measure(`weeklyPosition of a random player (${RUNS} runs)`, () =>
  weeklyPosition(db, ids[i++ % ids.length]!.id, now),
);
console.log(`engine: ${database.label}`);
checks.conclude();
await database.close();
