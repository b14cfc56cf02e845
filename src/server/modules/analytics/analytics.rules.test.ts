import { describe, expect, it } from 'vitest';
import { activityWindows, conversionPercent, revenue } from './analytics.rules';

describe('analytics figures', () => {
  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [5, 5, 100],
  ])('conversion of %i premium among %i users is %i%%', (premium, total, percent) => {
    expect(conversionPercent(premium, total)).toBe(percent);
  });

  it.each([
    [0, 0, 0, 0],
    [3, 10, 60, 30],
    [1, 7, 20, 21],
    [2, 1, 40, 3],
  ])('revenue of %i premium among %i users: now %i, projected %i', (premium, total, current, projected) => {
    expect(revenue(premium, total)).toEqual({ current, projected });
  });

  it('opens the windows 7 days and 24 hours before now', () => {
    const now = new Date('2026-11-21T15:00:00Z');
    expect(activityWindows(now)).toEqual({
      weekStart: new Date('2026-11-14T15:00:00Z'),
      dayStart: new Date('2026-11-20T15:00:00Z'),
    });
  });
});
