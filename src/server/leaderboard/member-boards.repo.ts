import { sql } from 'kysely';
import type { LeaderboardPeriod } from '../../shared/schemas/leaderboard';
import type { DB } from '../db/client';
import { boardOrder, boardPushesSql, keyColumn } from './board.sql';
import type { BoardRow } from './leaderboard.repo';
import type { BoardKey } from './leaderboard.rules';

// A board restricted to some players (a private league's members): their entries read one by one from where they
// live (board_entries: the standings row by primary key, or the archive), in the global board's order
// (board.sql.ts). The work follows the number of players asked about, never the size of the board.

/** A list of ids as one bound array parameter (ids are whole numbers, checked). */
function idList(ids: readonly number[]) {
  if (!ids.every(Number.isSafeInteger)) throw new Error('ids must be whole numbers');
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/** The best `limit` entries among `userIds` on one board, in board order. */
export async function playersBoardTop(
  db: DB,
  board: LeaderboardPeriod,
  periodStart: string,
  userIds: readonly number[],
  limit: number,
): Promise<BoardRow[]> {
  if (userIds.length === 0) return [];
  const key = (figure: BoardKey) => sql.raw(`e.${keyColumn(board, figure)}`);
  const { rows } = await sql<BoardRow>`
    select u.id, u.username, u.first_name, u.last_name, u.avatar_key, u.subscription_tier, s.current_streak,
      ${key('wins')} as wins, e.picks, ${sql.raw(boardPushesSql(board, 'e.ps'))} as pushes,
      ${key('streak')} as streak, ${key('winPercentage')} as win_percentage
    from board_entries e join users u on u.id = e.user_id join standings s on s.user_id = e.user_id
      left join period_archive a on ${sql.raw(board === 'alltime' ? 'false' : 'a.period_type = e.board')}
        and a.period_start = e.ps and a.user_id = e.user_id
    where e.board = ${board} and e.ps = ${periodStart}::date and e.user_id = any(${idList(userIds)})
    order by ${sql.raw(boardOrder('e.'))}
    limit ${limit}`.execute(db);
  return rows;
}

/** How many of `userIds` are on one board. */
export async function playersOnBoard(
  db: DB,
  board: LeaderboardPeriod,
  periodStart: string,
  userIds: readonly number[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const { rows } = await sql<{ players: number }>`
    select count(*) as players from board_entries e
    where e.board = ${board} and e.ps = ${periodStart}::date and e.user_id = any(${idList(userIds)})`.execute(
    db,
  );
  return Number(rows[0]?.players ?? 0);
}

/**
 * A player's rank among `userIds` (who include them): 1 + those of them whose keys are strictly better, so ties
 * share a rank as on every board. Null when the player is not on the board.
 */
export async function rankAmongPlayers(
  db: DB,
  board: LeaderboardPeriod,
  periodStart: string,
  userId: number,
  userIds: readonly number[],
): Promise<number | null> {
  const { rows } = await sql<{ rank: number }>`
    select 1 + (
      select count(*) from board_entries o
      where o.board = me.board and o.ps = me.ps and o.user_id = any(${idList(userIds)})
        and (o.k1, o.k2, o.k3) > (me.k1, me.k2, me.k3)
    ) as rank
    from board_entries me
    where me.board = ${board} and me.ps = ${periodStart}::date and me.user_id = ${userId}`.execute(db);
  return rows[0] ? Number(rows[0].rank) : null;
}
