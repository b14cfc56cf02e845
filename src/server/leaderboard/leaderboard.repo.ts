import { sql } from 'kysely';
import type { DB } from '../db/client';

// Boards are read from the tables the board triggers keep (migration keep_standings_per_player): board_leaders
// (each board's best entries, in board order), leaderboard_counts (players per board) and leaderboard_rank_groups
// (players per week or month and ranking key). A board entry's keys k1, k2, k3 are the board's order, all
// descending: week and month peak streak, wins, rounded accuracy; all time wins, rounded accuracy, longest streak.

export type Board = 'week' | 'month' | 'alltime';

export interface BoardRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  avatar_key: string;
  subscription_tier: 'free' | 'premium';
  current_streak: number;
  wins: number;
  picks: number;
  /** Peak streak in the period, or the longest ever on the all-time board. */
  streak: number;
  win_percentage: number;
}

/** All-time periods are stored as this date. */
export const ALL_TIME = '-infinity';

/**
 * The top of a board: `limit` entries of its top list (which always holds the best 100 or the whole board),
 * then the players by id.
 */
export async function boardTop(
  db: DB,
  board: Board,
  periodStart: string,
  limit: number,
): Promise<BoardRow[]> {
  const alltime = board === 'alltime';
  const { rows } = await sql<BoardRow>`
    select u.id, u.username, u.first_name, u.last_name, u.avatar_key, u.subscription_tier, s.current_streak,
      ${alltime ? sql`l.k1` : sql`l.k2`} as wins, l.picks, ${alltime ? sql`l.k3` : sql`l.k1`} as streak,
      ${alltime ? sql`l.k2` : sql`l.k3`} as win_percentage
    from board_leaders l join users u on u.id = l.user_id join standings s on s.user_id = l.user_id
    where l.board = ${board} and l.period_start = ${periodStart}::date
    order by l.k1 desc, l.k2 desc, l.k3 desc, l.user_id
    limit ${limit}`.execute(db);
  return rows;
}

/** Players on a board: one primary-key read of the trigger-kept count, however many there are. */
export async function boardCount(db: DB, board: Board, periodStart: string): Promise<number> {
  const { rows } = await sql<{ players: number }>`
    select players from leaderboard_counts
    where board = ${board} and period_start = ${periodStart}::date`.execute(db);
  return Number(rows[0]?.players ?? 0);
}

/**
 * Ranks on a week's or month's board: 1 + the players in the rank groups ahead, a short index range however long
 * the board. A player's entry is read where it lives (board_entries: their standings row or the archive). Users
 * not on the board are left out.
 */
export async function periodRanks(
  db: DB,
  periodType: 'week' | 'month',
  periodStart: string,
  userIds: readonly number[],
): Promise<{ user_id: number; rank: number }[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<{ user_id: number; rank: number }>`
    select e.user_id, 1 + coalesce((
      select sum(g.players) from leaderboard_rank_groups g
      where g.period_type = e.board and g.period_start = e.ps
        and (g.peak_streak, g.wins, g.win_percentage) > (e.k1, e.k2, e.k3)
    ), 0) as rank
    from board_entries e
    where e.board = ${periodType} and e.ps = ${periodStart}::date
      and e.user_id in (${sql.join(userIds.map((id) => sql`${id}::int`))})`.execute(db);
  return rows.map((r) => ({ user_id: r.user_id, rank: Number(r.rank) }));
}
