import { PERIOD_TIMEZONE } from './constants';

const partsFormatter = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatter.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    });
    partsFormatter.set(timeZone, f);
  }
  return f;
}

const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

// Intl formatting costs microseconds per call and a full recompute asks for the day of millions of picks.
// Today's zones are a whole number of quarter hours from UTC and change their offset on a quarter hour, so all
// instants of one UTC quarter hour share their local day: the day is remembered per quarter hour and zone, and
// a stream of new instants (each pick's moment) adds an entry per quarter hour, not one per instant. Some
// zones once changed elsewhere (St. John's moved its clocks at 00:01 until 2011): a quarter hour whose first
// and last millisecond fall on different days is not remembered, and each of its instants asks Intl.
const QUARTER_HOUR_MS = 15 * 60_000;
const dayCache = new Map<string, { date: string; weekday: number }>();
const DAY_CACHE_LIMIT = 50_000;

/** The calendar day of an instant in a time zone, as 'YYYY-MM-DD', with its weekday (Monday = 0). */
export function localDay(instant: Date, timeZone: string): { date: string; weekday: number } {
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
  const key = `${quarter}|${timeZone}`;
  const known = dayCache.get(key);
  if (known) return known;
  const first = uncachedLocalDay(new Date(quarter * QUARTER_HOUR_MS), timeZone);
  const last = uncachedLocalDay(new Date((quarter + 1) * QUARTER_HOUR_MS - 1), timeZone);
  // Two changes of offset within one quarter hour never happen, so equal ends mean one day throughout.
  if (first.date !== last.date) return uncachedLocalDay(instant, timeZone);
  const day = Object.freeze(first);
  if (dayCache.size >= DAY_CACHE_LIMIT) dayCache.clear();
  dayCache.set(key, day);
  return day;
}

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
  if (weekCache.size >= DAY_CACHE_LIMIT) weekCache.clear();
  weekCache.set(key, start);
  return start;
}

/** The first day of the leaderboard month of an instant, New York time. */
export function monthStart(instant: Date, timeZone: string = PERIOD_TIMEZONE): string {
  return `${localDay(instant, timeZone).date.slice(0, 7)}-01`;
}
