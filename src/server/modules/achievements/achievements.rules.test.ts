import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/achievement-limits';
import { ACHIEVEMENT_CATEGORIES, ACHIEVEMENT_TYPES, ACHIEVEMENTS } from '../../../shared/achievements';
import { zonedTimeToInstant } from '../../../shared/zoned-time';
import {
  earnedByTallyStep,
  earnedFromHistory,
  earnedFromPicks,
  earnedFromShares,
  earnedFromTally,
  missing,
  NO_PICKS,
  type PickFact,
  type PickTally,
  tallyOf,
  wallClock,
} from './achievements.rules';
import { boardDays, earnedFromBoard, snapshotDay } from './board.rules';

const NY = 'America/New_York';
const at = (date: string, time: string, zone = NY) => zonedTimeToInstant(date, time, zone);
const picksAt = (n: number, date: string, time: string, zone = NY): PickFact[] =>
  Array.from({ length: n }, () => ({ pickedAt: at(date, time, zone), isUnderdog: false }));
const typesOf = (earned: { type: string }[]) => earned.map((e) => e.type);

describe('the catalogue', () => {
  it('has the 26 achievements of admin.md and Shielded (ADR 0050), id equal to type, in its 14 categories', () => {
    expect(ACHIEVEMENTS).toHaveLength(27);
    expect(ACHIEVEMENTS.map((a) => a.type)).toEqual([...ACHIEVEMENT_TYPES]);
    for (const a of ACHIEVEMENTS) expect(a.id).toBe(a.type);
    expect(new Set(ACHIEVEMENTS.map((a) => a.category))).toEqual(new Set(ACHIEVEMENT_CATEGORIES));
    expect(ACHIEVEMENT_CATEGORIES).toHaveLength(14);
  });

  it('resets exactly hot_streak, accuracy_master and weekly_champion monthly', () => {
    expect(ACHIEVEMENTS.filter((a) => a.resetsMonthly).map((a) => a.type)).toEqual([
      'hot_streak',
      'accuracy_master',
      'weekly_champion',
    ]);
  });

  it('states admin.md thresholds, not the old home page ones', () => {
    const threshold = (type: string) => ACHIEVEMENTS.find((a) => a.type === type)?.threshold;
    expect(threshold('hot_streak')).toBe('5 in a row');
    expect(threshold('accuracy_master')).toBe('80%+ with 10+ picks');
    expect(threshold('rookie_star')).toBe('First correct pick');
    expect(threshold('weekly_champion')).toBe('Rank 1 on the weekly board');
  });

  it('says every number of its texts from the limits the server decides by (one place each)', () => {
    const text = (type: string) => {
      const a = ACHIEVEMENTS.find((x) => x.type === type);
      return `${a?.description} | ${a?.threshold}`;
    };
    // "First correct pick" is the first milestone: it must stay the first win.
    expect(LIMITS.winMilestones[0]).toEqual(['rookie_star', 1]);
    for (const [type, n] of [...LIMITS.winMilestones.slice(1), ...LIMITS.winRuns, ...LIMITS.lossRuns])
      expect(text(type)).toMatch(new RegExp(`\\b${n}\\b.*\\|.*\\b${n}\\b`));
    expect(text('sniper')).toBe(
      `Win ${LIMITS.sniper.percent}% or more of your picks, with ${LIMITS.sniper.picks} or more graded | ` +
        `${LIMITS.sniper.percent}%+ with ${LIMITS.sniper.picks}+ picks`,
    );
    expect(text('early_bird')).toBe('Make 5 picks before 6 AM | 5 picks before 6 AM');
    expect(text('night_owl')).toBe('Make 5 picks after 10 PM | 5 picks after 10 PM');
    expect(text('comeback_kid')).toContain(
      `${LIMITS.comebackWins} wins after ${LIMITS.comebackLosses} losses`,
    );
  });
});

