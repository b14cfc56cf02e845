import { sql } from 'kysely';
import type { DB } from '../db/client';

/** A period row's accuracy, round(100 * wins / picks) in integers (a stored row always has picks). */
const PERIOD_PERCENTAGE = sql<number>`((200 * s.wins + s.picks) / (2 * s.picks))`;

/**
 * The weekly and monthly boards' order over `period_standings as s`, best first (leaderboard.rules
 * `rankKeys`). Exported so other modules rank exactly as the boards do, e.g. `rank() over (order by ...)`.
 */
export const PERIOD_RANK_ORDER = sql`s.peak_streak desc, s.wins desc, ${PERIOD_PERCENTAGE} desc`;

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

/**
 * The top of a week's or month's board: `limit` entries of period_standings_board_idx, which holds exactly
 * this order (the accuracy expression must stay the index's), then the users by id.
 */
export async function periodBoard(
  db: DB,
  periodType: 'week' | 'month',
  periodStart: string,
  limit: number,
): Promise<BoardRow[]> {
  const { rows } = await sql<BoardRow>`
    select u.id, u.username, u.first_name, u.last_name, u.avatar_key, u.subscription_tier, u.current_streak,
      s.wins, s.picks, s.peak_streak as streak, ${PERIOD_PERCENTAGE} as win_percentage
    from period_standings s join users u on u.id = s.user_id
    where s.period_type = ${periodType} and s.period_start = ${periodStart}::date
    order by ${PERIOD_RANK_ORDER}, s.user_id
    limit ${limit}`.execute(db);
  return rows;
}

// Counts are kept by triggers (migration add_leaderboard_counts): one primary-key read, however many players.
async function boardCount(db: DB, board: 'week' | 'month' | 'alltime', periodStart: string): Promise<number> {
  const { rows } = await sql<{ players: number }>`
    select players from leaderboard_counts
    where board = ${board} and period_start = ${periodStart}::date`.execute(db);
  return Number(rows[0]?.players ?? 0);
}

/** Players on a week's or month's board. */
export const periodPlayerCount = (db: DB, periodType: 'week' | 'month', periodStart: string) =>
  boardCount(db, periodType, periodStart);

/** The top of the all-time board, read along users_alltime_rank_idx (partial: players with graded picks). */
export async function alltimeBoard(db: DB, limit: number): Promise<BoardRow[]> {
  return db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'first_name',
      'last_name',
      'avatar_key',
      'subscription_tier',
      'current_streak',
      'total_wins as wins',
      'total_picks as picks',
      'longest_streak as streak',
      'win_percentage',
    ])
    .where('total_picks', '>', 0)
    .orderBy('total_wins', 'desc')
    .orderBy('win_percentage', 'desc')
    .orderBy('longest_streak', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Players with a graded pick. */
export const alltimePlayerCount = (db: DB) => boardCount(db, 'alltime', '-infinity');

/**
 * Ranks on a week's or month's board: 1 + the players in the rank groups ahead (leaderboard_rank_groups, kept
 * by triggers), a short index range however long the board. Users not on the board are left out.
 */
export async function periodRanks(
  db: DB,
  periodType: 'week' | 'month',
  periodStart: string,
  userIds: readonly number[],
): Promise<{ user_id: number; rank: number }[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<{ user_id: number; rank: number }>`
    select s.user_id, 1 + coalesce((
      select sum(g.players) from leaderboard_rank_groups g
      where g.period_type = s.period_type and g.period_start = s.period_start
        and (g.peak_streak, g.wins, g.win_percentage) > (s.peak_streak, s.wins, ${PERIOD_PERCENTAGE})
    ), 0) as rank
    from period_standings s
    where s.period_type = ${periodType} and s.period_start = ${periodStart}::date
      and s.user_id in (${sql.join(userIds.map((id) => sql`${id}::int`))})`.execute(db);
  return rows.map((r) => ({ user_id: r.user_id, rank: Number(r.rank) }));
}
