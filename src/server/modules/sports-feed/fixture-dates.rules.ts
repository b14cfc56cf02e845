import { PERIOD_TIMEZONE } from '../../../shared/constants';
import { addDays, localDay } from '../../../shared/periods';
import { zonedTimeToInstant, zoneOffsetMinutes } from '../../../shared/zoned-time';
import type { FeedEvent } from './sports-feed';

// Recorded fixtures carry fixed dates, but the offline demo and tests need games "today" and
// "tomorrow". The re-basing rule:
//   - days are calendar days in New York (PERIOD_TIMEZONE), the product's day for boards;
//   - the file's first day (the New York day of its earliest event) becomes today's New York day;
//   - every event moves by that same number of whole days and keeps its New York wall-clock time,
//     so day offsets and times of day survive, daylight saving included;
//   - statuses are kept as recorded (a recorded live game stays live).
// The anchor is today, not the requested window's first day: each recorded event then has exactly
// one date, so asking for today and then tomorrow never returns the same provider event twice.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The same New York wall-clock time `days` calendar days later (earlier when negative). */
export const shiftByDays = (instant: Date, days: number, timeZone: string = PERIOD_TIMEZONE): Date => {
  if (days === 0) return instant;
  const wall = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * MINUTE_MS);
  const time = wall.toISOString().slice(11, 16);
  const belowMinute = instant.getTime() % MINUTE_MS;
  const moved = zonedTimeToInstant(addDays(localDay(instant, timeZone).date, days), time, timeZone);
  return new Date(moved.getTime() + belowMinute);
};

/** Whole calendar days from the file's first day to today's, both in `timeZone`. */
export const rebaseOffsetDays = (events: FeedEvent[], now: Date, timeZone: string = PERIOD_TIMEZONE) => {
  if (events.length === 0) return 0;
  const first = events.map((e) => localDay(e.scheduledTime, timeZone).date).sort()[0]!;
  const today = localDay(now, timeZone).date;
  return Math.round((Date.parse(today) - Date.parse(first)) / DAY_MS);
};

/** Recorded events moved so that the file's first day is today (see the rule above). */
export const rebaseToToday = (
  events: FeedEvent[],
  now: Date,
  timeZone: string = PERIOD_TIMEZONE,
): FeedEvent[] => {
  const days = rebaseOffsetDays(events, now, timeZone);
  return events.map((e) => ({ ...e, scheduledTime: shiftByDays(e.scheduledTime, days, timeZone) }));
};
