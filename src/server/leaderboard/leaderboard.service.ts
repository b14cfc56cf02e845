import type { LeaderboardPeriod, LeaderboardResponse } from '../../shared/schemas/leaderboard';
import type { DB } from '../db/client';
import type { AppDeps } from '../deps';
import { ALL_TIME, type BoardRow, boardCount, boardTop, periodRanks } from './leaderboard.repo';
import { assignRanks, boardLimit, boardPeriod, rankKeys } from './leaderboard.rules';
import { ranksAmongGroups as groupRanks, playersBoardTop } from './member-boards.repo';

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
  const { board, start, current } = currentBoard(deps, period);
  const [rows, totalPlayers] = await Promise.all([
    boardTop(deps.db, board, start, boardLimit(requestedLimit)),
    boardCount(deps.db, board, start),
  ]);
  return { period, periodStart: current?.periodStart ?? null, players: toRows(period, rows), totalPlayers };
}

/** The user's rank on this week's board (their `leaderboardPosition`), null when they are not on it. */
export async function weeklyPosition(db: DB, userId: number, now: Date): Promise<number | null> {
  const { periodType, periodStart } = boardPeriod('weekly', now)!;
  return (await periodRanks(db, periodType, periodStart, [userId]))[0]?.rank ?? null;
}

/** Where a board of `period` stands at the server's clock: its table name and period start. */
function currentBoard(deps: Pick<AppDeps, 'clock'>, period: LeaderboardPeriod) {
  const current = boardPeriod(period, deps.clock());
  return {
    board: current?.periodType ?? 'alltime',
    start: current?.periodStart ?? ALL_TIME,
    current,
  } as const;
}

/**
 * A board of `period` restricted to some players (a league's members), in exactly the global board's order,
 * ties and fields; players without a graded pick in the period are not on it, as on the global board. One
 * statement: the entries, their count and the top rows' players.
 */
export async function getPlayersBoard(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  period: LeaderboardPeriod,
  userIds: readonly number[],
  requestedLimit?: number,
): Promise<LeaderboardResponse> {
  const { board, start, current } = currentBoard(deps, period);
  const { rows, total } = await playersBoardTop(deps.db, board, start, userIds, boardLimit(requestedLimit));
  return {
    period,
    periodStart: current?.periodStart ?? null,
    players: toRows(period, rows),
    totalPlayers: total,
  };
}

/** A player's rank on a board of `period` among each group of players (one statement for all groups). */
export function ranksAmongGroups(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  period: LeaderboardPeriod,
  userId: number,
  groups: readonly (readonly number[])[],
): Promise<(number | null)[]> {
  const { board, start } = currentBoard(deps, period);
  return groupRanks(deps.db, board, start, userId, groups);
}
