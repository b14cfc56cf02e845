import { LIMITS } from '../../../shared/achievement-limits';
import { PERIOD_TIMEZONE } from '../../../shared/constants';
import { addDays, localDay, weekStart } from '../../../shared/periods';
import { type Earned, monthKey, monthly, once } from './achievements.rules';

/** The weekly board around one instant (the graded game's start): the rank now and at the end of the day before. */
export interface BoardFact {
  at: Date;
  rank: number | null;
  /** Rank on the same week's board at the end of the previous New York day; null when unlisted or not kept. */
  rankDayBefore: number | null;
}

/** Achievements of a place on the weekly board; weekly_champion counts in the month of `at`. */
export function earnedFromBoard(board: BoardFact): Earned[] {
  const earned: Earned[] = [];
  const { rank, rankDayBefore } = board;
  if (rank === null) return earned;
  if (rank === 1) earned.push(monthly('weekly_champion', monthKey(board.at)));
  if (rank <= LIMITS.podiumRank) earned.push(once('podium_finish'));
  if (rankDayBefore !== null && rankDayBefore - rank >= LIMITS.darkHorseJump) earned.push(once('dark_horse'));
  return earned;
}

/** The week board of an instant and the snapshot day to compare with: the day before, if in the same week. */
export function boardDays(at: Date): { week: string; dayBefore: string | null } {
  const week = weekStart(at);
  const dayBefore = addDays(localDay(at, PERIOD_TIMEZONE).date, -1);
  // A Monday starts an empty board: climbing it from last week's rank is no jump.
  return { week, dayBefore: dayBefore >= week ? dayBefore : null };
}

/** The New York day that just ended at `now`, and its week: what the nightly snapshot records. */
export function snapshotDay(now: Date): { date: string; week: string } {
  const date = addDays(localDay(now, PERIOD_TIMEZONE).date, -1);
  const { weekday } = localDay(new Date(`${date}T12:00:00Z`), 'UTC');
  return { date, week: addDays(date, -weekday) };
}
