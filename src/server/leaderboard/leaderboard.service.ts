import type { LeaderboardPeriod, LeaderboardResponse } from '../../shared/schemas/leaderboard';
import type { DB } from '../db/client';
import type { AppDeps } from '../deps';
import { ALL_TIME, type BoardRow, boardCount, boardTop, periodRanks } from './leaderboard.repo';
import { assignRanks, boardLimit, boardPeriod, rankKeys } from './leaderboard.rules';

function toRows(period: LeaderboardPeriod, rows: BoardRow[]): LeaderboardResponse['players'] {
  const ranks = assignRanks(rows, (r) =>
    rankKeys(period, { wins: r.wins, winPercentage: r.win_percentage, streak: r.streak }),
  );
  return rows.map((r, i) => ({
    id: r.id,
    username: r.username,
    firstName: r.first_name,
    lastName: r.last_name,
    avatarKey: r.avatar_key,
    subscriptionTier: r.subscription_tier,
    totalWins: r.wins,
    losses: r.picks - r.wins - r.pushes,
    pushes: r.pushes,
    totalPicks: r.picks,
    currentStreak: r.current_streak,
    longestStreak: r.streak,
    rank: ranks[i]!,
    winPercentage: r.win_percentage,
  }));
}

/**
 * A board at the server's clock: the week or month (New York) it falls in, or all time. Two index reads
 * (the top rows and the count); no aggregate over picks.
 */
export async function getLeaderboard(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  period: LeaderboardPeriod,
  requestedLimit?: number,
): Promise<LeaderboardResponse> {
  const limit = boardLimit(requestedLimit);
  const current = boardPeriod(period, deps.clock());
  const board = current?.periodType ?? 'alltime';
  const start = current?.periodStart ?? ALL_TIME;
  const [rows, totalPlayers] = await Promise.all([
    boardTop(deps.db, board, start, limit),
    boardCount(deps.db, board, start),
  ]);
  return { period, periodStart: current?.periodStart ?? null, players: toRows(period, rows), totalPlayers };
}

/** The user's rank on this week's board (their `leaderboardPosition`), null when they are not on it. */
export async function weeklyPosition(db: DB, userId: number, now: Date): Promise<number | null> {
  const { periodType, periodStart } = boardPeriod('weekly', now)!;
  return (await periodRanks(db, periodType, periodStart, [userId]))[0]?.rank ?? null;
}

/** Ranks of some players on one week's board (players not on it are left out). */
export function weekRanks(db: DB, weekStart: string, userIds: readonly number[]) {
  return periodRanks(db, 'weekly', weekStart, userIds);
}
