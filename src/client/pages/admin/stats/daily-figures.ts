import type { DailyActivity } from '../../../../shared/schemas/admin';
import { intlLocale } from '../../../i18n/i18n';

export type DailyMetric = 'signUps' | 'picks';

// The server sends calendar days of the admin zone; formatting them as UTC noon keeps the browser's own
// zone from moving a day to its neighbour. In the app's language (Intl).
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** 'YYYY-MM-DD' as a chart's axis shows it: 'Nov 3' ('3 nov'). */
export const shortDayLabel = (day: string) =>
  new Intl.DateTimeFormat(intlLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    noonOf(day),
  );

/** 'YYYY-MM-DD' as the figures table reads it: 'Tue, Nov 3' ('mar, 3 nov'). */
export const longDayLabel = (day: string) =>
  new Intl.DateTimeFormat(intlLocale(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(noonOf(day));

/** The total of one metric over the series and its busiest day (the earliest of equals), null when all zero. */
export function metricSummary(series: readonly DailyActivity[], metric: DailyMetric) {
  let total = 0;
  let busiest: DailyActivity | null = null;
  for (const entry of series) {
    total += entry[metric];
    if (entry[metric] > 0 && (!busiest || entry[metric] > busiest[metric])) busiest = entry;
  }
  return { total, busiest: busiest ? { day: busiest.day, count: busiest[metric] } : null };
}

/** Whole percentages of premium and free users that add up to 100 (0 and 0 with no users). */
export function shareSplit(premium: number, total: number): { premium: number; free: number } {
  if (total <= 0) return { premium: 0, free: 0 };
  const premiumPercent = Math.round((100 * Math.min(premium, total)) / total);
  return { premium: premiumPercent, free: 100 - premiumPercent };
}
