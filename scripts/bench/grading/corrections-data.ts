import { sql } from 'kysely';
import { recomputeAllUsers } from '../../../src/server/modules/grading/recompute.service';
import type { DB } from '../../../src/server/platform/db/client';
import type { BenchTeams } from '../toolkit/app';
import { timed } from '../toolkit/time';

// The history corrections.ts corrects: every bulk player (`bulk_%`, the watchers `bulk_watch_%` among them) picked
// each of HISTORY games, one a day, the last `lastAt`; their figures set by Fix User Streaks, as a database that
// grew by gradings holds them. Then the games the run corrects, each picked by every bulk player: one live game a
// round, 36 hours before the last (two graded games of every player come after it: a late grading), and one
// completed game whose winner is unknown, 60 hours before the last, whose picks are graded by hand.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** `count` bulk players, named `bulk_<n>` (the watchers signed up before them are bulk players too). */
export async function bulkPlayers(db: DB, count: number): Promise<void> {
  await sql`insert into users (username, password_hash)
    select 'bulk_' || i, 'x' from generate_series(1, ${count}::int) as i`.execute(db);
}

/** HISTORY graded games a day apart, the last at `lastAt`, each picked by every bulk player (55 % right). */
export async function gradedHistory(db: DB, teams: BenchTeams, history: number, lastAt: Date): Promise<void> {
  const start = new Date(lastAt.getTime() - (history - 1) * DAY);
  const { home, away } = teams;
  // Bulk loading: the picks' secondary indexes are built once afterwards.
  const secondary = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
    where tablename = 'picks' and indexname not like '%pkey' and indexdef not like '%UNIQUE%'`.execute(db);
  for (const { indexname } of secondary.rows) await sql`drop index ${sql.id(indexname)}`.execute(db);
  await sql`insert into games (sport_id, home_team_id, away_team_id, scheduled_time, status, home_score, away_score,
      winner_team_id, graded_winner_team_id, graded_at, completed_at)
    select ${teams.sportId}::int, ${home}::int, ${away}::int, ${start}::timestamptz + g * interval '1 day',
      'completed', 3, 1, w, w, ${start}::timestamptz + g * interval '1 day' + interval '3 hours',
      ${start}::timestamptz + g * interval '1 day' + interval '3 hours'
    from generate_series(0, ${history - 1}::int) as g,
      lateral (select case when random() < 0.5 then ${home}::int else ${away}::int end as w) x`.execute(db);
  await sql`insert into picks (user_id, game_id, selected_team_id, picked_at)
    select u.id, g.id, case when random() < 0.55 then g.winner_team_id
        when g.winner_team_id = ${home}::int then ${away}::int else ${home}::int end,
      g.scheduled_time - interval '1 hour'
    from users u cross join games g
    where g.status = 'completed' and u.username like 'bulk\\_%'`.execute(db);
  for (const { indexdef } of secondary.rows) await sql.raw(indexdef).execute(db);
  await timed('Fix User Streaks: every standings row from its record', () => recomputeAllUsers(db));
  await sql`insert into pick_tallies (user_id, picks)
    select user_id, count(*) from picks group by user_id
    on conflict (user_id) do update set picks = excluded.picks`.execute(db);
}

/** A game at `at` with `fields`, picked by every bulk player (a random team each); its id. */
export async function gamePickedByAll(
  db: DB,
  teams: BenchTeams,
  at: Date,
  fields: { status: 'live' | 'completed' },
): Promise<number> {
  const game = await db
    .insertInto('games')
    .values({
      sport_id: teams.sportId,
      home_team_id: teams.home,
      away_team_id: teams.away,
      scheduled_time: at,
      ...fields,
      ...(fields.status === 'completed' ? { home_score: 0, away_score: 0, completed_at: at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into picks (user_id, game_id, selected_team_id, picked_at)
    select id, ${game.id}::int, case when random() < 0.5 then ${teams.home}::int else ${teams.away}::int end,
      ${new Date(at.getTime() - HOUR)}::timestamptz
    from users where username like 'bulk\\_%'`.execute(db);
  return game.id;
}

/** The games a run corrects: one live game per round (a late grading each), and the game graded by hand. */
export async function correctedGames(
  db: DB,
  teams: BenchTeams,
  runs: number,
  lastAt: Date,
): Promise<{ late: number[]; byHand: number }> {
  const late: number[] = [];
  for (let i = 0; i < runs; i++) {
    late.push(
      await gamePickedByAll(db, teams, new Date(lastAt.getTime() - 36 * HOUR + i * 600_000), {
        status: 'live',
      }),
    );
  }
  const byHand = await gamePickedByAll(db, teams, new Date(lastAt.getTime() - 60 * HOUR), {
    status: 'completed',
  });
  return { late, byHand };
}
