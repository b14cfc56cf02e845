import { sql } from 'kysely';
import type { LeaderboardPeriod, PeriodBoard } from '../../../shared/schemas/leaderboard';
import type { BoardKey } from '../../kernel/board-order.rules';
import { boardOrder, boardPushesSql, keyColumn, RANK_GROUP_COLUMNS } from '../../kernel/board-order.sql';
import type { DB } from '../../platform/db/client';

// Boards are read from the tables the board triggers keep (board-keeping.sql.ts): board_leaders (each board's
// best entries, in board order), leaderboard_counts (players per board) and leaderboard_rank_groups (players per
// week or month and ranking key). A board entry's keys k1, k2, k3 are BOARD_KEYS of its board (board.sql.ts).

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
  /** The period's pushes (all time: every push); losses are the picks left. */
  pushes: number;
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
  board: LeaderboardPeriod,
  periodStart: string,
  limit: number,
): Promise<BoardRow[]> {
  const key = (figure: BoardKey) => sql.raw(`l.${keyColumn(board, figure)}`);
  const { rows } = await sql<BoardRow>`
    select u.id, u.username, u.first_name, u.last_name, u.avatar_key, u.subscription_tier, s.current_streak,
      ${key('wins')} as wins, l.picks, ${sql.raw(boardPushesSql(board, 'l.period_start'))} as pushes,
      ${key('streak')} as streak, ${key('winPercentage')} as win_percentage
    from board_leaders l join users u on u.id = l.user_id join standings s on s.user_id = l.user_id
      left join period_archive a on ${sql.raw(board === 'alltime' ? 'false' : 'a.period_type = l.board')}
        and a.period_start = l.period_start and a.user_id = l.user_id
    where l.board = ${board} and l.period_start = ${periodStart}::date
    order by ${sql.raw(boardOrder('l.'))}
    limit ${limit}`.execute(db);
  return rows;
}

/** Players on a board: one primary-key read of the trigger-kept count, however many there are. */
export async function boardCount(db: DB, board: LeaderboardPeriod, periodStart: string): Promise<number> {
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
  periodType: PeriodBoard,
  periodStart: string,
  userIds: readonly number[],
): Promise<{ user_id: number; rank: number }[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<{ user_id: number; rank: number }>`
    select e.user_id, 1 + coalesce((
      select sum(g.players) from leaderboard_rank_groups g
      where g.period_type = e.board and g.period_start = e.ps
        and (${sql.raw(RANK_GROUP_COLUMNS.map((c) => `g.${c}`).join(', '))}) > (e.k1, e.k2, e.k3)
    ), 0) as rank
    from board_entries e
    where e.board = ${periodType} and e.ps = ${periodStart}::date
      and e.user_id in (${sql.join(userIds.map((id) => sql`${id}::int`))})`.execute(db);
  return rows.map((r) => ({ user_id: r.user_id, rank: Number(r.rank) }));
}

/** A player's entry on a board, with its keys (k1, k2, k3) to rank it by. */
export interface BoardEntryRow extends BoardRow {
  k1: number;
  k2: number;
  k3: number;
}

/**
 * One player's entry on a board (their standings row or the archived period, through board_entries), with the
 * row's public fields; undefined when they are not on it (no graded pick in the period). Primary-key reads.
 */
export async function boardEntryOf(
  db: DB,
  board: LeaderboardPeriod,
  periodStart: string,
  userId: number,
): Promise<BoardEntryRow | undefined> {
  const key = (figure: BoardKey) => sql.raw(`e.${keyColumn(board, figure)}`);
  const { rows } = await sql<BoardEntryRow>`
    select u.id, u.username, u.first_name, u.last_name, u.avatar_key, u.subscription_tier, s.current_streak,
      ${key('wins')} as wins, e.picks, ${sql.raw(boardPushesSql(board, 'e.ps'))} as pushes,
      ${key('streak')} as streak, ${key('winPercentage')} as win_percentage, e.k1, e.k2, e.k3
    from board_entries e join users u on u.id = e.user_id join standings s on s.user_id = e.user_id
      left join period_archive a on ${sql.raw(board === 'alltime' ? 'false' : 'a.period_type = e.board')}
        and a.period_start = e.ps and a.user_id = e.user_id
    where e.board = ${board} and e.ps = ${periodStart}::date and e.user_id = ${userId}`.execute(db);
  return rows[0];
}

/**
 * The all-time rank of an entry from the board's kept top list (board_leaders): 1 + the listed entries with
 * better keys, when the entry is on the list (every entry ahead of a listed one is listed too); otherwise null,
 * with the list's length, the players known to be ahead. At most 1,000 rows, however long the board.
 */
export async function alltimeRankFromTop(
  db: DB,
  entry: { id: number; k1: number; k2: number; k3: number },
): Promise<{ rank: number | null; listed: number }> {
  const { rows } = await sql<{ listed: number; ahead: number; mine: boolean }>`
    select count(*)::int as listed,
      (count(*) filter (where (l.k1, l.k2, l.k3) > (${entry.k1}, ${entry.k2}, ${entry.k3})))::int as ahead,
      bool_or(l.user_id = ${entry.id}) as mine
    from board_leaders l where l.board = 'alltime' and l.period_start = ${ALL_TIME}::date`.execute(db);
  const r = rows[0] ?? { listed: 0, ahead: 0, mine: false };
  return { rank: r.mine ? r.ahead + 1 : null, listed: Number(r.listed) };
}
