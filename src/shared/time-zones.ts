import { TIMEZONES } from './constants';

// A player's time zone is any IANA zone (docs/rules.md, "Time zones"): the settings list offers the spec's eight
// first, then every zone the platform's Intl knows. Times are shown with the zone's own abbreviation, the same
// function on every screen, e-mail and push.

/** The spec's eight (player.md section 5), in its order: the settings list shows them first. */
export const SPEC_TIMEZONES: readonly string[] = TIMEZONES;

/**
 * The short labels of the spec's zones (player.md section 9: ET, CT, MT, PT), one per zone whatever the season,
 * as the product has always shown them.
 */
const SPEC_LABELS: Readonly<Record<string, string>> = {
  'America/New_York': 'ET',
  'America/Chicago': 'CT',
  'America/Denver': 'MT',
  'America/Phoenix': 'MT',
  'America/Los_Angeles': 'PT',
  'America/Anchorage': 'AKT',
  'Pacific/Honolulu': 'HT',
  UTC: 'UTC',
};

let known: Set<string> | undefined;

/** Every zone this platform's Intl names, plus UTC (which `supportedValuesOf` leaves out). */
function knownZones(): Set<string> {
  if (!known) {
    const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    known = new Set([...SPEC_TIMEZONES, ...listed, 'UTC']);
  }
  return known;
}

/** Area/Location, as IANA spells a zone: a capital first, then letters, digits, _, - and +. */
const ZONE_SPELLING = /^[A-Z][A-Za-z_]*(?:\/[A-Za-z0-9_+-]+){1,2}$/;

/**
 * Whether `value` is a time zone a player may choose: one of Intl's zones or UTC, or an IANA name Intl reads as
 * one of them (Node's ICU lists `Asia/Calcutta` and `Europe/Kiev`; browsers hand out `Asia/Kolkata` and
 * `Europe/Kyiv`). PostgreSQL knows every one of them (time-zones.test.ts).
 */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64) return false;
  const zones = knownZones();
  if (zones.has(value)) return true;
  if (!ZONE_SPELLING.test(value)) return false;
  try {
    return zones.has(new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

/** Every zone the list offers: the spec's eight first, then the rest by name. */
export function timeZoneChoices(): string[] {
  const rest = [...knownZones()].filter((z) => !SPEC_TIMEZONES.includes(z)).sort();
  return [...SPEC_TIMEZONES, ...rest];
}

const abbreviationFormats = new Map<string, Intl.DateTimeFormat>();

function shortName(at: Date, timeZone: string, locale: string): string {
  const key = `${locale}|${timeZone}`;
  let format = abbreviationFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    abbreviationFormats.set(key, format);
  }
  return format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

const OFFSET_ONLY = /^(GMT|UTC)[+-−]/;

/**
 * The zone's label at an instant: the spec's ET, CT, MT, PT for its zones; elsewhere the zone's own abbreviation
 * then (GMT or BST in London, CET or CEST in Madrid, CST in Mexico City), or its offset where none is in use
 * (GMT+5:30). English as spoken in the US names the Americas' zones, British English Europe's.
 */
export function zoneLabel(timeZone: string, at: Date | number = Date.now()): string {
  const spec = SPEC_LABELS[timeZone];
  if (spec) return spec;
  const instant = typeof at === 'number' ? new Date(at) : at;
  try {
    const us = shortName(instant, timeZone, 'en-US');
    if (!OFFSET_ONLY.test(us)) return us;
    const gb = shortName(instant, timeZone, 'en-GB');
    return OFFSET_ONLY.test(gb) || !gb ? us : gb;
  } catch {
    return timeZone;
  }
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** '7:30 PM' in the zone. */
export function clockTime(at: Date | string, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
    clockFormats.set(timeZone, format);
  }
  return format.format(typeof at === 'string' ? new Date(at) : at);
}

/** '7:30 PM ET', '8:00 PM BST': a time of day with its zone's label. */
export function zonedClockTime(at: Date | string, timeZone: string): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  return `${clockTime(instant, timeZone)} ${zoneLabel(timeZone, instant)}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Sat, Nov 21, 7:30 PM ET': a day and time with the zone's label. */
export function zonedDateTime(at: Date | string, timeZone: string): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
    dayFormats.set(timeZone, format);
  }
  return `${format.format(instant)}, ${zonedClockTime(instant, timeZone)}`;
}

/** 'London', 'New York', 'Port of Spain': the place a zone is named after. */
export function zoneCity(timeZone: string): string {
  if (timeZone === 'UTC') return 'UTC';
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}
