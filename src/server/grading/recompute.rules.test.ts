import { describe, expect, it } from 'vitest';
import { diffStandings, formatStandings, parseStandings, totalsDiffer } from './recompute.rules';
import type { PeriodFigures } from './record.rules';

const week = (periodStart: string, wins: number, peakStreak = wins): PeriodFigures => ({
  periodType: 'week',
  periodStart,
  wins,
  losses: 1,
  pushes: 0,
  picks: wins + 1,
  peakStreak,
});
const month = (periodStart: string, wins: number): PeriodFigures => ({
  ...week(periodStart, wins),
  periodType: 'month',
});

describe('formatStandings and parseStandings', () => {
  it('writes one line ordered by type then start, as the database aggregates it', () => {
    const line = formatStandings([week('2026-11-16', 3), month('2026-11-01', 5), week('2026-11-09', 2)]);
    expect(line).toBe('month,2026-11-01,5,1,0,6,5;week,2026-11-09,2,1,0,3,2;week,2026-11-16,3,1,0,4,3');
  });

  it('reads back what it wrote, and nothing from an empty line', () => {
    const rows = [month('2026-10-01', 1), week('2026-10-26', 4, 2)];
    expect(parseStandings(7, formatStandings(rows))).toEqual(rows.map((r) => ({ userId: 7, ...r })));
    expect(parseStandings(7, '')).toEqual([]);
  });

  it('refuses a line with an unknown period type', () => {
    expect(() => parseStandings(1, 'year,2026-01-01,1,0,0,1,1')).toThrow(/unknown period type/);
  });
});

describe('diffStandings', () => {
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
    const changes = diffStandings(stored, truth);
    expect([changes.inserts.length, changes.updates.length, changes.deletes.length]).toEqual([
      inserts,
      updates,
      deletes,
    ]);
  });
});

describe('totalsDiffer', () => {
  const base = {
    currentStreak: 2,
    longestStreak: 4,
    totalWins: 6,
    totalLosses: 3,
    totalPushes: 1,
    totalPicks: 10,
    winPercentage: 60,
  };
  it.each(Object.keys(base) as (keyof typeof base)[])('notices a different %s', (key) => {
    expect(totalsDiffer(base, { ...base, [key]: base[key] + 1 })).toBe(true);
  });
  it('is false for equal figures', () => expect(totalsDiffer(base, { ...base })).toBe(false));
});
