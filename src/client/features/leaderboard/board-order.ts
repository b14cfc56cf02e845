import type { LeaderboardPeriod, LeaderboardRow } from '../../../shared/schemas/leaderboard';
import { i18n } from '../../i18n/i18n';

export type StreakMode = 'peak' | 'active';
/** A tab of the leaderboard page: one board. */
export type BoardTab = LeaderboardPeriod;

/** The board tabs, in order (their labels: the leaderboard catalogue's `tabs`, player.md's words). */
export const BOARD_TABS: readonly { value: BoardTab }[] = [
  { value: 'weekly' },
  { value: 'monthly' },
  { value: 'alltime' },
];

/** The Peak/Active toggle's choices (labels: the catalogue's `modes`). */
export const STREAK_MODES: readonly StreakMode[] = ['peak', 'active'];

/** A board tab's label in the app's language. */
export const boardTabLabel = (tab: BoardTab): string => i18n.t(`leaderboard:tabs.${tab}`);

/** The Peak/Active toggle's choices, labelled in the app's language. */
export const streakModeOptions = () =>
  STREAK_MODES.map((value) => ({ value, label: i18n.t(`leaderboard:modes.${value}`) }));

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
    return i18n.t(
      mode === 'peak' ? 'leaderboard:description.alltimePeak' : 'leaderboard:description.alltimeActive',
    );
  }
  return i18n.t(mode === 'peak' ? 'leaderboard:description.peak' : 'leaderboard:description.active');
}

/**
 * The line beside the description: what the figure at the right of each row is. On the week's and month's
 * boards the spec's "highest streak ever achieved" is the highest win streak reached in the period, a run
 * carried in from before it included (docs/rules.md, "This week and this month"): said here, next to the
 * spec's words, so a peak above the period's wins does not read as a mistake.
 */
export function boardNote(tab: BoardTab, mode: StreakMode): string {
  if (mode === 'active') return i18n.t('leaderboard:note.active');
  return i18n.t(`leaderboard:note.${tab}`);
}
