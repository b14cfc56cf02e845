import { PERIOD_TIMEZONE } from './constants';
import { perQuarterHour } from './quarter-hour-cache';
import { formatsByZone } from './zoned-time';

const formatter = formatsByZone('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
});

const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

const WEEK_CACHE_LIMIT = 50_000;

/** The calendar day of an instant in a time zone, as 'YYYY-MM-DD', with its weekday (Monday = 0). */
export const localDay: (instant: Date, timeZone: string) => { date: string; weekday: number } =
  perQuarterHour(
    (instant, timeZone) => Object.freeze(uncachedLocalDay(instant, timeZone)),
    (a, b) => a.date === b.date,
  );

/** `localDay` straight from Intl, for the cache and its test. */
export function uncachedLocalDay(instant: Date, timeZone: string): { date: string; weekday: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAY_INDEX[parts.weekday ?? 'Mon'] ?? 0,
  };
}

/** Adds whole days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const weekCache = new Map<string, string>();

/** The Monday that starts the leaderboard week of an instant (weeks run Monday to Sunday, New York time). */
export function weekStart(instant: Date, timeZone: string = PERIOD_TIMEZONE): string {
  const key = `${instant.getTime()}|${timeZone}`;
  const known = weekCache.get(key);
  if (known) return known;
  const { date, weekday } = localDay(instant, timeZone);
  const start = addDays(date, -weekday);
  if (weekCache.size >= WEEK_CACHE_LIMIT) weekCache.clear();
  weekCache.set(key, start);
  return start;
}

/** The first day of the leaderboard month of an instant, New York time. */
export function monthStart(instant: Date, timeZone: string = PERIOD_TIMEZONE): string {
  return `${localDay(instant, timeZone).date.slice(0, 7)}-01`;
}
