import { sql } from 'kysely';
import type { PickResultValue } from '../../../shared/schemas/games';
import { pickResultSql } from '../../kernel/pick-result.sql';
import type { DB } from '../../platform/db/client';

// A game's picks as other modules need them: the cards' pick stats and the viewer's own pick, whether a
// game has picks at all, and the results an admin gives by hand.

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

/** The players who picked a game. */
export async function pickersOf(db: DB, gameId: number): Promise<number[]> {
  const rows = await db.selectFrom('picks').select('user_id').where('game_id', '=', gameId).execute();
  return rows.map((r) => r.user_id);
}

/** Whether anyone picked the game. */
export async function hasPicks(db: DB, gameId: number): Promise<boolean> {
  const row = await db
    .selectFrom('picks')
    .select('id')
    .where('game_id', '=', gameId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Clears the results admins gave a game's picks by hand. */
export async function clearManualResults(trx: DB, gameId: number): Promise<void> {
  await trx
    .updateTable('picks')
    .set({ manual_result: null, manual_graded_at: null })
    .where('game_id', '=', gameId)
    .where('manual_result', 'is not', null)
    .execute();
}

/** Gives a pick a result by hand. */
export async function setManualResult(
  trx: DB,
  pickId: number,
  result: PickResultValue,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('picks')
    .set({ manual_result: result, manual_graded_at: at })
    .where('id', '=', pickId)
    .execute();
}

/**
 * The picks of some players on some games, with each pick's result, as a league reveals them: on a game that has
 * locked (started, or no longer scheduled, at `now`), every listed player's pick; on a game still open, only
 * `viewerId`'s (null: nobody's). The lock is decided here, in the statement, so an open game's picks of others never
 * leave the database. In no particular order; the pickers' names are `playersNamed`' (once a player, not once a pick).
 */
export async function revealedPicks(
  db: DB,
  gameIds: readonly number[],
  playerIds: readonly number[],
  viewerId: number | null,
  now: Date,
) {
  if (gameIds.length === 0 || playerIds.length === 0) return [];
  const { rows } = await sql<{
    game_id: number;
    user_id: number;
    selected_team_id: number;
    result: PickResultValue;
  }>`
    select p.game_id, p.user_id, p.selected_team_id, ${pickResultSql('p', 'g')} as result
    from picks p
    join games g on g.id = p.game_id
    where p.game_id = any(${`{${gameIds.join(',')}}`}::int[])
      and p.user_id = any(${`{${playerIds.join(',')}}`}::int[])
      and (p.user_id = ${viewerId ?? 0} or g.status <> 'scheduled' or g.scheduled_time <= ${now})`.execute(
    db,
  );
  return rows;
}

/** Some players' public fields, by username ignoring case (then id): the order a league lists its pickers in. */
export async function playersNamed(db: DB, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  const { rows } = await sql<{
    id: number;
    username: string;
    first_name: string;
    last_name: string;
    avatar_key: string;
  }>`
    select id, username, first_name, last_name, avatar_key from users
    where id = any(${`{${userIds.join(',')}}`}::int[])
    order by lower(username), id`.execute(db);
  return rows;
}

/** Some players' winning picks on games that started in [from, to), with the teams' names (the weekly recap). */
export async function winningPicksBetween(db: DB, userIds: readonly number[], from: Date, to: Date) {
  if (userIds.length === 0) return [];
  const { rows } = await sql<{
    user_id: number;
    game_id: number;
    selected_team_id: number;
    picked_name: string;
    other_name: string;
  }>`
    select p.user_id, p.game_id, p.selected_team_id, t.name as picked_name, o.name as other_name
    from picks p
    join games g on g.id = p.game_id
    join teams t on t.id = p.selected_team_id
    join teams o on o.id = case when p.selected_team_id = g.home_team_id then g.away_team_id else g.home_team_id end
    where p.user_id = any(${`{${userIds.join(',')}}`}::int[])
      and g.scheduled_time >= ${from} and g.scheduled_time < ${to}
      and ${pickResultSql('p', 'g')} = 'win'`.execute(db);
  return rows;
}
