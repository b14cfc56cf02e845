import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { longDayLabel, metricSummary, shareSplit, shortDayLabel } from './daily-figures';

describe('day labels', () => {
  it.each([
    ['2026-11-03', 'Nov 3', 'Tue, Nov 3'],
    ['2026-01-01', 'Jan 1', 'Thu, Jan 1'],
    ['2028-02-29', 'Feb 29', 'Tue, Feb 29'],
    ['2026-12-31', 'Dec 31', 'Thu, Dec 31'],
  ])('%s reads %s and %s', (day, short, long) => {
    expect(shortDayLabel(day)).toBe(short);
    expect(longDayLabel(day)).toBe(long);
  });

  it("reads in the app's language", async () => {
    await i18n.changeLanguage('es');
    try {
      expect(shortDayLabel('2026-11-03')).toBe('3 nov');
      expect(longDayLabel('2026-11-03')).toBe('mar, 3 nov');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('a metric over the series', () => {
  const series = [
    { day: '2026-11-01', signUps: 2, picks: 0 },
    { day: '2026-11-02', signUps: 5, picks: 3 },
    { day: '2026-11-03', signUps: 5, picks: 0 },
    { day: '2026-11-04', signUps: 0, picks: 0 },
  ];

  it.each([
    ['signUps', 12, { day: '2026-11-02', count: 5 }],
    ['picks', 3, { day: '2026-11-02', count: 3 }],
  ] as const)('%s: total %i, busiest day the earliest of the highest', (metric, total, busiest) => {
    expect(metricSummary(series, metric)).toEqual({ total, busiest });
  });

  it('has no busiest day when nothing happened', () => {
    expect(metricSummary([{ day: '2026-11-01', signUps: 0, picks: 0 }], 'picks')).toEqual({
      total: 0,
      busiest: null,
    });
    expect(metricSummary([], 'signUps')).toEqual({ total: 0, busiest: null });
  });
});

describe('premium share', () => {
  it.each([
    [0, 0, 0, 0],
    [0, 5, 0, 100],
    [1, 3, 33, 67],
    [2, 3, 67, 33],
    [1, 8, 13, 87],
    [4, 4, 100, 0],
  ])('%i premium among %i users: %i%% premium, %i%% free', (premium, total, p, f) => {
    expect(shareSplit(premium, total)).toEqual({ premium: p, free: f });
  });
});
