import type { DB } from '../../platform/db/client';
import { type PageRequest, readPage } from '../../platform/db/page';

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

/** Games of these ids with their teams. */
export function findGamesByIds(db: DB, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectGames(db)
    .where('g.id', 'in', [...ids])
    .execute();
}

/** Scheduled games, soonest first (manage-games). */
export function listScheduledGames(db: DB) {
  return selectGames(db)
    .where('g.status', '=', 'scheduled')
    .orderBy('g.scheduled_time')
    .orderBy('g.id')
    .execute();
}

/** Completed and live games, newest start first (game-history). */
export function listGameHistory(db: DB, limit: number) {
  return selectGames(db)
    .where('g.status', 'in', ['completed', 'live'])
    .orderBy('g.scheduled_time', 'desc')
    .orderBy('g.id', 'desc')
    .limit(limit)
    .execute();
}

export interface HistoryFilter {
  /** A LIKE pattern over either team's name. */
  pattern: string | null;
  sportId?: number | undefined;
  status?: 'completed' | 'live' | undefined;
}

/** Completed and live games narrowed by the filter: one source for a page and for its count. */
function filteredHistory(db: DB, filter: HistoryFilter) {
  let query = selectGames(db).where('g.status', 'in', ['completed', 'live']);
  const { pattern } = filter;
  if (pattern)
    query = query.where((eb) => eb.or([eb('h.name', 'ilike', pattern), eb('a.name', 'ilike', pattern)]));
  if (filter.sportId !== undefined) query = query.where('g.sport_id', '=', filter.sportId);
  if (filter.status) query = query.where('g.status', '=', filter.status);
  return query;
}

/** One page of the game history (newest or oldest start first), and how many games the filter selects. */
export function pageGameHistory(db: DB, filter: HistoryFilter, page: PageRequest) {
  const ordered = (direction: 'asc' | 'desc') =>
    filteredHistory(db, filter).orderBy('g.scheduled_time', direction).orderBy('g.id', direction);
  return readPage(page, ordered, filteredHistory(db, filter));
}

/** A game's status and teams, its row locked against edits and new picks (their foreign-key share lock). */
export function lockGame(db: DB, id: number) {
  return db
    .selectFrom('games')
    .select([
      'id',
      'status',
      'sport_id',
      'home_team_id',
      'away_team_id',
      'scheduled_time',
      'notes',
      'line_favorite',
      'line_spread',
      'line_over_under',
      'line_details',
      'line_source',
      'line_as_of',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function findGameTeams(db: DB, id: number) {
  return db
    .selectFrom('games')
    .select(['id', 'home_team_id', 'away_team_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What a score entry checks and records of a game, its row locked until the transaction ends. */
export function lockGameForScore(trx: DB, id: number) {
  return trx
    .selectFrom('games as g')
    .innerJoin('sports as s', 's.id', 'g.sport_id')
    .innerJoin('teams as h', 'h.id', 'g.home_team_id')
    .innerJoin('teams as a', 'a.id', 'g.away_team_id')
    .select([
      'g.id',
      'g.status',
      'g.scheduled_time',
      'g.home_score',
      'g.away_score',
      'g.winner_team_id',
      'g.is_push',
      'g.home_team_id',
      's.name as sport',
      'h.name as home_name',
      'a.name as away_name',
    ])
    .where('g.id', '=', id)
    .forUpdate('g')
    .executeTakeFirst();
}
