import { ADMIN_TIMEZONE } from '../../../shared/constants';

// en-US with timeZoneName 'short' labels America/Denver as MST or MDT, whichever the date has.
const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: ADMIN_TIMEZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const dateOnly = new Intl.DateTimeFormat('en-US', {
  timeZone: ADMIN_TIMEZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const wallParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ADMIN_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Sat, Nov 21, 2026, 7:30 PM MST': an instant in Mountain time with its label. */
export function denverDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** 'Nov 21, 2026' in Mountain time. */
export function denverDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/** The Mountain wall-clock date ('YYYY-MM-DD') and time ('HH:MM') of an instant, for edit forms. */
export function denverWallClock(iso: string): { date: string; time: string } {
  const parts = Object.fromEntries(wallParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
