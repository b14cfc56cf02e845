import { describe, expect, it } from 'vitest';
import {
  nextStreak,
  type PickResult,
  summarizePeriods,
  summarizeRecord,
  winPercentage,
} from './record.rules';

describe('streak rules', () => {
  it.each([
    [0, 'win', 1],
    [3, 'win', 4],
    [-2, 'win', 1],
    [0, 'loss', -1],
    [4, 'loss', -1],
    [-3, 'loss', -4],
    [5, 'push', 5],
    [-2, 'push', -2],
    [0, 'push', 0],
  ] as const)('streak %i after a %s is %i', (before, result, after) => {
    expect(nextStreak(before, result)).toBe(after);
  });

  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 2, 50],
    [7, 7, 100],
  ])('%i wins of %i picks is %i%%', (wins, picks, pct) => {
    expect(winPercentage(wins, picks)).toBe(pct);
  });

  it('summarises a history', () => {
    const results: PickResult[] = ['win', 'win', 'win', 'loss', 'push', 'win', 'loss', 'loss'];
    expect(summarizeRecord(results)).toEqual({
      currentStreak: -2,
      longestStreak: 3,
      totalWins: 4,
      totalLosses: 3,
      totalPushes: 1,
      totalPicks: 8,
      winPercentage: 50,
    });
    expect(summarizeRecord([])).toMatchObject({
      currentStreak: 0,
      longestStreak: 0,
      totalPicks: 0,
      winPercentage: 0,
    });
  });
});

describe('period figures', () => {
  it('splits by New York week (Monday) and month, carrying the streak across periods', () => {
    const figures = summarizePeriods([
      // Sunday 2026-11-29 23:30 New York is still the week of Monday 2026-11-23.
      { result: 'win', scheduledTime: new Date('2026-11-30T04:30:00Z') },
      { result: 'win', scheduledTime: new Date('2026-11-30T18:00:00Z') },
      { result: 'win', scheduledTime: new Date('2026-12-01T18:00:00Z') },
      { result: 'loss', scheduledTime: new Date('2026-12-02T18:00:00Z') },
    ]);
    const find = (type: string, start: string) =>
      figures.find((f) => f.periodType === type && f.periodStart === start);
    expect(find('weekly', '2026-11-23')).toMatchObject({ wins: 1, picks: 1, peakStreak: 1 });
    expect(find('weekly', '2026-11-30')).toMatchObject({ wins: 2, losses: 1, picks: 3, peakStreak: 3 });
    expect(find('monthly', '2026-11-01')).toMatchObject({ wins: 2, picks: 2, peakStreak: 2 });
    expect(find('monthly', '2026-12-01')).toMatchObject({ wins: 1, losses: 1, picks: 2, peakStreak: 3 });
  });
});
