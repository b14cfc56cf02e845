import { perQuarterHour } from './quarter-hour-cache';

/**
 * One Intl.DateTimeFormat per time zone for these options, made on first use: making one costs far more than
 * using it.
 */
export function formatsByZone(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = made.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      made.set(timeZone, format);
    }
    return format;
  };
}

const offsetFormatter = formatsByZone('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * Minutes the zone is ahead of UTC at an instant (New York in winter: -300). Every new pick asks (its day in the
 * player's zone, its wall-clock hour): remembered per quarter hour, as localDay is (quarter-hour-cache.ts).
 */
export const zoneOffsetMinutes = perQuarterHour(uncachedZoneOffsetMinutes, (a, b) => a === b);

/** `zoneOffsetMinutes` straight from Intl, for the cache and its test. */
export function uncachedZoneOffsetMinutes(instant: Date, timeZone: string): number {
  const p = Object.fromEntries(
    offsetFormatter(timeZone)
      .formatToParts(instant)
      .map((x) => [x.type, Number(x.value)]),
  );
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time names in a zone, daylight saving included ('2026-07-04', '19:00',
 * 'America/Denver' -> 2026-07-05T01:00:00Z). A time skipped by a spring-forward lands an hour later.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let instant = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  // A second pass settles times near a daylight-saving change, where the first guess used the other offset.
  instant = wall - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}
