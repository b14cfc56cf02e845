import type { LeaderboardPeriod } from '../../shared/schemas/leaderboard';
import { BOARD_KEYS, type BoardKey } from './board-order.rules';
import { accuracySql, PERIOD_SLOT } from './record.sql';

// leaderboard.rules.ts's board order in SQL. A board entry carries its keys as k1, k2, k3 (BOARD_KEYS of its
// board, in order); the board reads best first, ties broken by user id. The reads (leaderboard.repo.ts,
// achievements.repo.ts) and the board triggers (board-keeping.sql.ts) all take their order from here;
// board.sql.test.ts runs this order and `rankKeys` + `assignRanks` on the same boards.

const KEYS = ['k1', 'k2', 'k3'] as const;

/** The board order over an entry's keys: best first, ties by user id. `at` prefixes the columns. */
export const boardOrder = (at = '') => `${KEYS.map((k) => `${at}${k} desc`).join(', ')}, ${at}user_id`;

/** The board order turned around: the last entry first. */
export const boardOrderLastFirst = (at = '') =>
  `${KEYS.map((k) => `${at}${k}`).join(', ')}, ${at}user_id desc`;

/** The order ranks follow: equal keys share a rank, whoever the players are. */
export const rankOrder = (at = '') => KEYS.map((k) => `${at}${k} desc`).join(', ');

/** Where an entry stands as one row value, greater is better: cuts compare entries with it. */
export const BOARD_PLACE = `(${KEYS.join(', ')}, -user_id)`;

/** An entry's keys k1, k2, k3 on a board, each written with the SQL `figures` gives for that figure. */
export function boardKeysSql(
  period: LeaderboardPeriod,
  figures: Readonly<Record<BoardKey, string>>,
): string[] {
  return BOARD_KEYS[period].map((key) => figures[key]);
}

/** The key column (k1, k2 or k3) that holds a figure on a board. */
export function keyColumn(period: LeaderboardPeriod, key: BoardKey): (typeof KEYS)[number] {
  return KEYS[BOARD_KEYS[period].indexOf(key)]!;
}

// Weeks and months share one layout (period_archive rows, leaderboard_rank_groups' columns), so they rank
// alike; a board of its own order would need a layout of its own first.
if (BOARD_KEYS.weekly.join() !== BOARD_KEYS.monthly.join()) {
  throw new Error('the weekly and monthly boards must rank by the same keys');
}

/** A week's or month's keys from figures in columns `wins`, `picks` and `peak` (SQL, e.g. `r.week_wins`). */
export const periodKeysSql = (f: { wins: string; picks: string; peak: string }) =>
  boardKeysSql('weekly', { streak: f.peak, wins: f.wins, winPercentage: accuracySql(f.wins, f.picks) });

/** The all-time keys from a standings row `r`. */
export const ALLTIME_KEYS_SQL = boardKeysSql('alltime', {
  streak: 'r.longest_streak',
  wins: 'r.total_wins',
  winPercentage: 'r.win_percentage',
});

/** leaderboard_rank_groups keeps a week's or month's keys in these columns, k1 to k3. */
export const RANK_GROUP_COLUMNS = boardKeysSql('weekly', {
  streak: 'peak_streak',
  wins: 'wins',
  winPercentage: 'win_percentage',
});

/**
 * Ranks some entries of a week's or month's board from its rank groups, in one sort: over rows `x` that are the
 * board's groups (`user_id` null, `players` the group's count) and the entries (`user_id`, `players` 0), an entry's
 * rank is 1 + the players of the groups sorted before it, which are the groups of greater keys (a group sorts after
 * the entries of its own keys). That is the rank `rank()` gives over all the board's entries, read from the few
 * hundred groups: no ranking of the whole board, and no join on the three keys (whose row estimate misleads the
 * planner).
 */
export const RANK_AMONG_GROUPS_SQL = `1 + coalesce(sum(x.players) over (order by ${KEYS.map((k) => `x.${k} desc`).join(', ')},
  x.user_id nulls last rows between unbounded preceding and current row), 0)`;

/** A rank group's keys as k1, k2, k3 (`g`), to match board entries' keys. */
export const GROUP_KEYS_SQL = RANK_GROUP_COLUMNS.map((c, i) => `g.${c} as ${KEYS[i]}`).join(', ');

/**
 * An entry's pushes on a board (its losses are its picks less wins and pushes), read where the standings keep
 * them: the player's standings row `s` (all time; the week or month in its slot or the slot before), else the
 * archived period row `a`, left-joined on the board's period and the player. `start` is the period's SQL date.
 */
export function boardPushesSql(board: LeaderboardPeriod, start: string): string {
  if (board === 'alltime') return 's.total_pushes';
  const slot = PERIOD_SLOT[board];
  return `(case when s.${slot}_start = ${start} then s.${slot}_pushes
    when s.prev_${slot}_start = ${start} then s.prev_${slot}_pushes else coalesce(a.pushes, 0) end)`;
}
