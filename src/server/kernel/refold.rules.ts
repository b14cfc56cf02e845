import type { AchievementType } from '../../shared/achievements';
import { nextStreak, type PeriodFigures, type PickResult, winPercentage } from './record.rules';
import { shieldedLoss, shieldHeldAfter, streakResult } from './shield.rules';
import { comebackArmedAfter, earnedAtStep } from './step.rules';

// A correction repairs a record from the changed pick onward, never from its start. What the record was just before
// each graded pick is kept (a checkpoint): the figures a prefix carries that no count can give back (the streak,
// the highest streak so far, the peaks of the pick's week and month so far, comeback_kid's state) and the pick
// before it. From the checkpoint of the first changed position and the counts kept elsewhere (the totals and the
// week's and month's figures, less what the picks from there on added), `refold` walks the picks from that position
// to the end: every figure, every later checkpoint, and what each new prefix earns (earnedAtStep), exactly as a walk
// from the first pick would (refold.rules.test.ts). refold.sql.ts says the same in SQL for a game's players at once.

/** A player's record just before one of their graded picks. */
export interface Checkpoint {
  /** The game of the graded pick before it in record order (null for the first). */
  prevGameId: number | null;
  streak: number;
  /** The highest winning streak so far (0 before any). */
  longest: number;
  /** The highest winning streak after an earlier pick of the same week, 0 if none (a week's `peakStreak` so far). */
  weekPeak: number;
  /** The same for the pick's month. */
  monthPeak: number;
  /** comeback_kid's state (step.rules.ts). */
  comebackArmed: boolean;
  /** Whether the player holds a streak shield (shield.rules.ts). */
  shieldHeld: boolean;
}

/** A week's or month's figures over the picks so far. */
export interface PeriodSoFar {
  start: string;
  wins: number;
  pushes: number;
  picks: number;
}

/** Where a walk starts: the checkpoint of its first position, the totals before it, and its week and month so far. */
export interface RefoldStart extends Checkpoint {
  wins: number;
  losses: number;
  pushes: number;
  week: PeriodSoFar;
  month: PeriodSoFar;
}

/** A graded pick as the walk reads it, in record order. */
export interface RefoldPick {
  gameId: number;
  result: PickResult;
  /** The player's streak shield rides on it (none when left out). */
  armed?: boolean;
  /** Its week's and month's first days (weekStart, monthStart of its game's start). */
  week: string;
  month: string;
}

export interface Refolded {
  /** Per pick: the checkpoint before it, what the prefix ending with it earns, and the streak after it. */
  steps: { checkpoint: Checkpoint; earned: AchievementType[]; streak: number; shielded: boolean }[];
  /** The record after the last pick (the start's when there is none). */
  end: {
    streak: number;
    longest: number;
    comebackArmed: boolean;
    shieldHeld: boolean;
    wins: number;
    losses: number;
    pushes: number;
    lastGameId: number | null;
  };
  /** Every week and month the walk reaches, the start's included (with 0 picks when it has none left). */
  periods: PeriodFigures[];
}

/** An empty record, starting at the week and month of its first pick (what a full recompute walks from). */
export function emptyStart(week: string, month: string): RefoldStart {
  const none = { wins: 0, pushes: 0, picks: 0 };
  return {
    prevGameId: null,
    streak: 0,
    longest: 0,
    weekPeak: 0,
    monthPeak: 0,
    comebackArmed: false,
    shieldHeld: false,
    wins: 0,
    losses: 0,
    pushes: 0,
    week: { start: week, ...none },
    month: { start: month, ...none },
  };
}

interface Running extends PeriodSoFar {
  peak: number;
}

const add = (p: Running, result: PickResult, streak: number) => {
  p.wins += result === 'win' ? 1 : 0;
  p.pushes += result === 'push' ? 1 : 0;
  p.picks += 1;
  p.peak = Math.max(p.peak, streak);
};

/** Walks `picks` (record order, all after the start's position) from `start`: see the file's comment. */
export function refold(start: RefoldStart, picks: readonly RefoldPick[]): Refolded {
  const weeks = new Map<string, Running>([[start.week.start, { ...start.week, peak: start.weekPeak }]]);
  const months = new Map<string, Running>([[start.month.start, { ...start.month, peak: start.monthPeak }]]);
  const period = (map: Map<string, Running>, key: string) => {
    let p = map.get(key);
    if (!p) {
      p = { start: key, wins: 0, pushes: 0, picks: 0, peak: 0 };
      map.set(key, p);
    }
    return p;
  };
  let { streak, longest, comebackArmed, shieldHeld, wins, losses, pushes } = start;
  let prevGameId = start.prevGameId;
  const steps: Refolded['steps'] = [];
  for (const pick of picks) {
    const week = period(weeks, pick.week);
    const month = period(months, pick.month);
    const checkpoint: Checkpoint = {
      prevGameId,
      streak,
      longest,
      weekPeak: week.peak,
      monthPeak: month.peak,
      comebackArmed,
      shieldHeld,
    };
    const shielded = shieldedLoss(shieldHeld, pick.result, pick.armed ?? false);
    const picksSoFar = wins + losses + pushes;
    const earned = earnedAtStep(
      {
        streak,
        totalWins: wins,
        totalPicks: picksSoFar,
        winPercentage: winPercentage(wins, picksSoFar),
        comebackArmed,
        week: { start: week.start, wins: week.wins, pushes: week.pushes, picks: week.picks },
        month: { start: month.start, wins: month.wins, picks: month.picks, peak: month.peak },
      },
      pick.result,
      { week: pick.week, month: pick.month },
      shielded,
    );
    comebackArmed = comebackArmedAfter(comebackArmed, streak, pick.result);
    shieldHeld = shieldHeldAfter(shieldHeld, pick.result, pick.armed ?? false, week.wins);
    streak = nextStreak(streak, streakResult(pick.result, shielded));
    longest = Math.max(longest, streak);
    if (pick.result === 'win') wins += 1;
    else if (pick.result === 'loss') losses += 1;
    else pushes += 1;
    add(week, pick.result, streak);
    add(month, pick.result, streak);
    prevGameId = pick.gameId;
    steps.push({ checkpoint, earned, streak, shielded });
  }
  const figures = (periodType: 'weekly' | 'monthly', p: Running): PeriodFigures => ({
    periodType,
    periodStart: p.start,
    wins: p.wins,
    losses: p.picks - p.wins - p.pushes,
    pushes: p.pushes,
    picks: p.picks,
    peakStreak: p.peak,
  });
  return {
    steps,
    end: { streak, longest, comebackArmed, shieldHeld, wins, losses, pushes, lastGameId: prevGameId },
    periods: [
      ...[...weeks.values()].map((p) => figures('weekly', p)),
      ...[...months.values()].map((p) => figures('monthly', p)),
    ],
  };
}

/** Every checkpoint of a whole record (record order), as a full recompute keeps them. */
export function checkpointsOf(picks: readonly RefoldPick[]): Checkpoint[] {
  const first = picks[0];
  if (!first) return [];
  return refold(emptyStart(first.week, first.month), picks).steps.map((s) => s.checkpoint);
}
