import { PERIOD_TIMEZONE } from '../../../shared/constants';
import { localDay } from '../../../shared/periods';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';

export const PRIZE_YEAR_MIN = 2020;
export const PRIZE_YEAR_MAX = 2030;

export interface PrizeDraft {
  title: string;
  month: string;
  year?: number | undefined;
}

/**
 * Why a prize may not be created, or null. Months of the current and the next year (New York, the
 * prizes' zone) are allowed; the year is 2020-2030 and the month's own.
 */
export function prizeProblem(draft: PrizeDraft, now: Date): string | null {
  if (!draft.title.trim() || !draft.month.trim()) return ADMIN_MESSAGES.prizeRequired;
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(draft.month.trim());
  if (!match) return ADMIN_MESSAGES.prizeMonthInvalid;
  const monthYear = Number(match[1]);
  const year = draft.year ?? monthYear;
  if (!Number.isInteger(year) || year < PRIZE_YEAR_MIN || year > PRIZE_YEAR_MAX)
    return ADMIN_MESSAGES.prizeYearInvalid;
  if (year !== monthYear) return ADMIN_MESSAGES.prizeYearMismatch;
  const thisYear = Number(localDay(now, PERIOD_TIMEZONE).date.slice(0, 4));
  if (monthYear < thisYear || monthYear > thisYear + 1) return ADMIN_MESSAGES.prizeMonthOutOfRange;
  return null;
}

/** The 409 for a month that has an active prize already, naming it and the way to replace it. */
export const prizeTakenMessage = (month: string, title: string) =>
  `${month} already has an active prize ("${title}"). Create it with replace: true to make that one inactive.`;
