import { TIMEZONES, type Timezone } from '../../../shared/constants';

const LABELS: Record<Timezone, string> = {
  'America/New_York': 'Eastern Time (ET)',
  'America/Chicago': 'Central Time (CT)',
  'America/Denver': 'Mountain Time (MT)',
  'America/Los_Angeles': 'Pacific Time (PT)',
  'America/Phoenix': 'Arizona (MST)',
  'America/Anchorage': 'Alaska Time (AKT)',
  'Pacific/Honolulu': 'Hawaii Time (HST)',
  UTC: 'Coordinated Universal Time (UTC)',
};

/** The eight time zones of the settings screen, in the spec's order. */
export const TIMEZONE_OPTIONS = TIMEZONES.map((value) => ({ value, label: LABELS[value] }));

export const isTimezone = (value: string | null): value is Timezone =>
  value !== null && (TIMEZONES as readonly string[]).includes(value);
