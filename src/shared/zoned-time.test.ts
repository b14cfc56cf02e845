import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIMEZONES } from './constants';
import { localDay, monthStart, weekStart } from './periods';
import { uncachedZoneOffsetMinutes, zonedTimeToInstant, zoneOffsetMinutes } from './zoned-time';

describe('zoned time', () => {
  it.each([
    ['2026-07-04', '19:00', 'America/Denver', '2026-07-05T01:00:00.000Z'],
    ['2026-12-04', '19:00', 'America/Denver', '2026-12-05T02:00:00.000Z'],
    ['2026-11-22', '05:00', 'America/Denver', '2026-11-22T12:00:00.000Z'],
    ['2026-03-08', '01:30', 'America/New_York', '2026-03-08T06:30:00.000Z'],
    ['2026-03-08', '03:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['2026-11-01', '00:30', 'America/New_York', '2026-11-01T04:30:00.000Z'],
    ['2026-06-01', '12:00', 'Pacific/Honolulu', '2026-06-01T22:00:00.000Z'],
    ['2026-06-01', '12:00', 'UTC', '2026-06-01T12:00:00.000Z'],
    ['2026-06-01', '12:00', 'America/Phoenix', '2026-06-01T19:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => {
    expect(zonedTimeToInstant(date, time, zone).toISOString()).toBe(iso);
  });

  it('knows the offset on either side of a change', () => {
    expect(zoneOffsetMinutes(new Date('2026-11-01T05:59:00Z'), 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-11-01T06:01:00Z'), 'America/New_York')).toBe(-300);
  });

  it('remembers offsets per quarter hour and still gives what Intl gives, changes and odd zones included', () => {
    const zones = [...TIMEZONES, 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          expect(zoneOffsetMinutes(new Date(ms), zone)).toBe(uncachedZoneOffsetMinutes(new Date(ms), zone));
        },
      ),
      { numRuns: 2000 },
    );
    // St. John's moved its clocks at 00:01 local (02:31 UTC), inside a quarter hour.
    for (const iso of [
      '2007-11-04T02:30:59Z',
      '2007-11-04T02:31:00Z',
      '2026-11-01T05:59:59Z',
      '2026-11-01T06:00:00Z',
    ]) {
      for (const zone of ['America/St_Johns', 'America/New_York']) {
        expect(zoneOffsetMinutes(new Date(iso), zone)).toBe(uncachedZoneOffsetMinutes(new Date(iso), zone));
      }
    }
  });

  it('reads local days, weeks and months', () => {
    expect(localDay(new Date('2026-11-22T04:59:00Z'), 'America/New_York')).toEqual({
      date: '2026-11-21',
      weekday: 5,
    });
    expect(weekStart(new Date('2026-11-22T04:59:00Z'))).toBe('2026-11-16');
    expect(weekStart(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23');
    expect(monthStart(new Date('2026-12-01T04:59:00Z'))).toBe('2026-11-01');
  });
});
