import { addDays, localDay } from '../../shared/periods';
import type { GameDay } from '../../shared/schemas/games';
import { formatsByZone, zonedTimeToInstant } from '../../shared/zoned-time';

// A player's day: the calendar day in their time zone, as the instants [from, to). Game lists (today, tomorrow),
// the daily cap's window, the lock reminder and the daily e-mail all take it from here.

/** The calendar day 'today' or 'tomorrow' in a time zone, as the instants [from, to). */
export function dayWindow(now: Date, timeZone: string, day: GameDay): { date: string; from: Date; to: Date } {
  const today = todayWindow(now, timeZone);
  if (day === 'tomorrow' && !today.tomorrow) today.tomorrow = windowOf(addDays(today.date, 1), timeZone);
  const window = day === 'today' ? today : today.tomorrow!;
  // Copies: a caller may move its Dates; the remembered window stays as it was.
  return { date: window.date, from: new Date(window.from), to: new Date(window.to) };
}

export interface Window {
  date: string;
  from: Date;
  to: Date;
}

/**
 * Today's window per zone, kept while the clock is inside it: every new pick asks for its player's day two or
 * three times, and working it out (the local date, two wall-clock midnights through the zone's offsets) showed in the
 * pick path's CPU profile (ADR 0039). An instant inside [from, to) has that day as its local date, so
 * the kept window is the one it would compute. One entry per zone in use (a few hundred at most).
 */
const todayWindows = new Map<string, Window & { tomorrow?: Window }>();

function todayWindow(now: Date, timeZone: string): Window & { tomorrow?: Window } {
  const kept = todayWindows.get(timeZone);
  const at = now.getTime();
  if (kept && at >= kept.from.getTime() && at < kept.to.getTime()) return kept;
  const fresh = windowOf(localDay(now, timeZone).date, timeZone);
  todayWindows.set(timeZone, fresh);
  return fresh;
}

/** The instants of a calendar date in a zone, midnight to midnight. */
export function windowOf(date: string, timeZone: string): Window {
  return {
    date,
    from: zonedTimeToInstant(date, '00:00', timeZone),
    to: zonedTimeToInstant(addDays(date, 1), '00:00', timeZone),
  };
}

const hourFormat = formatsByZone('en-GB', { hourCycle: 'h23', hour: '2-digit' });

/** The wall-clock hour (0-23) of an instant in a zone (quiet hours, the daily e-mail's hour). */
export function localHour(at: Date, timeZone: string): number {
  const hour = hourFormat(timeZone)
    .formatToParts(at)
    .find((p) => p.type === 'hour');
  return Number(hour?.value ?? 0);
}
