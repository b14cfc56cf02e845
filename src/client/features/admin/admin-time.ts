import { ADMIN_TIMEZONE } from '../../../shared/constants';
import { intlLocale } from '../../i18n/i18n';

// In the app's language (Intl): English labels America/Denver as MST or MDT, whichever the date has; Spanish as
// GMT-7 or GMT-6. A formatter is made once per language.
const dateTimes = new Map<string, Intl.DateTimeFormat>();
const datesOnly = new Map<string, Intl.DateTimeFormat>();

function formatter(cache: Map<string, Intl.DateTimeFormat>, options: Intl.DateTimeFormatOptions) {
  const locale = intlLocale();
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: ADMIN_TIMEZONE, ...options });
    cache.set(locale, format);
  }
  return format;
}

const wallParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ADMIN_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Sat, Nov 21, 2026, 7:30 PM MST' ('sáb, 21 nov 2026, 7:30 p.m. GMT-7'): an instant in Mountain time with its label. */
export function denverDateTime(iso: string): string {
  return formatter(dateTimes, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** 'Nov 21, 2026' ('21 nov 2026') in Mountain time. */
export function denverDate(iso: string): string {
  return formatter(datesOnly, { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
}

/** The Mountain wall-clock date ('YYYY-MM-DD') and time ('HH:MM') of an instant, for edit forms. */
export function denverWallClock(iso: string): { date: string; time: string } {
  const parts = Object.fromEntries(wallParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
