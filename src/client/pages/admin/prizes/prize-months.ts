import { intlLocale } from '../../../i18n/i18n';

/** 'November 2026' ('noviembre de 2026' in Spanish) for a month counted from 1, in the app's language. */
function monthName(year: number, month: number): string {
  return new Intl.DateTimeFormat(intlLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}

/**
 * Month choices as YYYY-MM. admin.md lists January to December 2025 only, but the server accepts only
 * months of this year and next year, so those are offered (the spec's list had gone stale).
 */
export function prizeMonthOptions(now = new Date()): { value: string; label: string }[] {
  const year = now.getFullYear();
  return [year, year + 1].flatMap((y) =>
    Array.from({ length: 12 }, (_, i) => ({
      value: `${y}-${String(i + 1).padStart(2, '0')}`,
      label: monthName(y, i + 1),
    })),
  );
}

/** 'November 2026' for '2026-11'; the text itself when it is not YYYY-MM. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const m = Number(match?.[2]);
  return match && m >= 1 && m <= 12 ? monthName(Number(match[1]), m) : month;
}
