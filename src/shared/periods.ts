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

/** The calendar day of an instant in a time zone, as 'YYYY-MM-DD', with its weekday (Monday = 0). */
export function localDay(instant: Date, timeZone: string): { date: string; weekday: number } {
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

/** The Monday that starts the leaderboard week of an instant (weeks run Monday to Sunday, New York time). */
export function weekStart(instant: Date, timeZone: string = PERIOD_TIMEZONE): string {
  const { date, weekday } = localDay(instant, timeZone);
  return addDays(date, -weekday);
}

/** The first day of the leaderboard month of an instant, New York time. */
export function monthStart(instant: Date, timeZone: string = PERIOD_TIMEZONE): string {
  return `${localDay(instant, timeZone).date.slice(0, 7)}-01`;
}
