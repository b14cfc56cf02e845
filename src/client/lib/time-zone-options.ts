import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { TIMEZONES } from '../../shared/constants';
import { isTimeZone, timeZoneChoices, zoneLabel } from '../../shared/time-zones';

/** The spec's eight, in its words (player.md section 5), with the city to search by. */
const SPEC_LABELS: Record<(typeof TIMEZONES)[number], string> = {
  'America/New_York': 'Eastern Time (ET) · New York',
  'America/Chicago': 'Central Time (CT) · Chicago',
  'America/Denver': 'Mountain Time (MT) · Denver',
  'America/Los_Angeles': 'Pacific Time (PT) · Los Angeles',
  'America/Phoenix': 'Arizona (MST) · Phoenix',
  'America/Anchorage': 'Alaska Time (AKT) · Anchorage',
  'Pacific/Honolulu': 'Hawaii Time (HST) · Honolulu',
  UTC: 'Coordinated Universal Time (UTC)',
};

/** 'Europe/London (GMT)': the zone's name, with spaces, and its label now. */
export function timeZoneLabel(zone: string): string {
  const spec = SPEC_LABELS[zone as keyof typeof SPEC_LABELS];
  return spec ?? `${zone.replace(/_/g, ' ')} (${zoneLabel(zone)})`;
}

let device: string | null | undefined;

/**
 * The zone this device is set to, when it is one a player may choose (worked out once: checking it against every
 * zone Intl knows takes a phone some milliseconds). `unless`: a zone it is known to equal needs no check.
 */
export function deviceTimeZone(unless?: string): string | null {
  if (device !== undefined) return device;
  let zone: string;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    device = null;
    return device;
  }
  if (zone === unless) return zone;
  device = isTimeZone(zone) ? zone : null;
  return device;
}

/**
 * The time zone list: the spec's eight first, then every other zone by name (searchable by city or region),
 * with the device's and the player's own zone always in it, whatever this browser's list holds.
 */
export function timeZoneOptions(...always: (string | null | undefined)[]): ComboboxItemGroup<ComboboxItem>[] {
  const others = new Set(timeZoneChoices().slice(TIMEZONES.length));
  for (const zone of always)
    if (zone && isTimeZone(zone) && !(TIMEZONES as readonly string[]).includes(zone)) others.add(zone);
  return [
    {
      group: 'United States and UTC',
      items: TIMEZONES.map((value) => ({ value, label: timeZoneLabel(value) })),
    },
    {
      group: 'Every time zone',
      items: [...others].sort().map((value) => ({ value, label: timeZoneLabel(value) })),
    },
  ];
}
