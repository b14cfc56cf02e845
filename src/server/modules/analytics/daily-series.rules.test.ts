import { describe, expect, it } from 'vitest';
import { DAILY_SERIES_DAYS, dailyWindow, fillDailySeries } from './daily-series.rules';

describe('the per-day window', () => {
  it.each([
    // 8 am in Denver: today is the 21st everywhere.
    ['2026-11-21T15:00:00Z', '2026-10-23', '2026-11-21'],
    // Already the 22nd in UTC, still the 21st at 11 pm in Denver (UTC-7 in winter).
    ['2026-11-22T06:00:00Z', '2026-10-23', '2026-11-21'],
    // Denver midnight (07:00 UTC in winter) opens the 22nd.
    ['2026-11-22T07:00:00Z', '2026-10-24', '2026-11-22'],
    // Summer time: Denver is UTC-6, so 05:59 UTC is still the evening before.
    ['2026-07-04T05:59:00Z', '2026-06-04', '2026-07-03'],
    // Across a year's end.
    ['2027-01-10T12:00:00Z', '2026-12-12', '2027-01-10'],
  ])('at %s covers %s to %s', (now, firstDay, lastDay) => {
    expect(dailyWindow(new Date(now))).toEqual({ firstDay, lastDay });
  });

  it('spans 30 days, today included, unless told otherwise', () => {
    expect(DAILY_SERIES_DAYS).toBe(30);
    expect(dailyWindow(new Date('2026-03-01T18:00:00Z'), 7)).toEqual({
      firstDay: '2026-02-23',
      lastDay: '2026-03-01',
    });
    expect(dailyWindow(new Date('2026-03-01T18:00:00Z'), 1, 'Asia/Tokyo')).toEqual({
      firstDay: '2026-03-02',
      lastDay: '2026-03-02',
    });
  });
});

describe('filling the per-day series', () => {
  it('places counts on their days and zero-fills the rest, oldest first', () => {
    const series = fillDailySeries(
      '2026-02-26',
      5,
      [
        { day: '2026-03-01', count: 4 },
        { day: '2026-02-26', count: 1 },
      ],
      [
        { day: '2026-02-28', count: 9 },
        { day: '2026-03-01', count: 2 },
      ],
    );
    expect(series).toEqual([
      { day: '2026-02-26', signUps: 1, picks: 0 },
      { day: '2026-02-27', signUps: 0, picks: 0 },
      { day: '2026-02-28', signUps: 0, picks: 9 },
      { day: '2026-03-01', signUps: 4, picks: 2 },
      { day: '2026-03-02', signUps: 0, picks: 0 },
    ]);
  });

  it.each([
    ['no activity at all', '2026-02-26', [], [], 0],
    [
      'counts outside the window',
      '2026-02-26',
      [{ day: '2026-02-25', count: 3 }],
      [{ day: '2026-03-03', count: 5 }],
      0,
    ],
    ['a leap day', '2028-02-27', [{ day: '2028-02-29', count: 2 }], [{ day: '2028-03-02', count: 1 }], 3],
  ])('with %s: five consecutive days from %s', (_name, first, signUps, picks, total) => {
    const series = fillDailySeries(first, 5, signUps, picks);
    expect(series.map((d) => d.day)).toEqual([0, 1, 2, 3, 4].map((i) => addDaysForTest(first, i)));
    expect(series.reduce((sum, d) => sum + d.signUps + d.picks, 0)).toBe(total);
  });

  it('gives a whole window of 30 entries ending on the last day', () => {
    const { firstDay, lastDay } = dailyWindow(new Date('2026-11-21T15:00:00Z'));
    const series = fillDailySeries(firstDay, DAILY_SERIES_DAYS, [], []);
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: '2026-10-23', signUps: 0, picks: 0 });
    expect(series.at(-1)?.day).toBe(lastDay);
  });

  it('is empty for a window of no days', () => {
    expect(fillDailySeries('2026-02-26', 0, [{ day: '2026-02-26', count: 1 }], [])).toEqual([]);
  });
});

/** Calendar arithmetic written out independently of the rule under test. */
function addDaysForTest(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + n));
  return date.toISOString().slice(0, 10);
}
