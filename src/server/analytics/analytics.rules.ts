import { ADMIN_TIMEZONE } from '../../shared/constants';
import { addDays, localDay } from '../../shared/periods';
import type { DailyActivity } from '../../shared/schemas/admin';

/** $20 per premium user per month; the projection assumes 15% of all users convert (admin.md 9). */
export const PREMIUM_PRICE_USD = 20;
export const PROJECTED_CONVERSION = 0.15;
export const CHAMPION_MIN_PICKS = 10;
export const ACTIVE_WEEK_MS = 7 * 24 * 60 * 60 * 1000;
export const ACTIVE_DAY_MS = 24 * 60 * 60 * 1000;

/** The instants that open the "last 7 days" and "last 24 hours" windows. */
export function activityWindows(now: Date): { weekStart: Date; dayStart: Date } {
  return {
    weekStart: new Date(now.getTime() - ACTIVE_WEEK_MS),
    dayStart: new Date(now.getTime() - ACTIVE_DAY_MS),
  };
}

/** Premium share of all users as a whole percent; 0 with no users. */
export function conversionPercent(premium: number, total: number): number {
  return total > 0 ? Math.round((100 * premium) / total) : 0;
}

/** Monthly revenue now (premium x $20) and at 15% conversion (users x $20 x 0.15), in whole cents' dollars. */
export function revenue(premium: number, total: number): { current: number; projected: number } {
  return {
    current: premium * PREMIUM_PRICE_USD,
    projected: Math.round(total * PREMIUM_PRICE_USD * PROJECTED_CONVERSION * 100) / 100,
  };
}

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
