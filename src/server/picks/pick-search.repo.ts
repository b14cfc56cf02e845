import { sql } from 'kysely';
import type { DB } from '../db/client';
import { pickResultSql } from '../grading/pick-result.sql';

/** Newest picks first, with their user, game and teams; optionally only those matching the pattern. */
export function searchPicks(db: DB, pattern: string | null, limit: number) {
  let query = db
    .selectFrom('picks as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('games as g', 'g.id', 'p.game_id')
    .innerJoin('teams as h', 'h.id', 'g.home_team_id')
    .innerJoin('teams as a', 'a.id', 'g.away_team_id')
    .innerJoin('teams as s', 's.id', 'p.selected_team_id');
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('u.username', 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
        eb('u.first_name', 'ilike', pattern),
        eb('u.last_name', 'ilike', pattern),
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
        eb('h.name', 'ilike', pattern),
        eb('a.name', 'ilike', pattern),
      ]),
    );
  }
  return query
    .select([
      'p.id',
      'p.picked_at',
      pickResultSql().as('result'),
      'u.id as user_id',
      'u.username',
      'u.email',
      'u.first_name',
      'u.last_name',
      'g.id as game_id',
      'g.status',
      'g.scheduled_time',
      'g.winner_team_id',
      'g.is_push',
      'g.graded_winner_team_id',
      'g.graded_push',
      'h.id as home_id',
      'h.name as home_name',
      'a.id as away_id',
      'a.name as away_name',
      's.id as selected_id',
      's.name as selected_name',
    ])
    .orderBy('p.picked_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}
