const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, f);
  }
  return f;
}

// Every new pick asks for offsets (its day in the player's zone, its wall-clock hour), and Intl costs
// microseconds a call: the offset is remembered per UTC quarter hour and zone, as localDay remembers days
// (periods.ts). A quarter hour whose first and last second have different offsets is not remembered.
const QUARTER_HOUR_MS = 15 * 60_000;
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_LIMIT = 50_000;

/** Minutes the zone is ahead of UTC at an instant (New York in winter: -300). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
  const key = `${quarter}|${timeZone}`;
  const known = offsetCache.get(key);
  if (known !== undefined) return known;
  const first = uncachedZoneOffsetMinutes(new Date(quarter * QUARTER_HOUR_MS), timeZone);
  const last = uncachedZoneOffsetMinutes(new Date((quarter + 1) * QUARTER_HOUR_MS - 1), timeZone);
  if (first !== last) return uncachedZoneOffsetMinutes(instant, timeZone);
  if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
  offsetCache.set(key, first);
  return first;
}

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
