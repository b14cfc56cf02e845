import { describe, expect, it } from 'vitest';
import { TIMEZONES } from './constants';
import { isTimeZone, timeZoneChoices, zonedClockTime, zonedDateTime, zoneLabel } from './time-zones';

const WINTER = new Date('2026-01-15T19:30:00Z');
const SUMMER = new Date('2026-07-15T19:30:00Z');

describe('time zones a player may choose', () => {
  it('are every IANA zone Intl knows and UTC, with the names browsers hand out', () => {
    for (const zone of [
      ...TIMEZONES,
      'Europe/London',
      'Europe/Madrid',
      'America/Mexico_City',
      'Asia/Kolkata',
      'Asia/Calcutta',
      'Europe/Kyiv',
      'America/Argentina/Buenos_Aires',
    ])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['', 'Mars/Olympus', 'europe/london', 'EST5EDT', 'GMT+1', 'Europe/London ', 42, null])
      expect(isTimeZone(zone), String(zone)).toBe(false);
  });

  it("list the spec's eight first, then the rest by name", () => {
    const choices = timeZoneChoices();
    expect(choices.slice(0, 8)).toEqual([...TIMEZONES]);
    expect(choices).toContain('Europe/London');
    expect(new Set(choices).size).toBe(choices.length);
    const rest = choices.slice(8);
    expect(rest).toEqual([...rest].sort());
  });
});

describe("a zone's label", () => {
  it("is the spec's ET, CT, MT, PT for its zones, whatever the season", () => {
    expect(TIMEZONES.map((z) => zoneLabel(z, WINTER))).toEqual([
      'ET',
      'CT',
      'MT',
      'PT',
      'MT',
      'AKT',
      'HT',
      'UTC',
    ]);
    expect(zoneLabel('America/New_York', SUMMER)).toBe('ET');
  });

  it("is the zone's own abbreviation elsewhere, as it changes with the season, or its offset", () => {
    expect([zoneLabel('Europe/London', WINTER), zoneLabel('Europe/London', SUMMER)]).toEqual(['GMT', 'BST']);
    expect([zoneLabel('Europe/Madrid', WINTER), zoneLabel('Europe/Madrid', SUMMER)]).toEqual(['CET', 'CEST']);
    expect(zoneLabel('America/Mexico_City', SUMMER)).toBe('CST');
    expect(zoneLabel('America/Toronto', SUMMER)).toBe('EDT');
    expect(zoneLabel('Asia/Kolkata', SUMMER)).toBe('GMT+5:30');
  });

  it('goes with every time shown', () => {
    expect(zonedClockTime(SUMMER, 'Europe/London')).toBe('8:30 PM BST');
    expect(zonedClockTime(WINTER.toISOString(), 'America/New_York')).toBe('2:30 PM ET');
    expect(zonedDateTime(SUMMER, 'Europe/Madrid')).toBe('Wed, Jul 15, 9:30 PM CEST');
  });
});
