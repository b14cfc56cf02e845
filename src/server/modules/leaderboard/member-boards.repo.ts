import { sql } from 'kysely';
import type { LeaderboardPeriod } from '../../../shared/schemas/leaderboard';
import { entriesOf, idList } from '../../kernel/board-entries.sql';
import { boardOrder } from '../../kernel/board-order.sql';
import type { KeptRow } from '../../platform/caches/kept-row';
import type { DB } from '../../platform/db/client';

// A board restricted to some players (a private league's members), in the global board's order (board.sql.ts),
// from their entries (player-entries.sql.ts).

/** A player's entry on a board: the keys in board order and the figures a row shows. */
/** A member's entry on one board: the row the kept boards hold (platform/caches/kept-row.ts). */
export type MemberEntry = KeptRow;

/** Every entry of `userIds` on one board, in board order (players not on the board are left out). */
export async function playersEntries(
  db: DB,
  board: LeaderboardPeriod,
  periodStart: string,
  userIds: readonly number[],
): Promise<MemberEntry[]> {
  if (userIds.length === 0) return [];
  const players = sql`unnest(${idList(userIds)}) m(user_id)`;
  const { rows } = await sql<MemberEntry>`
    select e.user_id, e.k1, e.k2, e.k3, e.picks, e.pushes, e.current_streak
    from (${entriesOf(board, periodStart, players)}) e
    order by ${sql.raw(boardOrder('e.'))}`.execute(db);
  return rows;
}

/** The public fields of some players, for the rows of a board. */
export async function boardPlayers(db: DB, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'avatar_key', 'subscription_tier'])
    .where('id', '=', sql<number>`any(${idList(userIds)})`)
    .execute();
}
