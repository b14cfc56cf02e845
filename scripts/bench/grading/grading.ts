import { sql } from 'kysely';
import { gradeGame } from '../../../src/server/modules/grading/grading.service';
import { recomputeAllUsers } from '../../../src/server/modules/grading/recompute.service';
import type { DB } from '../../../src/server/platform/db/client';
import { removeGame } from '../../../src/server/workflows/game-admin.service';
import { PeriodCloser } from '../../../src/server/workflows/period-close';
import { addDays, monthStart, weekStart } from '../../../src/shared/periods';
import { zonedTimeToInstant } from '../../../src/shared/zoned-time';
import { Checks } from '../toolkit/checks';
import { freshBenchDatabase } from '../toolkit/db';
import { expectFiguresTrue } from '../toolkit/figures-check';
import { intFromEnv } from '../toolkit/knobs';
import { quantile } from '../toolkit/stats';
import { timed } from '../toolkit/time';

// Grading one game with 100,000 picks from players who already have histories, the way a score entry does:
// the game completed and graded in one transaction.
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_grading npx tsx scripts/bench/grading/grading.ts
// (default database pickem_bench_grading; created fresh, dropped at the end unless KEEP=1). USERS (100,000),
// PICKS per game (100,000: every player when USERS is 100,000, every tenth of 1,000,000), PRIOR_GAMES (20, each
// picked by every player), RUNS (5) tune it. Checks: each in-place grading graded every pick of its game (as
// gradeGame counts them and as the database holds them: the game graded, each picker's total one more) and
// recomputed no one; grading again changes nothing; sampled players equal a full recompute.
const USERS = intFromEnv('USERS', 100_000);
const PICKS = intFromEnv('PICKS', 100_000);
const PRIOR_GAMES = intFromEnv('PRIOR_GAMES', 20);
const RUNS = intFromEnv('RUNS', 5);
const STEP = Math.max(1, Math.floor(USERS / PICKS));
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NEW_YORK = 'America/New_York';

const database = await freshBenchDatabase({ name: 'pickem_bench_grading' });
const { db } = database;
const now = new Date();
const checks = new Checks();

const sport = await db
  .insertInto('sports')
  .values({ name: 'Bench', display_name: 'Bench' })
  .returning('id')
  .executeTakeFirstOrThrow();
const [home, away] = await db
  .insertInto('teams')
  .values([
    { sport_id: sport.id, name: 'Home' },
    { sport_id: sport.id, name: 'Away' },
  ])
  .returning('id')
  .execute();
const HOME = home!.id;
const AWAY = away!.id;

