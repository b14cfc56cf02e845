import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { DB } from '../../src/server/db/client';
import { gradeGame, removeGameEffects } from '../../src/server/grading/grading.service';
import { gradedRecords } from '../../src/server/grading/recompute.repo';
import { recomputeAllUsers } from '../../src/server/grading/recompute.service';
import { summarizeRecord } from '../../src/server/grading/record.rules';
import { freshBenchDatabase, quantile } from './bench-db';
import { dropBenchDatabase } from './grading-support';

// Grading one game with 100,000 picks from 100,000 players who already have histories.
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_grading npx tsx scripts/bench/grading.ts
// (default database pickem_bench; created fresh, dropped at the end unless KEEP=1). USERS, PRIOR_GAMES,
// RUNS tune it.
const USERS = Number(process.env.USERS ?? 100_000);
const PRIOR_GAMES = Number(process.env.PRIOR_GAMES ?? 20);
const RUNS = Number(process.env.RUNS ?? 5);
const HOUR = 3_600_000;

const database = await freshBenchDatabase();
const { db } = database;
const now = new Date();
const ms = (t0: number) => Math.round(performance.now() - t0);

async function timed<T>(label: string, fn: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const t0 = performance.now();
  const result = await fn();
  const took = ms(t0);
  console.log(`${label}: ${took} ms`);
  return { result, ms: took };
}

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

/** Games at the given times (status as given), each picked by every user, home or away at random. */
async function gamesWithPicks(db: DB, times: Date[], status: 'completed' | 'live' | 'scheduled') {
  const ids: number[] = [];
  for (const at of times) {
    const game = await db
      .insertInto('games')
      .values({
        sport_id: sport.id,
        home_team_id: HOME,
        away_team_id: AWAY,
        scheduled_time: at,
        status,
        ...(status === 'completed' ? { winner_team_id: Math.random() < 0.5 ? HOME : AWAY } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into picks (user_id, game_id, selected_team_id, picked_at)
      select u.id, ${game.id}::int, case when random() < 0.5 then ${HOME}::int else ${AWAY}::int end,
        ${new Date(at.getTime() - HOUR)}::timestamptz
      from users u`.execute(db);
    ids.push(game.id);
  }
  return ids;
}

await timed(`${USERS} users`, () =>
  sql`insert into users (username, password_hash)
    select 'bench_' || i, 'x' from generate_series(1, ${USERS}::int) as i`.execute(db),
);
await timed(`${PRIOR_GAMES} earlier games with ${USERS} picks each, graded`, async () => {
  const times = Array.from(
    { length: PRIOR_GAMES },
    (_, i) => new Date(now.getTime() - (PRIOR_GAMES - i) * 84 * HOUR),
  );
  await gamesWithPicks(db, times, 'completed');
  await sql`update picks p
    set result = case when p.selected_team_id = g.winner_team_id then 'win' else 'loss' end,
      graded_at = g.scheduled_time + interval '3 hours'
    from games g where g.id = p.game_id and g.status = 'completed'`.execute(db);
});
const fix = await timed('Fix User Streaks (recomputeAllUsers) to set every prior figure', () =>
  recomputeAllUsers(db),
);
console.log(`  processedUsers ${fix.result.processedUsers}`);
const benchGames = await gamesWithPicks(
  db,
  Array.from({ length: RUNS }, (_, i) => new Date(now.getTime() - (RUNS - i) * 2 * HOUR)),
  'live',
);
// Tomorrow's games already hold everyone's (ungraded) picks, as they would in production.
await gamesWithPicks(
  db,
  [1, 2, 3].map((d) => new Date(now.getTime() + d * 24 * HOUR)),
  'scheduled',
);
await sql`vacuum analyze`.execute(db);
const counts = await sql<{ picks: number; standings: number }>`
  select (select count(*) from picks) as picks, (select count(*) from period_standings) as standings`.execute(
  db,
);
console.log(`database: ${JSON.stringify(counts.rows[0])}`);

/** Completes a game (home wins) and grades it in one transaction, as the admin's score entry does. */
const complete = (gameId: number, winner: number) =>
  db.transaction().execute(async (trx) => {
    await trx
      .updateTable('games')
      .set({ status: 'completed', winner_team_id: winner, home_score: 3, away_score: 1, completed_at: now })
      .where('id', '=', gameId)
      .execute();
    return gradeGame(trx, gameId, now);
  });

const incremental: number[] = [];
for (const [i, gameId] of benchGames.entries()) {
  const { result, ms: took } = await timed(`gradeGame #${i + 1} (newest game, ${USERS} picks)`, () =>
    complete(gameId, HOME),
  );
  if (result.graded.length !== USERS || result.recomputedUserIds.length !== 0)
    throw new Error(`expected ${USERS} in-place gradings, got ${JSON.stringify({ ...result, graded: 0 })}`);
  incremental.push(took);
}
console.log(`gradeGame in place: p50 ${quantile(incremental, 0.5)} ms, max ${Math.max(...incremental)} ms`);
await timed('gradeGame again (idempotent, nothing changes)', () => complete(benchGames.at(-1)!, HOME));

// Spot check: stored figures of 500 random users equal a full recompute.
const sample = (
  await sql<{ id: number }>`select id from users order by random() limit 500`.execute(db)
).rows.map((r) => r.id);
const histories = await gradedRecords(db, sample);
const stored = await db.selectFrom('users').selectAll().where('id', 'in', sample).execute();
for (const user of stored) {
  const truth = summarizeRecord((histories.get(user.id) ?? []).map((h) => h.result));
  if (truth.currentStreak !== user.current_streak || truth.totalPicks !== user.total_picks)
    throw new Error(`user ${user.id} disagrees with a recompute`);
}
console.log('spot check: 500 users equal a full recompute');

// The slow paths: a score correction and a deletion recompute every player of the game.
await timed(`Fix Score of the newest game (${USERS} users recomputed)`, () =>
  complete(benchGames.at(-1)!, AWAY),
);
await timed(`removeGameEffects of the newest game (${USERS} users recomputed)`, () =>
  removeGameEffects(db, benchGames.at(-1)!),
);
console.log(`engine: ${database.label}`);
await db.destroy();
await dropBenchDatabase();
