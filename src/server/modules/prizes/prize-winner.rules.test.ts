import { describe, expect, it } from 'vitest';
import { monthPeakMoment } from '../grading/peak-moment.rules';
import {
  bannerShows,
  type Contender,
  decideWinner,
  monthDecidable,
  previousMonth,
  sameWinners,
} from './prize-winner.rules';

const at = (iso: string) => new Date(iso);
const c = (userId: number, f: Partial<Contender> = {}): Contender => ({
  userId,
  peakStreak: 5,
  wins: 8,
  picks: 10,
  winPercentage: 80,
  peakReachedAt: at('2026-10-10T20:00:00Z'),
  ...f,
});

describe('the tiebreaker chain', () => {
  it.each([
    ['peak streak', [c(1, { peakStreak: 6 }), c(2)], [1], 'streak'],
    ['then wins', [c(2), c(1, { wins: 9 })], [1], 'wins'],
    ['then accuracy', [c(1, { winPercentage: 81 }), c(2)], [1], 'accuracy'],
    [
      'then the earliest peak',
      [c(2), c(1, { peakReachedAt: at('2026-10-09T20:00:00Z') })],
      [1],
      'peak_reached_at',
    ],
    ['a known moment beats none', [c(2, { peakReachedAt: null }), c(1)], [1], 'peak_reached_at'],
    ['a tie through every step is shared', [c(3), c(1), c(2, { wins: 7 })], [1, 3], 'shared'],
    ['the only player', [c(4)], [4], 'only'],
  ] as const)('%s', (_name, contenders, winners, decidedBy) => {
    const decision = decideWinner(contenders)!;
    expect(decision.winners.map((w) => w.userId)).toEqual(winners);
    expect(decision.decidedBy).toBe(decidedBy);
  });

  it('names the runner-up, and nobody when nobody played', () => {
    expect(decideWinner([c(1), c(2, { peakStreak: 3 })])?.runnerUp?.userId).toBe(2);
    expect(decideWinner([c(1)])?.runnerUp).toBeNull();
    expect(decideWinner([])).toBeNull();
  });

  it('compares winners as sets', () => {
    expect(sameWinners([{ userId: 2 }, { userId: 1 }], [{ userId: 1 }, { userId: 2 }])).toBe(true);
    expect(sameWinners([{ userId: 1 }], [{ userId: 2 }])).toBe(false);
    expect(sameWinners([], [])).toBe(true);
  });
});

describe('the month and its banner (New York)', () => {
  it('names the month before and shows the banner for the first 7 days', () => {
    expect(previousMonth(at('2026-12-01T05:00:00Z'))).toBe('2026-11');
    // 23:00 on December 31 in New York is already January in UTC, but still December there.
    expect(previousMonth(at('2027-01-01T04:00:00Z'))).toBe('2026-11');
    expect(previousMonth(at('2027-01-01T05:00:00Z'))).toBe('2026-12');
    expect(bannerShows(at('2026-12-07T12:00:00Z'))).toBe(true);
    expect(bannerShows(at('2026-12-08T12:00:00Z'))).toBe(false);
  });

  it('decides a month once it is over and its games are done, or a day after its end', () => {
    const end = at('2026-11-01T04:00:00Z');
    expect(monthDecidable('2026-10', at('2026-10-31T12:00:00Z'), 0, end)).toBe(false);
    expect(monthDecidable('2026-10', at('2026-11-01T04:00:05Z'), 0, end)).toBe(true);
    expect(monthDecidable('2026-10', at('2026-11-01T06:00:00Z'), 1, end)).toBe(false);
    expect(monthDecidable('2026-10', at('2026-11-02T04:00:00Z'), 1, end)).toBe(true);
  });
});

describe('when the peak was reached', () => {
  const pick = (result: 'win' | 'loss' | 'push', iso: string, gameId = 0) => ({
    result,
    scheduledTime: at(iso),
    gameId,
  });
  it('is the first pick of the month that took the streak to its peak, a streak carried in included', () => {
    const history = [
      pick('win', '2026-09-30T20:00:00Z'),
      pick('win', '2026-10-02T20:00:00Z'),
      pick('loss', '2026-10-03T20:00:00Z'),
      pick('win', '2026-10-04T20:00:00Z'),
      pick('push', '2026-10-05T20:00:00Z'),
      pick('win', '2026-10-06T20:00:00Z'),
      pick('win', '2026-11-01T20:00:00Z'),
    ];
    expect(monthPeakMoment(history, '2026-10-01')).toEqual({
      peak: 2,
      reachedAt: at('2026-10-02T20:00:00Z'),
    });
    expect(monthPeakMoment(history.slice(2), '2026-10-01')).toEqual({
      peak: 2,
      reachedAt: at('2026-10-06T20:00:00Z'),
    });
    expect(monthPeakMoment([pick('loss', '2026-10-03T20:00:00Z')], '2026-10-01')).toEqual({
      peak: 0,
      reachedAt: null,
    });
  });
});