/** A game at `at`, picked home or away at random by every `step`-th player, picked an hour before. */
async function gameWithPicks(db: DB, at: Date, status: 'completed' | 'live' | 'scheduled', step: number) {
  const winner = Math.random() < 0.5 ? HOME : AWAY;
  const game = await db
    .insertInto('games')
    .values({
      sport_id: sport.id,
      home_team_id: HOME,
      away_team_id: AWAY,
      scheduled_time: at,
      status,
      ...(status === 'completed'
        ? {
            winner_team_id: winner,
            graded_winner_team_id: winner,
            graded_at: new Date(at.getTime() + 3 * HOUR),
          }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into picks (user_id, game_id, selected_team_id, picked_at)
    select u.id, ${game.id}::int, case when random() < 0.5 then ${HOME}::int else ${AWAY}::int end,
      ${new Date(at.getTime() - HOUR)}::timestamptz
    from users u where u.id % ${step}::int = 0`.execute(db);
  return game.id;
}

// The measured games start on a Monday at least three weeks back (New York) whose week and the next lie in one
// month: the first game of that week, more games in it, the first of the next week, the first of the next month,
// and the first of the week after. What each one opens is printed with it.
let mondayDate = weekStart(new Date(now.getTime() - 21 * DAY));
while (Number(mondayDate.slice(8)) > 15) mondayDate = addDays(mondayDate, -7);
const monday = zonedTimeToInstant(mondayDate, '00:00', NEW_YORK);
const at = (day: Date, hours: number) => new Date(day.getTime() + hours * HOUR);
const nextMonth = zonedTimeToInstant(`${addDays(monthStart(monday), 32).slice(0, 8)}01`, '12:00', NEW_YORK);
const EXPECTED = Math.floor(USERS / STEP);

await timed(`${USERS} users`, () =>
  sql`insert into users (username, password_hash)
    select 'bench_' || i, 'x' from generate_series(1, ${USERS}::int) as i`.execute(db),
);
await timed(`${PRIOR_GAMES} earlier games picked by every player, graded`, async () => {
  // Bulk loading: the picks' secondary indexes are built once afterwards.
  const secondary = {
    picks_game_id_idx: 'game_id',
    picks_user_picked_at_idx: 'user_id, picked_at',
    picks_picked_at_idx: 'picked_at',
  };
  for (const name of Object.keys(secondary)) await sql`drop index ${sql.id(name)}`.execute(db);
  for (let i = 0; i < PRIOR_GAMES; i += 1)
    await gameWithPicks(db, new Date(monday.getTime() - (PRIOR_GAMES - i) * 84 * HOUR), 'completed', 1);
  for (const [name, columns] of Object.entries(secondary))
    await sql`create index ${sql.id(name)} on picks (${sql.raw(columns)})`.execute(db);
});
const fix = await timed('Fix User Streaks (recomputeAllUsers) to set every prior figure', () =>
  recomputeAllUsers(db),
);
console.log(`  processedUsers ${fix.result.processedUsers}`);
const plan = {
  firstOfWeek: at(monday, 20),
  sameWeek: Array.from({ length: RUNS }, (_, i) => at(monday, 24 * (i + 1) + 20)),
  nextWeek: at(monday, 7 * 24 + 20),
  nextMonth,
  weekAfter: at(nextMonth, 7 * 24),
};
const games = {
  firstOfWeek: await gameWithPicks(db, plan.firstOfWeek, 'live', STEP),
  sameWeek: [] as number[],
  nextWeek: await gameWithPicks(db, plan.nextWeek, 'live', STEP),
  nextMonth: await gameWithPicks(db, plan.nextMonth, 'live', STEP),
  weekAfter: await gameWithPicks(db, plan.weekAfter, 'live', STEP),
};
for (const t of plan.sameWeek) games.sameWeek.push(await gameWithPicks(db, t, 'live', STEP));
// Tomorrow's games already hold the players' (ungraded) picks, as they would in production.
for (const d of [1, 2, 3]) await gameWithPicks(db, new Date(now.getTime() + d * DAY), 'scheduled', STEP);
await sql`vacuum analyze`.execute(db);
const counts = await sql<Record<string, number | string>>`
  select (select count(*) from picks) as picks, (select count(*) from period_archive) as archived_periods,
    pg_size_pretty(pg_database_size(current_database())) as size`.execute(db);
console.log(
  `database: ${JSON.stringify(counts.rows[0])}, ${EXPECTED} picks per measured game (every ${STEP}th player)`,
);

/** Completes a game and grades it in one transaction, as the admin's score entry does. */
const complete = (gameId: number, winner: number) =>
  db.transaction().execute(async (trx) => {
    await trx
      .updateTable('games')
      .set({ status: 'completed', winner_team_id: winner, home_score: 3, away_score: 1, completed_at: now })
      .where('id', '=', gameId)
      .execute();
    return gradeGame(trx, gameId);
  });

let lastGraded = new Date(monday.getTime() - 84 * HOUR);
/** What a game at `time` opens for its players, after the last one graded. */
function opens(time: Date): string {
  const week = weekStart(time) !== weekStart(lastGraded);
  const month = monthStart(time) !== monthStart(lastGraded);
  lastGraded = time;
  return week && month
    ? 'a new week and month'
    : week
      ? 'a new week'
      : month
        ? 'a new month'
        : 'the same week';
}

/** Picks of a graded game, as the database holds them, and every player's total of graded picks. */
async function gradedFigures(gameId: number): Promise<{ picks: number; totals: number }> {
  const { rows } = await sql<{ picks: number; totals: number }>`
    select (select count(*) from picks p join games g on g.id = p.game_id
        where p.game_id = ${gameId} and g.graded_at is not null)::int as picks,
      (select coalesce(sum(total_picks), 0) from standings)::int as totals`.execute(db);
  return rows[0]!;
}

/** Grades a game whose players are all updated in place; a check fails otherwise. */
async function inPlace(label: string, gameId: number, time: Date): Promise<number> {
  const before = await gradedFigures(gameId);
  const { result, ms: took } = await timed(`${label}, opening ${opens(time)}`, () => complete(gameId, HOME));
  const after = await gradedFigures(gameId);
  checks.equal(result.game?.picks, EXPECTED, `${label}: gradeGame graded every pick of the game`);
  checks.equal(after.picks, EXPECTED, `${label}: the database holds every pick of the game graded`);
  checks.equal(after.totals - before.totals, EXPECTED, `${label}: each picker's total one more`);
  checks.equal(result.recomputedUserIds.length, 0, `${label}: every player in place, none recomputed`);
  return took;
}

const closer = new PeriodCloser({ db, clock: () => now });
const closeWeeks = () =>
  timed('  period close (moves the week before to the archive, between gradings)', () => closer.closeAll());

const firstOfWeek = await inPlace('first game of the week', games.firstOfWeek, plan.firstOfWeek);
const sameWeek: number[] = [];
for (const [i, gameId] of games.sameWeek.entries())
  sameWeek.push(await inPlace(`game #${i + 2} of the week`, gameId, plan.sameWeek[i]!));
console.log(`same week: p50 ${quantile(sameWeek, 0.5)} ms, max ${Math.max(...sameWeek)} ms`);
await closeWeeks();
const nextWeek = await inPlace('first game of the next week', games.nextWeek, plan.nextWeek);
await closeWeeks();
const newMonth = await inPlace('first game of the next month', games.nextMonth, plan.nextMonth);
const again = await timed('graded again (idempotent, nothing changes)', () =>
  complete(games.nextMonth, HOME),
);
checks.expect(again.result.game === null, 'grading again changes nothing');
const all = [firstOfWeek, ...sameWeek, nextWeek, newMonth];
console.log(
  `every in-place grading (${all.length}): p50 ${quantile(all, 0.5)} ms, max ${Math.max(...all)} ms`,
);

// The week after, before the period-close job has moved last week aside: those players take the recompute.
await timed(
  `a game opening ${opens(plan.weekAfter)} before the job ran (${EXPECTED} players recomputed)`,
  () => complete(games.weekAfter, HOME),
);
const sample = (
  await sql<{
    id: number;
  }>`select id from users where id % ${STEP}::int = 0 order by random() limit 500`.execute(db)
).rows.map((r) => r.id);
console.log(`spot check: ${await expectFiguresTrue(db, sample)} players equal a full recompute`);

// The slow paths: a score correction and a deletion recompute every player of the game.
await timed(`Fix Score of the newest game (${EXPECTED} players recomputed)`, () =>
  complete(games.weekAfter, AWAY),
);
await timed(`removeGame of the newest game (${EXPECTED} players recomputed)`, () =>
  removeGame(db, games.weekAfter),
);
console.log(`spot check: ${await expectFiguresTrue(db, sample)} players equal a full recompute`);
console.log(`engine: ${database.label}`);
checks.conclude();
await database.close();
