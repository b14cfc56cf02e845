import { LIMITS } from '../../../shared/achievement-limits';
import { ACHIEVEMENT_BY_TYPE, type AchievementType } from '../../../shared/achievements';
import { monthStart, weekStart } from '../../../shared/periods';
import { zoneOffsetMinutes } from '../../../shared/zoned-time';
import { nextStreak, type PickResult, winPercentage } from '../../kernel/record.rules';
import { shieldWalk } from '../../kernel/shield.rules';

/** One unlock decision: the type and its period ('' once-only, 'YYYY-MM' for monthly ones). */
export interface Earned {
  type: AchievementType;
  period: string;
}

/** A graded pick in record order (game time, then game id). */
export interface GradedPickFact {
  result: PickResult;
  scheduledTime: Date;
  /** The player's streak shield rode on it (ADR 0050); none when left out. */
  armed?: boolean;
}

/** A pick as made (graded or not). */
export interface PickFact {
  pickedAt: Date;
  isUnderdog: boolean;
}

/** The New York month ('YYYY-MM') an instant counts in: boards, prizes and monthly achievements. */
export const monthKey = (instant: Date): string => monthStart(instant).slice(0, 7);

export const once = (type: AchievementType): Earned => ({ type, period: '' });

export function monthly(type: AchievementType, month: string): Earned {
  // Keeps the catalogue the one truth about which achievements reset.
  return { type, period: ACHIEVEMENT_BY_TYPE[type].resetsMonthly ? month : '' };
}

/**
 * Every achievement a graded record reaches, anywhere in it. Streaks follow `nextStreak` (a push neither
 * extends nor breaks a run). Figures "at some point" are prefixes of the record in record order, so the answer
 * does not depend on when awarding runs. Monthly and weekly figures place each pick by its game's time.
 */
export function earnedFromHistory(history: readonly GradedPickFact[]): Earned[] {
  let wins = 0;
  let picks = 0;
  let streak = 0;
  let longest = 0;
  let lowest = 0;
  let sniper = false;
  let unlucky = false;
  let comeback = false;
  // Whether the current winning run began right after a losing run long enough for comeback_kid.
  let runAfterLosses = false;
  const months = new Map<string, { wins: number; picks: number; peak: number; accurate: boolean }>();
  const weeks = new Map<string, { wins: number; losses: number; perfect: boolean }>();
  // A shielded loss counts as a loss and leaves the streak as a push does (kernel/shield.rules.ts).
  const { shielded } = shieldWalk(
    history.map((h) => ({ result: h.result, armed: h.armed ?? false, week: weekStart(h.scheduledTime) })),
  );

  for (const [i, { result: counted, scheduledTime }] of history.entries()) {
    const result = shielded[i] ? 'push' : counted;
    const before = streak;
    streak = nextStreak(streak, result);
    picks += 1;
    if (result === 'win') wins += 1;
    if (result === 'win' && before <= 0) runAfterLosses = before <= -LIMITS.comebackLosses;
    if (result === 'loss' && before >= LIMITS.unluckyBrokenStreak) unlucky = true;
    if (runAfterLosses && streak >= LIMITS.comebackWins) comeback = true;
    longest = Math.max(longest, streak);
    lowest = Math.min(lowest, streak);
    if (picks >= LIMITS.sniper.picks && winPercentage(wins, picks) >= LIMITS.sniper.percent) sniper = true;

    const monthId = monthKey(scheduledTime);
    const m = months.get(monthId) ?? { wins: 0, picks: 0, peak: 0, accurate: false };
    months.set(monthId, m);
    m.picks += 1;
    if (result === 'win') m.wins += 1;
    // The month's peak streak, as the monthly board shows it: a run carried in from last month counts.
    m.peak = Math.max(m.peak, streak);
    const { percent, picks: needed } = LIMITS.accuracyMaster;
    if (m.picks >= needed && winPercentage(m.wins, m.picks) >= percent) m.accurate = true;

    const weekId = weekStart(scheduledTime);
    const w = weeks.get(weekId) ?? { wins: 0, losses: 0, perfect: false };
    weeks.set(weekId, w);
    if (result === 'win') w.wins += 1;
    if (counted === 'loss') w.losses += 1;
    if (w.losses === 0 && w.wins >= LIMITS.perfectWeekWins) w.perfect = true;
  }

  const earned: Earned[] = [];
  for (const [type, n] of LIMITS.winMilestones) if (wins >= n) earned.push(once(type));
  for (const [type, n] of LIMITS.winRuns) {
    if (type === 'hot_streak') {
      for (const [month, m] of months) if (m.peak >= n) earned.push(monthly(type, month));
    } else if (longest >= n) earned.push(once(type));
  }
  for (const [type, n] of LIMITS.lossRuns) if (lowest <= -n) earned.push(once(type));
  for (const [month, m] of months) if (m.accurate) earned.push(monthly('accuracy_master', month));
  if (sniper) earned.push(once('sniper'));
  if ([...weeks.values()].some((w) => w.perfect)) earned.push(once('perfect_week'));
  if (unlucky) earned.push(once('unlucky_charm'));
  if (comeback) earned.push(once('comeback_kid'));
  if (shielded.includes(true)) earned.push(once('shielded'));
  return earned;
}

