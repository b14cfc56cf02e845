import { monthStart, weekStart } from '../../shared/periods';
import type { PeriodBoard } from '../../shared/schemas/leaderboard';

export type PickResult = 'win' | 'loss' | 'push';

export interface RecordTotals {
  currentStreak: number;
  longestStreak: number;
  totalWins: number;
  totalLosses: number;
  totalPushes: number;
  totalPicks: number;
  winPercentage: number;
}

/** Streak after one more graded pick: wins count up, losses count down, a push changes nothing. */
export function nextStreak(streak: number, result: PickResult): number {
  if (result === 'win') return Math.max(streak, 0) + 1;
  if (result === 'loss') return Math.min(streak, 0) - 1;
  return streak;
}

/** round(100 * wins / picks), 0 with no picks. */
export function winPercentage(wins: number, picks: number): number {
  return picks === 0 ? 0 : Math.round((100 * wins) / picks);
}

/**
 * A user's totals from their graded picks in record order (game time, then game id); `shielded` marks the losses a
 * streak shield took (shield.rules.ts): they count as losses, and leave the streak as a push does.
 */
export function summarizeRecord(
  results: readonly PickResult[],
  shielded: readonly boolean[] = [],
): RecordTotals {
  let streak = 0;
  let longest = 0;
  let wins = 0;
  let losses = 0;
  let pushes = 0;
  for (const [i, result] of results.entries()) {
    streak = nextStreak(streak, shielded[i] ? 'push' : result);
    longest = Math.max(longest, streak);
    if (result === 'win') wins += 1;
    else if (result === 'loss') losses += 1;
    else pushes += 1;
  }
  const picks = wins + losses + pushes;
  return {
    currentStreak: streak,
    longestStreak: longest,
    totalWins: wins,
    totalLosses: losses,
    totalPushes: pushes,
    totalPicks: picks,
    winPercentage: winPercentage(wins, picks),
  };
}

export interface PeriodFigures {
  periodType: PeriodBoard;
  periodStart: string;
  wins: number;
  losses: number;
  pushes: number;
  picks: number;
  /** The highest winning streak the user stood on after a pick of this period. */
  peakStreak: number;
}

/**
 * Weekly and monthly figures from a user's graded picks in record order, each placed by its game's time (`shielded`:
 * a loss a streak shield took, as in summarizeRecord).
 */
export function summarizePeriods(
  history: readonly { result: PickResult; scheduledTime: Date; shielded?: boolean }[],
): PeriodFigures[] {
  const periods = new Map<string, PeriodFigures>();
  let streak = 0;
  for (const { result, scheduledTime, shielded } of history) {
    streak = nextStreak(streak, shielded ? 'push' : result);
    for (const [periodType, periodStart] of [
      ['weekly', weekStart(scheduledTime)],
      ['monthly', monthStart(scheduledTime)],
    ] as const) {
      const key = `${periodType}:${periodStart}`;
      let p = periods.get(key);
      if (!p) {
        p = { periodType, periodStart, wins: 0, losses: 0, pushes: 0, picks: 0, peakStreak: 0 };
        periods.set(key, p);
      }
      p.picks += 1;
      if (result === 'win') p.wins += 1;
      else if (result === 'loss') p.losses += 1;
      else p.pushes += 1;
      p.peakStreak = Math.max(p.peakStreak, streak);
    }
  }
  return [...periods.values()];
}

// The standings step: one more graded pick at the end of a record, in place. record.sql.ts says the same in
// SQL for the set-based grading of a game's players (incremental.repo.ts).

/**
 * Whether a standings slot (this week or month) takes a pick of `period` in place: it is empty or holds that
 * period, or it holds an earlier one that can move to the slot before because that slot is free. A slot before that
 * is still taken waits for the period-close job to archive it.
 */
export function slotFits(slot: { start: string | null; beforeTaken: boolean }, period: string): boolean {
  return slot.start === null || slot.start === period || !slot.beforeTaken;
}

/**
 * Totals after one more graded pick at the end of the record (the repo's set-based UPDATE mirrors it); a `shielded`
 * loss counts as a loss and leaves the streak.
 */
export function appendToRecord(totals: RecordTotals, result: PickResult, shielded = false): RecordTotals {
  const currentStreak = nextStreak(totals.currentStreak, shielded ? 'push' : result);
  const totalWins = totals.totalWins + (result === 'win' ? 1 : 0);
  const totalPicks = totals.totalPicks + 1;
  return {
    currentStreak,
    longestStreak: Math.max(totals.longestStreak, currentStreak),
    totalWins,
    totalLosses: totals.totalLosses + (result === 'loss' ? 1 : 0),
    totalPushes: totals.totalPushes + (result === 'push' ? 1 : 0),
    totalPicks,
    winPercentage: winPercentage(totalWins, totalPicks),
  };
}

/** A period's figures after one more graded pick at the end of the record, leaving the streak at `streak`. */
export function appendToPeriod(figures: PeriodFigures, result: PickResult, streak: number): PeriodFigures {
  return {
    ...figures,
    wins: figures.wins + (result === 'win' ? 1 : 0),
    losses: figures.losses + (result === 'loss' ? 1 : 0),
    pushes: figures.pushes + (result === 'push' ? 1 : 0),
    picks: figures.picks + 1,
    peakStreak: Math.max(figures.peakStreak, streak),
  };
}
