/** No lock reminder is pushed from 22:00 until 08:00 in the player's zone. */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 8;
/** At most one lock reminder per player in this time. */
export const REMINDER_GAP_MS = 3 * 60 * 60 * 1000;
/** The daily e-mail goes out from this hour of the player's day on (once that day). */
export const DAILY_EMAIL_HOUR = 9;

/** One formatter per zone: making one costs far more than using it. */
const dayAndHourFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and hour of an instant in a zone. */
export function localDayAndHour(at: Date, timeZone: string): { day: string; hour: number } {
  let format = dayAndHourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
    });
    dayAndHourFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

export const isQuietHour = (at: Date, timeZone: string): boolean => {
  const { hour } = localDayAndHour(at, timeZone);
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
  const { day, hour } = localDayAndHour(now, timeZone);
  return hour >= DAILY_EMAIL_HOUR && hour < QUIET_FROM_HOUR ? day : null;
}

/** Picks left today under the daily cap (null: no cap). */
export const picksLeft = (cap: number | null, madeToday: number): number | null =>
  cap === null ? null : Math.max(0, cap - madeToday);