/** Hour (0-23) and weekday (Monday = 0) of an instant on the wall clock of a time zone. */
export function wallClock(instant: Date, timeZone: string): { hour: number; weekday: number } {
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return { hour: shifted.getUTCHours(), weekday: (shifted.getUTCDay() + 6) % 7 };
}

/** A player's picks counted the way the pick-time achievements read them (the pick_tallies row). */
export interface PickTally {
  picks: number;
  early: number;
  night: number;
  weekend: number;
  underdog: number;
}

export const NO_PICKS: PickTally = { picks: 0, early: 0, night: 0, weekend: 0, underdog: 0 };

/** What one pick adds to its player's tally, its time read on the wall clock of the player's time zone. */
export function tallyOf({ pickedAt, isUnderdog }: PickFact, timeZone: string): PickTally {
  const { hour, weekday } = wallClock(pickedAt, timeZone);
  return {
    picks: 1,
    early: hour < LIMITS.earlyBefore ? 1 : 0,
    night: hour >= LIMITS.nightFrom ? 1 : 0,
    weekend: weekday >= 5 ? 1 : 0,
    underdog: isUnderdog ? 1 : 0,
  };
}

/** The pick-time achievements a tally reaches. */
export function earnedFromTally(t: PickTally): Earned[] {
  const earned: Earned[] = [];
  if (t.early >= LIMITS.earlyBird) earned.push(once('early_bird'));
  if (t.night >= LIMITS.nightOwl) earned.push(once('night_owl'));
  if (t.weekend >= LIMITS.weekendWarrior) earned.push(once('weekend_warrior'));
  if (t.underdog >= LIMITS.boldStrategy) earned.push(once('bold_strategy'));
  if (t.picks >= LIMITS.participation) earned.push(once('participation_award'));
  return earned;
}

/** What a tally reaches that the tally before it did not: a pick decides its achievements in O(1). */
export function earnedByTallyStep(before: PickTally, after: PickTally): Earned[] {
  const had = new Set(earnedFromTally(before).map(unlockKey));
  return earnedFromTally(after).filter((e) => !had.has(unlockKey(e)));
}

/** Achievements of the picks a player made, their times read in the player's time zone. */
export function earnedFromPicks(picks: readonly PickFact[], timeZone: string): Earned[] {
  const total = { ...NO_PICKS };
  for (const pick of picks) {
    const one = tallyOf(pick, timeZone);
    for (const key of Object.keys(total) as (keyof PickTally)[]) total[key] += one[key];
  }
  return earnedFromTally(total);
}

export function earnedFromShares(shares: number): Earned[] {
  return shares >= LIMITS.socialShares ? [once('social_butterfly')] : [];
}

/** Earned entries not among those already held (keys `type|period`). */
export function missing(earned: readonly Earned[], held: ReadonlySet<string>): Earned[] {
  const seen = new Set<string>();
  return earned.filter((e) => {
    const key = unlockKey(e);
    if (held.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const unlockKey = (e: { type: string; period: string }): string => `${e.type}|${e.period}`;
