import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIMEZONES } from './constants';
import { localDay, uncachedLocalDay } from './periods';

// Zones on half and three-quarter hours, and one whose daylight saving moves it by half an hour: the
// quarter-hour cache must hold for them too, not only for the app's own zones.
const ZONES = [...TIMEZONES, 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns'];
const FROM = Date.UTC(2000, 0, 1);
const TO = Date.UTC(2040, 0, 1);

describe('localDay', () => {
  it('gives the day Intl gives, for any instant and zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: FROM, max: TO }), fc.constantFrom(...ZONES), (ms, zone) => {
        expect(localDay(new Date(ms), zone)).toEqual(uncachedLocalDay(new Date(ms), zone));
      }),
      { numRuns: 5000 },
    );
  });

  it('is right on both sides of local midnight and of daylight-saving changes', () => {
    const edges = [
      ['America/New_York', '2026-03-08T07:00:00Z'], // 03:00 EDT begins
      ['America/New_York', '2026-11-01T06:00:00Z'], // 01:00 EST again
      ['America/Denver', '2026-11-22T07:00:00Z'], // midnight MST
      ['Pacific/Honolulu', '2026-11-22T10:00:00Z'], // midnight HST
      ['Asia/Kathmandu', '2026-11-21T18:15:00Z'], // midnight +05:45
      ['Australia/Lord_Howe', '2026-10-03T15:30:00Z'], // midnight +10:30, the night before +11:00
      ['America/St_Johns', '2007-11-04T02:31:00Z'], // 00:01 NDT became 23:01 NST the day before
    ] as const;
    for (const [zone, iso] of edges) {
      const at = Date.parse(iso);
      for (const ms of [at - 1, at, at + 1, at - 15 * 60_000, at + 15 * 60_000 - 1]) {
        expect(localDay(new Date(ms), zone), `${zone} ${new Date(ms).toISOString()}`).toEqual(
          uncachedLocalDay(new Date(ms), zone),
        );
      }
    }
  });

  it('remembers one day per quarter hour, not one per instant', () => {
    const start = Date.parse('2026-11-21T20:00:00Z');
    const first = localDay(new Date(start), 'America/Chicago');
    expect(localDay(new Date(start + 14 * 60_000 + 59_999), 'America/Chicago')).toBe(first);
    expect(localDay(new Date(start + 15 * 60_000), 'America/Chicago')).not.toBe(first);
  });
});
