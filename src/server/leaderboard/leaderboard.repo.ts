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

/** The top of a week's or month's board: an index range scan of period_standings, then the users by id. */
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

export async function periodPlayerCount(
  db: DB,
  periodType: 'week' | 'month',
  periodStart: string,
): Promise<number> {
  const row = await db
    .selectFrom('period_standings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('period_type', '=', periodType)
    .where('period_start', '=', periodStart)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

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

export async function alltimePlayerCount(db: DB): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('total_picks', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** 1 + the players strictly ahead of the user on a period's board; undefined when the user is not on it. */
export async function periodRankOf(
  db: DB,
  periodType: 'week' | 'month',
  periodStart: string,
  userId: number,
): Promise<number | undefined> {
  const { rows } = await sql<{ rank: number }>`
    with me as (
      select peak_streak, wins, ((200 * wins + picks) / (2 * picks)) as pct from period_standings
      where period_type = ${periodType} and period_start = ${periodStart}::date and user_id = ${userId}::int
    )
    select 1 + (
      select count(*) from period_standings s
      where s.period_type = ${periodType} and s.period_start = ${periodStart}::date
        and s.peak_streak >= me.peak_streak
        and (s.peak_streak > me.peak_streak or s.wins > me.wins
          or (s.wins = me.wins and ${PERIOD_PERCENTAGE} > me.pct))
    ) as rank
    from me`.execute(db);
  return rows[0] ? Number(rows[0].rank) : undefined;
}
