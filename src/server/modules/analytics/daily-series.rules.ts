import { ADMIN_TIMEZONE } from '../../../shared/constants';
import { addDays, localDay } from '../../../shared/periods';
import type { DailyActivity } from '../../../shared/schemas/admin';

/** How many days the Stats tab's per-day charts cover, today included. */
export const DAILY_SERIES_DAYS = 30;

/** A count for one calendar day ('YYYY-MM-DD') as the database grouped it. */
export interface DayCount {
  day: string;
  count: number;
}

/**
 * The days the per-day charts cover: `firstDay` through `lastDay` (today), calendar days of the admin
 * zone (Mountain), so a sign-up at 11 pm Denver time counts for the admin's own evening, not UTC's morrow.
 */
export function dailyWindow(
  now: Date,
  days: number = DAILY_SERIES_DAYS,
  timeZone: string = ADMIN_TIMEZONE,
): { firstDay: string; lastDay: string } {
  const lastDay = localDay(now, timeZone).date;
  return { firstDay: addDays(lastDay, 1 - days), lastDay };
}

/**
 * One entry per day from `firstDay`, `days` long, oldest first: the grouped counts placed on their day
 * and zero where nobody signed up or picked. Counts for days outside the window are left out.
 */
export function fillDailySeries(
  firstDay: string,
  days: number,
  signUps: readonly DayCount[],
  picks: readonly DayCount[],
): DailyActivity[] {
  const bySignUp = new Map(signUps.map((r) => [r.day, r.count]));
  const byPick = new Map(picks.map((r) => [r.day, r.count]));
  return Array.from({ length: Math.max(0, days) }, (_, i) => {
    const day = addDays(firstDay, i);
    return { day, signUps: bySignUp.get(day) ?? 0, picks: byPick.get(day) ?? 0 };
  });
}
