import { monthStart, weekStart } from '../../shared/periods';
import {
  LEADERBOARD_LIMIT,
  type LeaderboardPeriod,
  type PeriodBoard,
} from '../../shared/schemas/leaderboard';

/** Rows to return: the default when absent, never more than the maximum (larger asks are served, capped). */
export function boardLimit(requested: number | undefined): number {
  return Math.min(requested ?? LEADERBOARD_LIMIT, LEADERBOARD_LIMIT);
}

/** The standings period a board shows at `now`: this New York week or month; none for all time. */
export function boardPeriod(
  period: LeaderboardPeriod,
  now: Date,
): { periodType: PeriodBoard; periodStart: string } | null {
  if (period === 'weekly') return { periodType: 'weekly', periodStart: weekStart(now) };
  if (period === 'monthly') return { periodType: 'monthly', periodStart: monthStart(now) };
  return null;
}

/** A figure a board ranks by: the period's peak streak (all time: the longest), wins, rounded accuracy. */
export type BoardKey = 'streak' | 'wins' | 'winPercentage';

/**
 * The keys a board sorts by, best first, all descending. Weekly and monthly: peak streak in the period,
 * wins in the period, accuracy. All time: total wins, accuracy, longest streak. Accuracy is the rounded
 * percentage the row shows, so players who look tied are tied. The board's SQL (board.sql.ts) and its
 * triggers are built from this table.
 */
export const BOARD_KEYS: Readonly<Record<LeaderboardPeriod, readonly [BoardKey, BoardKey, BoardKey]>> = {
  weekly: ['streak', 'wins', 'winPercentage'],
  monthly: ['streak', 'wins', 'winPercentage'],
  alltime: ['wins', 'winPercentage', 'streak'],
};

/** A row's keys on a board, in the board's order. */
export function rankKeys(
  period: LeaderboardPeriod,
  row: Readonly<Record<BoardKey, number>>,
): readonly number[] {
  return BOARD_KEYS[period].map((key) => row[key]);
}

const sameKeys = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Competition ranks for rows already sorted best first: equal keys share a rank, the next rank skips
 * (1, 1, 3). Exact for any prefix of the board, which is all a page needs.
 */
export function assignRanks<T>(rows: readonly T[], keys: (row: T) => readonly number[]): number[] {
  const ranks: number[] = [];
  let previous: readonly number[] | null = null;
  rows.forEach((row, i) => {
    const current = keys(row);
    ranks.push(previous && sameKeys(previous, current) ? ranks[i - 1]! : i + 1);
    previous = current;
  });
  return ranks;
}
