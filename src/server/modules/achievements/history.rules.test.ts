import { describe, expect, it } from 'vitest';
import { zonedTimeToInstant } from '../../../shared/zoned-time';
import { type Earned, earnedFromHistory, type GradedPickFact } from './achievements.rules';

const NY = 'America/New_York';
const at = (date: string, time = '12:00') => zonedTimeToInstant(date, time, NY);
const RESULT = { W: 'win', L: 'loss', P: 'push' } as const;

/** A record from a pattern of W, L and P: one game a minute from `start` (a Tuesday noon, New York). */
function record(pattern: string, start = at('2026-10-06')): GradedPickFact[] {
  return [...pattern].map((c, i) => ({
    result: RESULT[c as keyof typeof RESULT],
    scheduledTime: new Date(start.getTime() + i * 60_000),
  }));
}

const rep = (c: string, n: number) => c.repeat(n);
const keys = (earned: Earned[]) => earned.map((e) => (e.period ? `${e.type}@${e.period}` : e.type));
const has = (pattern: string | GradedPickFact[], type: string) => {
  const history = typeof pattern === 'string' ? record(pattern) : pattern;
  return earnedFromHistory(history).some((e) => e.type === type);
};

describe('correct-pick milestones count graded wins', () => {
  it.each([
    ['rookie_star', 1],
    ['first_five', 5],
    ['double_digits', 10],
    ['quarter_century', 25],
    ['half_century', 50],
    ['century_club', 100],
  ])('%s at %i wins, not one before; losses and pushes do not count', (type, n) => {
    // Alternating so no streak figure matters: WLWL... with pushes sprinkled in.
    const wins = (k: number) => rep('WLP', k);
    expect(has(wins(n - 1), type)).toBe(false);
    expect(has(wins(n), type)).toBe(true);
    expect(has(rep('L', n) + rep('P', n), type)).toBe(false);
  });
});

describe('winning runs', () => {
  it.each([
    ['on_fire', 10],
    ['unstoppable', 15],
  ])('%s at %i in a row, once', (type, n) => {
    expect(has(rep('W', n - 1), type)).toBe(false);
    expect(has(`L${rep('W', n - 1)}LW`, type)).toBe(false);
    expect(has(rep('W', n), type)).toBe(true);
    expect(has(`${rep('W', n - 2)}P${rep('W', 2)}`, type)).toBe(true);
    expect(earnedFromHistory(record(rep('W', n))).find((e) => e.type === type)?.period).toBe('');
  });

  it.each([
    ['WWWW', []],
    ['WWWWW', ['hot_streak@2026-10']],
    ['WWWWPW', ['hot_streak@2026-10']],
    ['WWWWLW', []],
    ['LWWWWW', ['hot_streak@2026-10']],
  ])('hot_streak: %s -> %j', (pattern, expected) => {
    expect(keys(earnedFromHistory(record(pattern))).filter((k) => k.startsWith('hot'))).toEqual(expected);
  });

  it('hot_streak belongs to the New York month of the game that reached it, once per month', () => {
    // 23:00 on Oct 31 in New York is already November in UTC.
    const october = record('WWWWW', at('2026-10-31', '18:00'));
    const november = record('LWWWWW', at('2026-11-03'));
    const found = keys(earnedFromHistory([...october, ...november])).filter((k) => k.startsWith('hot'));
    expect(found).toEqual(['hot_streak@2026-10', 'hot_streak@2026-11']);
    const lateOctober = record('WWWWW', at('2026-10-31', '20:00'));
    expect(lateOctober.at(-1)!.scheduledTime.toISOString()).toBe('2026-11-01T00:04:00.000Z');
    expect(keys(earnedFromHistory(lateOctober))).toContain('hot_streak@2026-10');
  });

  it('hot_streak: a run carried into a new month counts there from its first win, as the month board shows', () => {
    const history = [...record('WWWW', at('2026-10-31', '15:00')), ...record('W', at('2026-11-02'))];
    expect(keys(earnedFromHistory(history)).filter((k) => k.startsWith('hot'))).toEqual([
      'hot_streak@2026-11',
    ]);
  });
});

