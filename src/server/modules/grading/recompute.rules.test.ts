import { describe, expect, it } from 'vitest';
import type { PeriodFigures } from '../../kernel/record.rules';
import {
  diffArchive,
  formatPeriods,
  type GradedPick,
  parsePeriods,
  placeRecord,
  type StandingsFigures,
  standingsDiffer,
} from './recompute.rules';

const week = (periodStart: string, wins: number, peakStreak = wins): PeriodFigures => ({
  periodType: 'weekly',
  periodStart,
  wins,
  losses: 1,
  pushes: 0,
  picks: wins + 1,
  peakStreak,
});
const month = (periodStart: string, wins: number): PeriodFigures => ({
  ...week(periodStart, wins),
  periodType: 'monthly',
});

describe('formatPeriods and parsePeriods', () => {
  it('writes one line ordered by type then start, as the database aggregates it', () => {
    const line = formatPeriods([week('2026-11-16', 3), month('2026-11-01', 5), week('2026-11-09', 2)]);
    expect(line).toBe('monthly,2026-11-01,5,1,0,6,5;weekly,2026-11-09,2,1,0,3,2;weekly,2026-11-16,3,1,0,4,3');
  });

  it('reads back what it wrote, and nothing from an empty line', () => {
    const rows = [month('2026-10-01', 1), week('2026-10-26', 4, 2)];
    expect(parsePeriods(7, formatPeriods(rows))).toEqual(rows.map((r) => ({ userId: 7, ...r })));
    expect(parsePeriods(7, '')).toEqual([]);
  });

  it('refuses a line with an unknown period type', () => {
    expect(() => parsePeriods(1, 'year,2026-01-01,1,0,0,1,1')).toThrow(/unknown period type/);
  });
});

describe('diffArchive', () => {
  const mine = (...rows: PeriodFigures[]) => rows.map((r) => ({ userId: 3, ...r }));

  it.each([
    ['nothing stored: every row is new', [], mine(week('2026-11-16', 2)), 1, 0, 0],
    ['the same rows: nothing to do', mine(week('2026-11-16', 2)), mine(week('2026-11-16', 2)), 0, 0, 0],
    ['a figure differs: overwrite', mine(week('2026-11-16', 2)), mine(week('2026-11-16', 2, 1)), 0, 1, 0],
    [
      'a period without picks now: remove',
      mine(week('2026-11-09', 1), week('2026-11-16', 2)),
      mine(week('2026-11-16', 2)),
      0,
      0,
      1,
    ],
    [
      'a week and a month of the same day are different rows',
      mine(week('2026-11-02', 1)),
      mine(month('2026-11-02', 1)),
      1,
      0,
      1,
    ],
  ])('%s', (_, stored, truth, inserts, updates, deletes) => {
    const changes = diffArchive(stored, truth);
    expect([changes.inserts.length, changes.updates.length, changes.deletes.length]).toEqual([
      inserts,
      updates,
      deletes,
    ]);
  });
});

describe('placeRecord', () => {
  const pick = (at: string, result: GradedPick['result'], gameId: number): GradedPick => ({
    result,
    scheduledTime: new Date(at),
    gameId,
  });

  it('keeps the newest week and month in the row and archives the rest, the slots before empty', () => {
    // Friday October 30, Sunday November 1 (a new month), Tuesday November 3 (a new week), in New York.
    const placed = placeRecord([
      pick('2026-10-30T23:00:00Z', 'win', 4),
      pick('2026-11-01T23:00:00Z', 'win', 5),
      pick('2026-11-03T23:00:00Z', 'loss', 6),
    ]);
    expect(placed.row).toMatchObject({
      currentStreak: -1,
      longestStreak: 2,
      totalPicks: 3,
      lastGameTime: new Date('2026-11-03T23:00:00Z'),
      lastGameId: 6,
      week: { start: '2026-11-02', wins: 0, pushes: 0, picks: 1, peak: 0 },
      prevWeek: null,
      month: { start: '2026-11-01', wins: 1, pushes: 0, picks: 2, peak: 2 },
      prevMonth: null,
    });
    expect(placed.archive.map((p) => `${p.periodType} ${p.periodStart} ${p.picks}`).sort()).toEqual([
      'monthly 2026-10-01 1',
      'weekly 2026-10-26 2',
    ]);
  });

  it('leaves everything empty for a player without graded picks', () => {
    expect(placeRecord([])).toEqual({
      row: {
        currentStreak: 0,
        longestStreak: 0,
        totalWins: 0,
        totalLosses: 0,
        totalPushes: 0,
        totalPicks: 0,
        winPercentage: 0,
        lastGameTime: null,
        lastGameId: null,
        week: null,
        prevWeek: null,
        month: null,
        prevMonth: null,
        comebackArmed: false,
        shieldHeld: false,
      },
      archive: [],
    });
  });
});

describe('standingsDiffer', () => {
  const slot = { start: '2026-11-16', wins: 1, pushes: 0, picks: 2, peak: 1 };
  const base: StandingsFigures = {
    currentStreak: 2,
    longestStreak: 4,
    totalWins: 6,
    totalLosses: 3,
    totalPushes: 1,
    totalPicks: 10,
    winPercentage: 60,
    lastGameTime: new Date('2026-11-18T00:00:00Z'),
    lastGameId: 9,
    week: slot,
    prevWeek: null,
    month: { ...slot, start: '2026-11-01' },
    prevMonth: null,
    comebackArmed: false,
    shieldHeld: false,
  };
  const numbers = [
    'currentStreak',
    'longestStreak',
    'totalWins',
    'totalLosses',
    'totalPushes',
    'totalPicks',
  ] as const;
  it.each([...numbers, 'winPercentage', 'lastGameId'] as const)('notices a different %s', (key) => {
    expect(standingsDiffer(base, { ...base, [key]: (base[key] ?? 0) + 1 })).toBe(true);
  });
  it.each([
    ['the newest game time', { lastGameTime: new Date('2026-11-19T00:00:00Z') }],
    ['no newest game', { lastGameTime: null }],
    ['a slot figure', { week: { ...slot, peak: 2 } }],
    ['a slot before now taken', { prevWeek: { ...slot, start: '2026-11-09' } }],
    ['an emptied slot', { month: null }],
    ['a winning run that began after five losses', { comebackArmed: true }],
    ['a streak shield held', { shieldHeld: true }],
  ])('notices %s', (_, change) => {
    expect(standingsDiffer(base, { ...base, ...change })).toBe(true);
  });
  it('is false for equal figures', () =>
    expect(
      standingsDiffer(base, { ...base, week: { ...slot }, lastGameTime: new Date(base.lastGameTime!) }),
    ).toBe(false));
});