describe('pick times, in the player zone', () => {
  it.each([
    ['early_bird', '05:59', true],
    ['early_bird', '00:00', true],
    ['early_bird', '06:00', false],
    ['night_owl', '22:00', true],
    ['night_owl', '23:59', true],
    ['night_owl', '21:59', false],
  ])('%s: five picks at %s -> %s', (type, time, expected) => {
    expect(typesOf(earnedFromPicks(picksAt(5, '2026-10-07', time), NY)).includes(type)).toBe(expected);
  });

  it.each([
    ['early_bird', '05:00'],
    ['night_owl', '22:30'],
  ])('%s needs five such picks, not four', (type, time) => {
    const four = [...picksAt(4, '2026-10-07', time), ...picksAt(1, '2026-10-07', '12:00')];
    expect(typesOf(earnedFromPicks(four, NY))).not.toContain(type);
  });

  it("reads the times in the player's zone", () => {
    // 05:30 in Denver is 07:30 in New York.
    const denver = picksAt(5, '2026-10-07', '05:30', 'America/Denver');
    expect(typesOf(earnedFromPicks(denver, 'America/Denver'))).toContain('early_bird');
    expect(typesOf(earnedFromPicks(denver, NY))).not.toContain('early_bird');
  });

  it('weekend_warrior: 20 picks on Saturday or Sunday, not 19 plus a late Friday', () => {
    const weekend = [...picksAt(10, '2026-10-10', '00:00'), ...picksAt(10, '2026-10-11', '23:59')];
    expect(typesOf(earnedFromPicks(weekend, NY))).toContain('weekend_warrior');
    const short = [
      ...weekend.slice(1),
      ...picksAt(1, '2026-10-09', '23:59'),
      ...picksAt(1, '2026-10-12', '00:00'),
    ];
    expect(typesOf(earnedFromPicks(short, NY))).not.toContain('weekend_warrior');
    // Friday 21:00 in New York is already Saturday in UTC.
    const fridayNight = picksAt(20, '2026-10-09', '21:00');
    expect(typesOf(earnedFromPicks(fridayNight, NY))).not.toContain('weekend_warrior');
    expect(typesOf(earnedFromPicks(fridayNight, 'UTC'))).toContain('weekend_warrior');
  });

  it.each([
    [9, false],
    [10, true],
  ])('bold_strategy with %i underdog picks -> %s', (n, expected) => {
    const picks = picksAt(15, '2026-10-07', '12:00').map((p, i) => ({ ...p, isUnderdog: i < n }));
    expect(typesOf(earnedFromPicks(picks, NY)).includes('bold_strategy')).toBe(expected);
  });

  it.each([
    [99, false],
    [100, true],
  ])('participation_award with %i picks -> %s', (n, expected) => {
    expect(
      typesOf(earnedFromPicks(picksAt(n, '2026-10-07', '12:00'), NY)).includes('participation_award'),
    ).toBe(expected);
  });

  it('reads wall clocks across daylight saving', () => {
    expect(wallClock(new Date('2026-03-08T06:59:00Z'), NY)).toEqual({ hour: 1, weekday: 6 });
    expect(wallClock(new Date('2026-03-08T07:00:00Z'), NY)).toEqual({ hour: 3, weekday: 6 });
    expect(wallClock(new Date('2026-11-01T05:30:00Z'), NY)).toEqual({ hour: 1, weekday: 6 });
    expect(wallClock(new Date('2026-11-01T06:30:00Z'), NY)).toEqual({ hour: 1, weekday: 6 });
  });
});

describe('the weekly board', () => {
  const tuesday = at('2026-10-13', '20:00');
  it.each([
    [null, null, []],
    [1, null, ['weekly_champion@2026-10', 'podium_finish']],
    [2, null, ['podium_finish']],
    [3, null, ['podium_finish']],
    [4, null, []],
    [4, 14, ['dark_horse']],
    [4, 13, []],
    [1, 11, ['weekly_champion@2026-10', 'podium_finish', 'dark_horse']],
    [null, 30, []],
  ])('rank %s (the day before %s) -> %j', (rank, rankDayBefore, expected) => {
    const earned = earnedFromBoard({ at: tuesday, rank, rankDayBefore });
    expect(earned.map((e) => (e.period ? `${e.type}@${e.period}` : e.type))).toEqual(expected);
  });

  it('weekly_champion counts in the New York month of the game', () => {
    const halloweenNight = at('2026-10-31', '23:30');
    expect(earnedFromBoard({ at: halloweenNight, rank: 1, rankDayBefore: null })[0]).toEqual({
      type: 'weekly_champion',
      period: '2026-10',
    });
  });

  it.each([
    ['2026-10-12', '09:00', '2026-10-12', null],
    ['2026-10-13', '00:30', '2026-10-12', '2026-10-12'],
    ['2026-10-18', '23:30', '2026-10-12', '2026-10-17'],
  ])('boardDays %s %s: week %s, compared with %s', (date, time, week, dayBefore) => {
    expect(boardDays(at(date, time))).toEqual({ week, dayBefore });
  });

  it.each([
    ['2026-10-19T04:00:05Z', '2026-10-18', '2026-10-12'],
    ['2026-10-14T03:59:00Z', '2026-10-12', '2026-10-12'],
    ['2026-11-02T12:00:00Z', '2026-11-01', '2026-10-26'],
  ])('the snapshot at %s records %s of the week of %s', (now, date, week) => {
    expect(snapshotDay(new Date(now))).toEqual({ date, week });
  });
});

