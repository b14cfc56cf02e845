// Intl formatting costs microseconds per call, and a full recompute (or every new pick) asks about millions of
// instants. Today's zones are a whole number of quarter hours from UTC and change their offset on a quarter hour,
// so all instants of one UTC quarter hour share their local facts: they are remembered per quarter hour and zone,
// and a stream of new instants (each pick's moment) adds an entry per quarter hour, not one per instant. Some
// zones once changed elsewhere (St. John's moved its clocks at 00:01 until 2011): a quarter hour whose first and
// last millisecond disagree is not remembered, and each of its instants asks Intl.
const QUARTER_HOUR_MS = 15 * 60_000;
const CACHE_LIMIT = 50_000;

/**
 * `uncached` remembered per UTC quarter hour and zone (at most 50,000 entries, then started afresh). `same` says
 * whether two answers agree for the purpose at hand (a day: the same date; an offset: the same minutes): two
 * changes of offset within one quarter hour never happen, so equal ends mean one answer throughout.
 */
export function perQuarterHour<T>(
  uncached: (instant: Date, timeZone: string) => T,
  same: (a: T, b: T) => boolean,
): (instant: Date, timeZone: string) => T {
  const cache = new Map<string, T>();
  return (instant, timeZone) => {
    const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
    const key = `${quarter}|${timeZone}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const first = uncached(new Date(quarter * QUARTER_HOUR_MS), timeZone);
    const last = uncached(new Date((quarter + 1) * QUARTER_HOUR_MS - 1), timeZone);
    if (!same(first, last)) return uncached(instant, timeZone);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, first);
    return first;
  };
}
