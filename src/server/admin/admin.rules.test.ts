import { describe, expect, it } from 'vitest';
import { activityWindows, canGradeByHand, conversionPercent, pickStatusWord, revenue } from './admin.rules';

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

describe('pick status words', () => {
  it.each([
    ['scheduled', null, 'Pending'],
    ['live', null, 'Pending'],
    ['live', 'win', 'Pending'],
    ['completed', 'win', 'Won'],
    ['completed', 'loss', 'Lost'],
    ['completed', 'push', 'Push'],
    ['completed', null, 'Ungraded'],
  ])('a %s game with result %s reads %s', (status, result, word) => {
    expect(pickStatusWord(status, result)).toBe(word);
  });

  it.each([
    [{ status: 'completed', winnerTeamId: null, isPush: false }, true],
    [{ status: 'completed', winnerTeamId: 4, isPush: false }, false],
    [{ status: 'completed', winnerTeamId: null, isPush: true }, false],
    [{ status: 'live', winnerTeamId: null, isPush: false }, false],
  ])('hand grading of %o is offered: %s', (game, offered) => {
    expect(canGradeByHand(game)).toBe(offered);
  });
});
