import { sql } from 'kysely';
import type { DB } from '../db/client';

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
      's.total_picks',
      's.win_percentage',
      sql<Date>`now()`.as('now'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Which of these sessions still exist (a resync checks the sockets' sessions after missed events). */
export async function existingSessionIds(db: DB, ids: readonly string[]): Promise<Set<string>> {
  const alive = new Set<string>();
  // In slices: a statement takes at most 65,535 parameters.
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', ids.slice(i, i + 5000))
      .execute();
    for (const row of rows) alive.add(row.id);
  }
  return alive;
}
