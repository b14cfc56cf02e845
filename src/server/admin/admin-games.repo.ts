import type { Insertable } from 'kysely';
import type { DB } from '../db/client';
import type { GamesTable } from '../db/schema';
import { selectGames } from '../games/games.repo';

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

/** The teams of these ids with their sports. */
export function findTeams(db: DB, ids: number[]) {
  return db.selectFrom('teams').select(['id', 'sport_id']).where('id', 'in', ids).execute();
}

export function insertGame(db: DB, game: Insertable<GamesTable>) {
  return db.insertInto('games').values(game).returning('id').executeTakeFirstOrThrow();
}

/** A game's status and teams, its row locked against edits and new picks (their foreign-key share lock). */
export function lockGame(db: DB, id: number) {
  return db
    .selectFrom('games')
    .select(['id', 'status', 'home_team_id', 'away_team_id'])
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

export async function hasPicks(db: DB, gameId: number): Promise<boolean> {
  const row = await db
    .selectFrom('picks')
    .select('id')
    .where('game_id', '=', gameId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function updateGame(
  db: DB,
  id: number,
  set: {
    sport_id: number;
    home_team_id: number;
    away_team_id: number;
    scheduled_time: Date;
    notes?: string | null;
    updated_at: Date;
  },
) {
  return db.updateTable('games').set(set).where('id', '=', id).execute();
}
