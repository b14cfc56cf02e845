import type {
  LeaderboardPeriod,
  LeaderboardResponse,
  LeaderboardViewer,
} from '../../../shared/schemas/leaderboard';
import type { AppDeps } from '../../deps';
import { assignRanks, boardLimit, boardPeriod, rankKeys } from '../../kernel/board-order.rules';
import { keyColumn } from '../../kernel/board-order.sql';
import type { GroupEntries } from '../../platform/caches/packed-entries';
import type { DB } from '../../platform/db/client';
import {
  ALL_TIME,
  alltimeRankFromTop,
  type BoardRow,
  boardCount,
  boardEntryOf,
  boardTop,
  periodRanks,
} from './leaderboard.repo';
import { boardPlayers, playersEntries } from './member-boards.repo';
import { memberEntriesCache } from './member-entries-cache';

/** A board row as the answer shows it, with its rank. */
function toRow(r: BoardRow, rank: number): LeaderboardResponse['players'][number] {
  return {
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
    rank,
    winPercentage: r.win_percentage,
  };
}

function toRows(period: LeaderboardPeriod, rows: BoardRow[]): LeaderboardResponse['players'] {
  const ranks = assignRanks(rows, (r) =>
    rankKeys(period, { wins: r.wins, winPercentage: r.win_percentage, streak: r.streak }),
  );
  return rows.map((r, i) => toRow(r, ranks[i]!));
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

/**
 * A board as its viewer sees it: the board, and their own entry wherever they stand (`viewer`, null when they
 * are not on it), so a screen can pin "your rank" under the top rows. Taken from the rows when the viewer is
 * among them; otherwise their entry is read by key and ranked from the rank groups (weeks and months) or the
 * all-time top list.
 */
export async function getLeaderboardFor(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  period: LeaderboardPeriod,
  viewerId: number,
  requestedLimit?: number,
): Promise<LeaderboardResponse> {
  const board = await getLeaderboard(deps, period, requestedLimit);
  const listed = board.players.find((p) => p.id === viewerId);
  if (listed) return { ...board, viewer: { ...listed, behind: null } };
  return { ...board, viewer: await viewerEntry(deps, period, viewerId) };
}

async function viewerEntry(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  period: LeaderboardPeriod,
  viewerId: number,
): Promise<LeaderboardViewer | null> {
  const { board, start, current } = currentBoard(deps, period);
  const entry = await boardEntryOf(deps.db, board, start, viewerId);
  if (!entry) return null;
  if (current) {
    const rank = (await periodRanks(deps.db, current.periodType, current.periodStart, [viewerId]))[0]?.rank;
    return { ...toRow(entry, rank ?? 0), rank: rank ?? null, behind: null };
  }
  const { rank, listed } = await alltimeRankFromTop(deps.db, entry);
  return { ...toRow(entry, rank ?? 0), rank, behind: rank === null ? listed : null };
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
 * A group of players (a league's members): `key` names the exact set (the same key, the same players), `ids`
 * reads them when their entries are not kept, with the key of the set read (entries are kept only when it is
 * still `key`).
 */
export interface PlayerGroup {
  key: string;
  ids: () => Promise<{ ids: readonly number[]; key: string }>;
}

/** The group's entries on the board of `period` at the server's clock, kept and refreshed (ADR 0026, 0029). */
function groupEntries(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events'>,
  period: LeaderboardPeriod,
  group: PlayerGroup,
): Promise<GroupEntries> {
  const { board, start } = currentBoard(deps, period);
  return memberEntriesCache(deps).get(board, start, group.key, async () => {
    const read = await group.ids();
    return { ids: read.ids, keep: read.key === group.key };
  });
}

/**
 * A board of `period` restricted to some players (a league's members), in exactly the global board's order,
 * ties and fields; players without a graded pick in the period are not on it, as on the global board. The
 * entries come from the cache; only the shown rows' public fields are read.
 */
export async function getPlayersBoard(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events'>,
  period: LeaderboardPeriod,
  group: PlayerGroup,
  requestedLimit?: number,
): Promise<LeaderboardResponse> {
  const { board, current } = currentBoard(deps, period);
  const entries = await groupEntries(deps, period, group);
  const top = Array.from({ length: Math.min(entries.length, boardLimit(requestedLimit)) }, (_, i) =>
    entries.at(i),
  );
  const players = new Map(
    (
      await boardPlayers(
        deps.db,
        top.map((e) => e.user_id),
      )
    ).map((u) => [u.id, u]),
  );
  // One plain loop, the key columns looked up once: a spread, a closure and an array per row are paid on every read
  // of a top 100, a call the leagues make often (docs/benchmarks/leagues.md has the cost).
  const wins = keyColumn(board, 'wins');
  const streak = keyColumn(board, 'streak');
  const winPercentage = keyColumn(board, 'winPercentage');
  const rows: BoardRow[] = [];
  for (const e of top) {
    const u = players.get(e.user_id);
    if (!u) continue;
    rows.push({
      id: u.id,
      username: u.username,
      first_name: u.first_name,
      last_name: u.last_name,
      avatar_key: u.avatar_key,
      subscription_tier: u.subscription_tier,
      current_streak: e.current_streak,
      wins: e[wins],
      picks: e.picks,
      pushes: e.pushes,
      streak: e[streak],
      win_percentage: e[winPercentage],
    });
  }
  return {
    period,
    periodStart: current?.periodStart ?? null,
    players: toRows(period, rows),
    totalPlayers: entries.length,
  };
}

/** A player's rank on a board of `period` among each group of players (null where they are not on it). */
export async function ranksAmongGroups(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events'>,
  period: LeaderboardPeriod,
  userId: number,
  groups: readonly PlayerGroup[],
): Promise<(number | null)[]> {
  const all = await Promise.all(groups.map((group) => groupEntries(deps, period, group)));
  return all.map((entries) => entries.rankOf(userId));
}

/** Some players' entries on the weekly board of the week that began `week` (closed weeks too), in board order. */
export function weekEntriesOf(deps: Pick<AppDeps, 'db'>, week: string, userIds: readonly number[]) {
  return playersEntries(deps.db, 'weekly', week, userIds);
}

/** Some players' public names and avatars, for what other modules write of a board (the weekly recap). */
export function playerNamesOf(deps: Pick<AppDeps, 'db'>, userIds: readonly number[]) {
  return boardPlayers(deps.db, userIds);
}