describe('accuracy', () => {
  it.each([
    [`${rep('W', 8)}LL`, true, '8 of 10 = 80%'],
    [`${rep('W', 7)}LLL`, false, '7 of 10'],
    [rep('W', 9), false, 'only 9 graded'],
    [`${rep('W', 8)}LL${rep('L', 10)}`, true, 'reached at 10 picks, later lost'],
    [rep('L', 9) + rep('W', 35), true, '35 of 44 rounds to 80%'],
    [rep('L', 8) + rep('W', 31), false, '31 of 39 rounds to 79%'],
    [`${rep('W', 8)}PP`, true, 'pushes count as graded picks: 8 of 10'],
    [`${rep('W', 8)}PPP`, true, 'reached before the third push'],
    [`${rep('W', 7)}PPP`, false, '7 of 10'],
  ])('accuracy_master %s -> %s (%s)', (pattern, expected) => {
    expect(has(pattern, 'accuracy_master')).toBe(expected);
  });

  it('accuracy_master counts each New York month on its own and keeps one unlock per month', () => {
    const split = [...record('WWWWL', at('2026-10-30')), ...record('WWWWL', at('2026-11-02'))];
    expect(has(split, 'accuracy_master')).toBe(false);
    const both = [...record(rep('W', 10), at('2026-09-29')), ...record(`${rep('W', 8)}LL`, at('2026-10-13'))];
    expect(keys(earnedFromHistory(both)).filter((k) => k.startsWith('acc'))).toEqual([
      'accuracy_master@2026-09',
      'accuracy_master@2026-10',
    ]);
  });

  it.each([
    [`${rep('W', 18)}LL`, true, '18 of 20'],
    [`${rep('W', 17)}LLL`, false, '17 of 20'],
    [rep('W', 19), false, 'only 19 graded'],
    [`${rep('W', 19)}L`, true, '19 of 20'],
    [`${rep('W', 18)}LL${rep('L', 5)}`, true, 'reached at 20, later lost'],
    [rep('L', 21) + rep('W', 179), true, '179 of 200 rounds to 90%'],
    [rep('L', 22) + rep('W', 178), false, '178 of 200 is 89%'],
    [rep('L', 3) + rep('W', 26), true, '26 of 29 rounds to 90%'],
  ])('sniper %s -> %s (%s)', (pattern, expected) => {
    expect(has(pattern, 'sniper')).toBe(expected);
  });
});

describe('perfect_week', () => {
  it.each([
    [rep('W', 7), true],
    [rep('W', 6), false],
    ['WWWPWWWW', true],
    ['WWWLWWWWWWW', false],
    [`${rep('W', 7)}L`, true],
  ])('%s -> %s', (pattern, expected) => {
    expect(has(pattern, 'perfect_week')).toBe(expected);
  });

  it('needs the 7 wins in one Monday-to-Sunday week of New York', () => {
    // Sunday 23:00 New York is Monday in UTC; the next week starts at Monday 00:00 New York.
    const split = [...record('WWWW', at('2026-10-11', '22:56')), ...record('WWW', at('2026-10-12', '00:00'))];
    expect(has(split, 'perfect_week')).toBe(false);
    const sameWeek = [
      ...record('WWWW', at('2026-10-05', '00:00')),
      ...record('WWW', at('2026-10-11', '23:50')),
    ];
    expect(has(sameWeek, 'perfect_week')).toBe(true);
  });
});

describe('losing runs', () => {
  it.each([
    ['learning_curve', 5],
    ['conspiracy_theorist', 10],
    ['opposite_day', 15],
  ])('%s at %i wrong in a row; a push does not break the run', (type, n) => {
    expect(has(rep('L', n - 1), type)).toBe(false);
    expect(has(`${rep('L', n - 1)}W${rep('L', n - 1)}`, type)).toBe(false);
    expect(has(rep('L', n), type)).toBe(true);
    expect(has(`W${rep('L', n - 1)}PL`, type)).toBe(true);
  });

  it.each([
    [`${rep('W', 10)}L`, true],
    [`${rep('W', 9)}L`, false],
    [`${rep('W', 10)}PL`, true],
    [rep('W', 10), false],
    [`${rep('W', 12)}LWL`, true],
  ])('unlucky_charm %s -> %s', (pattern, expected) => {
    expect(has(pattern, 'unlucky_charm')).toBe(expected);
  });
});

describe('comeback_kid', () => {
  it.each([
    ['LLLLLWWWWW', true],
    ['LLLLWWWWW', false],
    ['LLLLLWWWW', false],
    ['LLLLLLLWWWWW', true],
    ['LLLLLPWWWPWW', true],
    ['LLLLLWWWWLWWWWW', false],
    ['WWWWWLLLLLWWWWW', true],
  ])('%s -> %s', (pattern, expected) => {
    expect(has(pattern, 'comeback_kid')).toBe(expected);
  });
});

it('an empty record earns nothing', () => {
  expect(earnedFromHistory([])).toEqual([]);
});
