import { sql } from 'kysely';
import { pickResultSql } from '../../kernel/pick-result.sql';
import type { DB } from '../../platform/db/client';
import type { StatsPick } from './stats.rules';

/**
 * Every pick of a player in record order (game time, then game id), with its game's day and weekday in `timeZone`:
 * one query over picks_user_picked_at_idx, which the advanced stats fold in one pass.
 */
export async function findStatsPicks(db: DB, userId: number, timeZone: string): Promise<StatsPick[]> {
  const local = sql`(g.scheduled_time at time zone ${timeZone})`;
  const rows = await db
    .selectFrom('picks as p')
    .innerJoin('games as g', 'g.id', 'p.game_id')
    .innerJoin('sports as s', 's.id', 'g.sport_id')
    .innerJoin('teams as t', 't.id', 'p.selected_team_id')
    .select([
      's.name as sport',
      'p.selected_team_id as teamId',
      't.name as teamName',
      't.abbreviation',
      pickResultSql('p', 'g').as('result'),
      sql<string>`to_char(${local}, 'YYYY-MM-DD')`.as('day'),
      sql<number>`extract(dow from ${local})::int`.as('weekday'),
    ])
    .where('p.user_id', '=', userId)
    .orderBy('g.scheduled_time')
    .orderBy('g.id')
    .execute();
  return rows.map((r) => ({ ...r, weekday: Number(r.weekday) }));
}
