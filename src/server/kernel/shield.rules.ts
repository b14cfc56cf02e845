import { LIMITS } from '../../shared/achievement-limits';
import type { PickResult } from './record.rules';

// The earned streak shield (ADR 0050), as a step of the record fold. A player earns a shield with the week's 5th win
// (record order, New York weeks) and holds at most one; an armed pick that loses while they hold one spends it and
// leaves the streak where it stood (the loss still counts in W-L-P), a win or push leaves it held. After an armed
// loss the player holds none whether or not one was spent, and after an earning win they hold one: so whether a
// player holds a shield before a pick is the last of those events before it, which the SQL walk (refold.sql.ts)
// reads with windows. Neither event depends on the streak, so the walk decides shields before streaks.
// shield.sql.ts says the same in SQL.

/** Whether this pick spends the shield: it is armed, it lost, and the player held a shield before it. */
export function shieldedLoss(held: boolean, result: PickResult, armed: boolean): boolean {
  return held && armed && result === 'loss';
}

/** What the streak takes from a pick: a shielded loss leaves it as a push would. */
export function streakResult(result: PickResult, shielded: boolean): PickResult {
  return shielded ? 'push' : result;
}

/** Whether this pick earns a shield: the week's `shieldWeekWins`th win (`weekWins` counts the week's wins before it). */
export function earnsShield(result: PickResult, weekWins: number): boolean {
  return result === 'win' && weekWins + 1 === LIMITS.shieldWeekWins;
}

/** Whether the player holds a shield after the pick (at most one: an earning win while holding one changes nothing). */
export function shieldHeldAfter(
  held: boolean,
  result: PickResult,
  armed: boolean,
  weekWins: number,
): boolean {
  if (armed && result === 'loss') return false;
  return earnsShield(result, weekWins) || held;
}

/** A graded pick as the shield reads it, in record order. */
export interface ShieldPick {
  result: PickResult;
  armed: boolean;
  /** The first day of its week (weekStart of its game's time). */
  week: string;
}

/** The shield over a whole record: which picks spent one, and whether the player holds one at its end. */
export function shieldWalk(picks: readonly ShieldPick[]): { shielded: boolean[]; held: boolean } {
  let held = false;
  let week: string | null = null;
  let weekWins = 0;
  const shielded: boolean[] = [];
  for (const pick of picks) {
    if (pick.week !== week) {
      week = pick.week;
      weekWins = 0;
    }
    shielded.push(shieldedLoss(held, pick.result, pick.armed));
    held = shieldHeldAfter(held, pick.result, pick.armed, weekWins);
    if (pick.result === 'win') weekWins += 1;
  }
  return { shielded, held };
}
