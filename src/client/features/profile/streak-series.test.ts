import { describe, expect, it } from 'vitest';
import { streakSeries } from './streak-series';

const picks = (results: string) =>
  [...results]
    .map((r) => ({ result: r === 'W' ? 'win' : r === 'L' ? 'loss' : ('push' as const) }))
    .reverse() as { result: 'win' | 'loss' | 'push' }[];

describe('streakSeries', () => {
  it.each([
    ['', 0, []],
    ['WWL', -1, [1, 2, -1]],
    ['LLWPW', 2, [-1, -2, 1, 1, 2]],
    ['WLLW', 1, [1, -1, -2, 1]],
  ])('oldest-first %s with current %i', (results, current, expected) => {
    expect(streakSeries(picks(results), current)).toEqual(expected);
  });

  it('lifts an unbroken run to the current streak it is part of', () => {
    expect(streakSeries(picks('WWW'), 7)).toEqual([5, 6, 7]);
    expect(streakSeries(picks('LPL'), -4)).toEqual([-3, -3, -4]);
    expect(streakSeries(picks('PWW'), 7)).toEqual([5, 6, 7]);
  });

  it('leaves the series alone when the current streak does not continue it', () => {
    expect(streakSeries(picks('WW'), 1)).toEqual([1, 2]);
    expect(streakSeries(picks('WW'), -1)).toEqual([1, 2]);
  });

  it('skips pending picks', () => {
    expect(streakSeries([{ result: null }, { result: 'win' }], 1)).toEqual([1]);
  });
});
