import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { prizeProblem } from './prizes.rules';

describe('prizeProblem', () => {
  const now = new Date('2026-11-21T15:00:00Z');
  // New Year's Eve evening in New York is already the next year in UTC, but not for prizes.
  const nyEve = new Date('2027-01-01T03:00:00Z');
  it.each([
    [{ title: 'TV', month: '2026-12' }, now, null],
    [{ title: 'TV', month: '2026-01', year: 2026 }, now, null],
    [{ title: 'TV', month: '2027-12', year: 2027 }, now, null],
    [{ title: ' ', month: '2026-12' }, now, ADMIN_MESSAGES.prizeRequired],
    [{ title: 'TV', month: '' }, now, ADMIN_MESSAGES.prizeRequired],
    [{ title: 'TV', month: '2026-13' }, now, ADMIN_MESSAGES.prizeMonthInvalid],
    [{ title: 'TV', month: 'December' }, now, ADMIN_MESSAGES.prizeMonthInvalid],
    [{ title: 'TV', month: '2025-12' }, now, ADMIN_MESSAGES.prizeMonthOutOfRange],
    [{ title: 'TV', month: '2028-01' }, now, ADMIN_MESSAGES.prizeMonthOutOfRange],
    [{ title: 'TV', month: '2026-12', year: 2027 }, now, ADMIN_MESSAGES.prizeYearMismatch],
    [{ title: 'TV', month: '2026-12', year: 2031 }, now, ADMIN_MESSAGES.prizeYearInvalid],
    [{ title: 'TV', month: '2026-12', year: 2019 }, now, ADMIN_MESSAGES.prizeYearInvalid],
    [{ title: 'TV', month: '2026-12' }, nyEve, null],
    [{ title: 'TV', month: '2028-01' }, nyEve, ADMIN_MESSAGES.prizeMonthOutOfRange],
  ])('%o at %s: %s', (draft, at, problem) => {
    expect(prizeProblem(draft, at)).toBe(problem);
  });
});
