import { PERIOD_TIMEZONE } from '../../../shared/constants';
import { localDay } from '../../../shared/periods';
import { type DecidedBy, TIEBREAKER_STEPS } from '../../../shared/schemas/prizes';

// The tiebreaker chain that names a prize month's winner (ADR 0048, docs/rules.md "The month's winner"). The board
// ranks the month by peak streak, wins and accuracy; the winner is chosen among its rank 1 by one more step, the
// earliest moment the peak was reached. A tie that survives every step is shared.

/** A player in the running: their figures on the month's board and when their peak was first reached. */
export interface Contender {
  userId: number;
  peakStreak: number;
  wins: number;
  picks: number;
  /** The rounded accuracy the board shows. */
  winPercentage: number;
  /** The start of the game whose result first took the player to the peak (null: not read, or no peak). */
  peakReachedAt: Date | null;
}

/** The steps of the chain, in order. */
export const TIEBREAKERS = TIEBREAKER_STEPS;
export type Tiebreaker = (typeof TIEBREAKERS)[number];
export type { DecidedBy };

/** Greater is better for each step: the earliest moment is the greatest (a missing one is the worst). */
function stepValue(c: Contender, step: Tiebreaker): number {
  if (step === 'streak') return c.peakStreak;
  if (step === 'wins') return c.wins;
  if (step === 'accuracy') return c.winPercentage;
  return c.peakReachedAt ? -c.peakReachedAt.getTime() : Number.NEGATIVE_INFINITY;
}

/** Orders two contenders by the chain, best first; 0 when every step ties them. */
export function compareContenders(a: Contender, b: Contender): number {
  for (const step of TIEBREAKERS) {
    const d = stepValue(b, step) - stepValue(a, step);
    if (d !== 0 && !Number.isNaN(d)) return d;
  }
  return 0;
}

/** The first step that tells two contenders apart, or null when none does. */
export function decidingStep(a: Contender, b: Contender): Tiebreaker | null {
  return TIEBREAKERS.find((step) => stepValue(a, step) !== stepValue(b, step)) ?? null;
}

export interface Decision {
  /** One player, or several when the tie survived every step (sorted by user id). */
  winners: Contender[];
  decidedBy: DecidedBy;
  /** The best player who did not win, with their figures (null: nobody else played). */
  runnerUp: Contender | null;
}

/**
 * The winner among the month's contenders: everyone on rank 1 of the board and the best entry after them (whose
 * figures say which step decided). Null when nobody played.
 */
export function decideWinner(contenders: readonly Contender[]): Decision | null {
  const sorted = [...contenders].sort((a, b) => compareContenders(a, b) || a.userId - b.userId);
  const best = sorted[0];
  if (!best) return null;
  const winners = sorted.filter((c) => compareContenders(c, best) === 0);
  const runnerUp = sorted[winners.length] ?? null;
  const decidedBy: DecidedBy =
    winners.length > 1 ? 'shared' : runnerUp ? (decidingStep(best, runnerUp) ?? 'shared') : 'only';
  return { winners, decidedBy, runnerUp };
}

/** Whether two decisions name the same players (a recheck that names them again records nothing). */
export function sameWinners(a: readonly { userId: number }[], b: readonly { userId: number }[]): boolean {
  const ids = (list: readonly { userId: number }[]) =>
    list
      .map((w) => w.userId)
      .sort((x, y) => x - y)
      .join(',');
  return ids(a) === ids(b);
}

/** How many days of the next month the winner's banner shows to every player. */
export const WINNER_BANNER_DAYS = 7;

/** The month ('YYYY-MM', New York) before the one `now` is in. */
export function previousMonth(now: Date): string {
  const [y, m] = localDay(now, PERIOD_TIMEZONE).date.slice(0, 7).split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The month ('YYYY-MM', New York) `now` is in. */
export const monthOf = (now: Date): string => localDay(now, PERIOD_TIMEZONE).date.slice(0, 7);

/** Whether the last month's winner is still announced: the first WINNER_BANNER_DAYS days of this month (New York). */
export function bannerShows(now: Date): boolean {
  return Number(localDay(now, PERIOD_TIMEZONE).date.slice(8, 10)) <= WINNER_BANNER_DAYS;
}

/**
 * Whether the close may name a month's winner now: the month is over, and either no game of it is still being
 * played (its last results are in) or it ended a day ago (a game left live must not hold the prize up).
 */
export function monthDecidable(month: string, now: Date, liveGames: number, monthEnd: Date): boolean {
  if (month >= monthOf(now)) return false;
  return liveGames === 0 || now.getTime() - monthEnd.getTime() >= 24 * 3600_000;
}
