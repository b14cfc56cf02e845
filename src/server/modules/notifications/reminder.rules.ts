import { localDay } from '../../../shared/periods';
import { localHour } from '../../kernel/player-day';
/** No lock reminder is pushed from 22:00 until 08:00 in the player's zone. */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 8;
/** At most one lock reminder per player in this time. */
export const REMINDER_GAP_MS = 3 * 60 * 60 * 1000;
/** The daily e-mail goes out from this hour of the player's day on (once that day). */
export const DAILY_EMAIL_HOUR = 9;

export const isQuietHour = (at: Date, timeZone: string): boolean => {
  const hour = localHour(at, timeZone);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
};

/**
 * Whether a player gets a lock reminder now: a game they may still pick starts within the lead time, it is
 * not a quiet hour where they live, and their last reminder is at least three hours old.
 */
export function reminderDue(r: {
  now: Date;
  timeZone: string;
  lastReminderAt: Date | null;
  gamesLockingSoon: number;
}): boolean {
  if (r.gamesLockingSoon === 0) return false;
  if (isQuietHour(r.now, r.timeZone)) return false;
  return r.lastReminderAt === null || r.now.getTime() - r.lastReminderAt.getTime() >= REMINDER_GAP_MS;
}

/**
 * The player's day whose daily e-mail is due now (from 09:00 until the quiet hours begin), or null. The day
 * names the e-mail, so each day's goes out once.
 */
export function dailyEmailDay(now: Date, timeZone: string): string | null {
  const hour = localHour(now, timeZone);
  return hour >= DAILY_EMAIL_HOUR && hour < QUIET_FROM_HOUR ? localDay(now, timeZone).date : null;
}

/** Picks left today under the daily cap (null: no cap). */
export const picksLeft = (cap: number | null, madeToday: number): number | null =>
  cap === null ? null : Math.max(0, cap - madeToday);