describe('sharing and bookkeeping', () => {
  it.each([
    [2, []],
    [3, ['social_butterfly']],
    [7, ['social_butterfly']],
  ])('%i shares -> %j', (shares, expected) => {
    expect(typesOf(earnedFromShares(shares))).toEqual(expected);
  });

  it('leaves out what is held and doubles', () => {
    const earned = [
      { type: 'hot_streak', period: '2026-10' },
      { type: 'hot_streak', period: '2026-11' },
      { type: 'hot_streak', period: '2026-11' },
      { type: 'rookie_star', period: '' },
    ] as const;
    expect(missing(earned, new Set(['hot_streak|2026-10', 'rookie_star|']))).toEqual([earned[1]]);
  });

  it('every achievement of the catalogue is reachable by some rule', () => {
    // 20 wins (accuracy, perfect week, runs), 16 losses ending them, then 85 wins back.
    const pattern = 'W'.repeat(20) + 'L'.repeat(16) + 'W'.repeat(85);
    // The last loss is armed: a shield (earned by the first week's 5th win) takes it, for Shielded.
    const history = [...pattern].map((c, i) => ({
      result: c === 'W' ? ('win' as const) : ('loss' as const),
      scheduledTime: new Date(Date.UTC(2026, 9, 5, 16) + i * 3_600_000),
      armed: i === 35,
    }));
    const picks = [
      ...picksAt(5, '2026-10-07', '05:00'),
      ...picksAt(5, '2026-10-07', '22:00'),
      ...picksAt(90, '2026-10-10', '12:00').map((p) => ({ ...p, isUnderdog: true })),
    ];
    const all = new Set([
      ...typesOf(earnedFromHistory(history)),
      ...typesOf(earnedFromPicks(picks, NY)),
      ...typesOf(earnedFromBoard({ at: at('2026-10-13', '12:00'), rank: 1, rankDayBefore: 20 })),
      ...typesOf(earnedFromShares(3)),
    ]);
    expect([...all].sort()).toEqual([...ACHIEVEMENT_TYPES].sort());
  });
});

describe('pick tallies', () => {
  const tally = (over: Partial<PickTally>): PickTally => ({ ...NO_PICKS, ...over });
  it('a step earns what the tally reaches now and did not before, once', () => {
    expect(typesOf(earnedByTallyStep(tally({ early: 4 }), tally({ early: 5 })))).toEqual(['early_bird']);
    expect(typesOf(earnedByTallyStep(tally({ early: 5 }), tally({ early: 6 })))).toEqual([]);
    expect(typesOf(earnedByTallyStep(tally({ picks: 99 }), tally({ picks: 100 })))).toEqual([
      'participation_award',
    ]);
    expect(typesOf(earnedByTallyStep(tally({ underdog: 10 }), tally({ underdog: 9 })))).toEqual([]);
  });

  it('sums to what earnedFromPicks reads from the picks', () => {
    const picks = [...picksAt(5, '2026-10-10', '05:00'), ...picksAt(3, '2026-10-07', '23:00')];
    const sum = picks
      .map((p) => tallyOf(p, NY))
      .reduce((a, b) => ({
        picks: a.picks + b.picks,
        early: a.early + b.early,
        night: a.night + b.night,
        weekend: a.weekend + b.weekend,
        underdog: a.underdog + b.underdog,
      }));
    expect(sum).toEqual({ picks: 8, early: 5, night: 3, weekend: 5, underdog: 0 });
    expect(earnedFromTally(sum)).toEqual(earnedFromPicks(picks, NY));
  });
});
