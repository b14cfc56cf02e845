import { describe, expect, it } from 'vitest';
import { assignRanks, boardLimit, boardPeriod, rankKeys } from './board-order.rules';

describe('board limit', () => {
  it.each([
    [undefined, 100],
    [1, 1],
    [10, 10],
    [100, 100],
    [101, 100],
    [5000, 100],
  ])('asked for %s rows, serves %i', (asked, served) => {
    expect(boardLimit(asked)).toBe(served);
  });
});

describe('board period', () => {
  it.each([
    ['weekly', '2026-11-21T15:00:00Z', { periodType: 'weekly', periodStart: '2026-11-16' }],
    ['weekly', '2026-11-23T04:59:00Z', { periodType: 'weekly', periodStart: '2026-11-16' }], // Sunday night
    ['weekly', '2026-11-23T05:00:00Z', { periodType: 'weekly', periodStart: '2026-11-23' }],
    ['monthly', '2026-12-01T04:30:00Z', { periodType: 'monthly', periodStart: '2026-11-01' }],
    ['monthly', '2026-12-01T05:00:00Z', { periodType: 'monthly', periodStart: '2026-12-01' }],
    ['alltime', '2026-12-01T05:00:00Z', null],
  ] as const)('%s at %s is %o', (period, at, expected) => {
    expect(boardPeriod(period, new Date(at))).toEqual(expected);
  });
});

describe('rank keys', () => {
  const row = { wins: 7, winPercentage: 64, streak: 4 };
  it('put the streak first on period boards and wins first all time', () => {
    expect(rankKeys('weekly', row)).toEqual([4, 7, 64]);
    expect(rankKeys('monthly', row)).toEqual([4, 7, 64]);
    expect(rankKeys('alltime', row)).toEqual([7, 64, 4]);
  });
});

describe('competition ranks', () => {
  const ranks = (keys: number[][]) => assignRanks(keys, (k) => k);
  it.each([
    [[], []],
    [[[5]], [1]],
    [
      [[5], [5], [3]],
      [1, 1, 3],
    ],
    [
      [
        [5, 2],
        [5, 1],
        [5, 1],
        [5, 1],
        [4, 9],
      ],
      [1, 2, 2, 2, 5],
    ],
    [
      [
        [3, 3, 3],
        [3, 3, 2],
        [3, 3, 2],
        [2, 9, 9],
      ],
      [1, 2, 2, 4],
    ],
    [
      [[1], [1], [1]],
      [1, 1, 1],
    ],
  ])('rows keyed %j rank %j', (keys, expected) => {
    expect(ranks(keys)).toEqual(expected);
  });
});
