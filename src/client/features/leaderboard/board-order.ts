import type { LeaderboardPeriod, LeaderboardRow } from '../../../shared/schemas/leaderboard';

export type StreakMode = 'peak' | 'active';
/** A tab of the leaderboard page: one board. */
export type BoardTab = LeaderboardPeriod;

/** The board tabs, in order, with their labels (player.md, Leaderboard). */
export const BOARD_TABS: readonly { value: BoardTab; label: string }[] = [
  { value: 'weekly', label: 'Weekly Leaders' },
  { value: 'monthly', label: 'This Month' },
  { value: 'alltime', label: 'All Time' },
];

/** The Peak/Active toggle's choices. */
export const STREAK_MODES: readonly { value: StreakMode; label: string }[] = [
  { value: 'peak', label: 'Peak Streak' },
  { value: 'active', label: 'Active Streak' },
];

export const isStreakMode = (value: string): value is StreakMode => value === 'peak' || value === 'active';
export const isBoardTab = (value: string | null): value is BoardTab =>
  BOARD_TABS.some((tab) => tab.value === value);

export interface RankedRow {
  row: LeaderboardRow;
  rank: number;
}

/**
 * Peak mode keeps the server's order and ranks (ties share one). Active mode re-orders on the client by
 * current streak, then longest streak, then total wins, all descending, and ranks by position.
 */
export function rankRows(rows: readonly LeaderboardRow[], mode: StreakMode): RankedRow[] {
  if (mode === 'peak') return rows.map((row) => ({ row, rank: row.rank }));
  return [...rows]
    .sort(
      (a, b) =>
        b.currentStreak - a.currentStreak || b.longestStreak - a.longestStreak || b.totalWins - a.totalWins,
    )
    .map((row, index) => ({ row, rank: index + 1 }));
}

/** The line under each tab that says what the ranking is based on. */
export function boardDescription(tab: BoardTab, mode: StreakMode): string {
  if (tab === 'alltime') {
    return mode === 'peak'
      ? 'Rankings based on total wins across all months'
      : 'Rankings based on total wins and historical performance';
  }
  return mode === 'peak'
    ? 'Rankings based on highest streak ever achieved'
    : 'Rankings based on current active winning streak';
}

const PERIOD_NAMES: Record<BoardTab, string> = { weekly: 'week', monthly: 'month', alltime: '' };

/**
 * The line beside the description: what the figure at the right of each row is. On the week's and month's
 * boards the spec's "highest streak ever achieved" is the highest win streak reached in the period, a run
 * carried in from before it included (docs/rules.md, "This week and this month"): said here, next to the
 * spec's words, so a peak above the period's wins does not read as a mistake.
 */
export function boardNote(tab: BoardTab, mode: StreakMode): string {
  if (mode === 'active') return 'The figure at the right is the player’s current streak.';
  if (tab === 'alltime') return 'The figure at the right is the player’s longest streak ever.';
  const period = PERIOD_NAMES[tab];
  return `On this tab that is the highest win streak reached this ${period}, a run carried in from before the ${period} included: it can be higher than the ${period}’s wins (those rows say “incl. earlier ${period}s”).`;
}
