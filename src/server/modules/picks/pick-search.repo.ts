import { sql } from 'kysely';
import { pickResultSql } from '../../kernel/pick-result.sql';
import type { DB } from '../../platform/db/client';
import { type PageRequest, readPage } from '../../platform/db/page';

export interface PickFilter {
  /** A LIKE pattern over user names, e-mail and both team names. */
  pattern: string | null;
  /** Only picks of completed games without a result (the status word Ungraded): hand grading's work. */
  ungradedOnly?: boolean;
}

/** Picks with their user, game and teams, narrowed by the filter: one source for a page and for its count. */
function filteredPicks(db: DB, filter: PickFilter) {
  let query = db
    .selectFrom('picks as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('games as g', 'g.id', 'p.game_id')
    .innerJoin('teams as h', 'h.id', 'g.home_team_id')
    .innerJoin('teams as a', 'a.id', 'g.away_team_id')
    .innerJoin('teams as s', 's.id', 'p.selected_team_id');
  const { pattern } = filter;
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
  if (filter.ungradedOnly) {
    query = query.where('g.status', '=', 'completed').where(sql<boolean>`${pickResultSql()} is null`);
  }
  return query;
}

function pickColumns(db: DB, filter: PickFilter) {
  return filteredPicks(db, filter).select([
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
  ]);
}

/** Newest picks first, with their user, game and teams; optionally only those matching the pattern. */
export function searchPicks(db: DB, pattern: string | null, limit: number) {
  return pickColumns(db, { pattern })
    .orderBy('p.picked_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}

/** One page of the filtered picks (newest or oldest pick first), and how many the filter selects in all. */
export function pagePicks(db: DB, filter: PickFilter, page: PageRequest) {
  const ordered = (direction: 'asc' | 'desc') =>
    pickColumns(db, filter).orderBy('p.picked_at', direction).orderBy('p.id', direction);
  return readPage(page, ordered, filteredPicks(db, filter));
}
