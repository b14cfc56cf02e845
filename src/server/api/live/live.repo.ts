import { sql } from 'kysely';
import type { DB } from '../../platform/db/client';

/** A player's figures for live.me, with the database clock of the read. */
export function findUserFigures(db: DB, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('standings as s', 's.user_id', 'u.id')
    .select([
      'u.id',
      'u.timezone',
      'u.subscription_tier',
      's.current_streak',
      's.longest_streak',
      's.total_wins',
      's.total_losses',
      's.total_pushes',
      's.total_picks',
      's.win_percentage',
      sql<Date>`now()`.as('now'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
