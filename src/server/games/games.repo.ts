import { sql } from 'kysely';
import type { DB } from '../db/client';
import { pickResultSql } from '../grading/pick-result.sql';

/** Games with both teams and the sport name, ready for `toGame`. */
export function selectGames(db: DB) {
  return db
    .selectFrom('games as g')
    .innerJoin('sports as s', 's.id', 'g.sport_id')
    .innerJoin('teams as h', 'h.id', 'g.home_team_id')
    .innerJoin('teams as a', 'a.id', 'g.away_team_id')
    .innerJoin('sports as hs', 'hs.id', 'h.sport_id')
    .innerJoin('sports as as', 'as.id', 'a.sport_id')
    .selectAll('g')
    .select([
      's.name as sport_name',
      'h.name as home_name',
      'h.abbreviation as home_abbreviation',
      'hs.name as home_sport',
      'h.primary_color as home_primary',
      'h.secondary_color as home_secondary',
      'h.wins as home_wins',
      'h.losses as home_losses',
      'h.ties as home_ties',
      'a.name as away_name',
      'a.abbreviation as away_abbreviation',
      'as.name as away_sport',
      'a.primary_color as away_primary',
      'a.secondary_color as away_secondary',
      'a.wins as away_wins',
      'a.losses as away_losses',
      'a.ties as away_ties',
    ]);
}

export type GameRowWithTeams = Awaited<ReturnType<ReturnType<typeof selectGames>['execute']>>[number];

/** Games starting in [from, to), plus every live game when asked, in start order. */
export function findGamesForDay(db: DB, from: Date, to: Date, includeLive: boolean) {
  return selectGames(db)
    .where((eb) => {
      const inDay = eb.and([eb('g.scheduled_time', '>=', from), eb('g.scheduled_time', '<', to)]);
      return includeLive ? eb.or([inDay, eb('g.status', '=', 'live')]) : inDay;
    })
    .orderBy('g.scheduled_time')
    .orderBy('g.id')
    .execute();
}

export function findGameWithTeams(db: DB, id: number) {
  return selectGames(db).where('g.id', '=', id).executeTakeFirst();
}

/** How many picks each team of each game has. */
export function countPicksByTeam(db: DB, gameIds: number[]) {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('picks')
    .select(['game_id', 'selected_team_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('game_id', 'in', gameIds)
    .groupBy(['game_id', 'selected_team_id'])
    .execute();
}

/** One user's picks on the given games. */
export function findUserPicksForGames(db: DB, userId: number, gameIds: number[]) {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('picks as p')
    .innerJoin('games as g', 'g.id', 'p.game_id')
    .select(['p.id', 'p.game_id', 'p.selected_team_id', pickResultSql().as('result'), 'p.picked_at'])
    .where('p.user_id', '=', userId)
    .where('p.game_id', 'in', gameIds)
    .execute();
}

/** Moves every scheduled game whose start has passed (database clock) to live; returns their ids. */
export async function startDueGames(db: DB): Promise<number[]> {
  const rows = await db
    .updateTable('games')
    .set({ status: 'live', updated_at: sql`now()` })
    .where('status', '=', 'scheduled')
    .where('scheduled_time', '<=', sql<Date>`now()`)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
