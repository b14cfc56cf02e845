import { describe, expect, it } from 'vitest';
import {
  headToHeadTable,
  matchupOutcome,
  roundPairs,
  rounds,
  seasonOf,
  weekPairings,
  weekPlayers,
  weeksBetween,
} from './matchups.rules';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const key = (a: number, b: number | null) =>
  b === null ? `${a}-bye` : [a, b].sort((x, y) => x - y).join('-');

describe('weekly head-to-head rules', () => {
  it.each([2, 3, 4, 5, 6, 7, 10, 11])(
    'a round robin of %i players meets every pair once, one match each a round, one bye a round when odd',
    (n) => {
      const met = new Map<string, number>();
      const byes = new Map<number, number>();
      for (let r = 0; r < rounds(n); r++) {
        const pairs = roundPairs(ids(n), r);
        const seen = pairs.flatMap((p) => (p.away === null ? [p.home] : [p.home, p.away]));
        expect(new Set(seen).size).toBe(n);
        expect(pairs.filter((p) => p.away === null)).toHaveLength(n % 2);
        for (const p of pairs) {
          if (p.away === null) byes.set(p.home, (byes.get(p.home) ?? 0) + 1);
          else met.set(key(p.home, p.away), (met.get(key(p.home, p.away)) ?? 0) + 1);
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      expect([...met.values()].every((c) => c === 1)).toBe(true);
      if (n % 2 === 1) expect([...byes.values()]).toEqual(Array(n).fill(1));
    },
  );

  it('pairs by the circle method: who plays whom in a given round', () => {
    expect(roundPairs([1, 2, 3, 4], 0)).toEqual([
      { home: 1, away: 4 },
      { home: 3, away: 2 },
    ]);
    expect(roundPairs([1, 2, 3, 4], 1).map((p) => key(p.home, p.away))).toEqual(['1-3', '2-4']);
    expect(roundPairs([1, 2, 3, 4], 2).map((p) => key(p.home, p.away))).toEqual(['1-2', '3-4']);
    // Round 3 is round 0 again: the schedule repeats.
    expect(roundPairs([1, 2, 3, 4], 3)).toEqual(roundPairs([1, 2, 3, 4], 0));
    expect(roundPairs([1, 2, 3], 0)).toEqual([
      { home: 1, away: null },
      { home: 3, away: 2 },
    ]);
    expect(roundPairs([7], 0)).toEqual([]);
    expect(roundPairs([], 4)).toEqual([]);
  });

  it('the fixed player is not always at home', () => {
    const homes = [0, 1, 2].map((r) => roundPairs([1, 2, 3, 4], r).some((p) => p.home === 1));
    expect(homes).toEqual([true, false, true]);
  });

  it('week k of a league plays round k since its first week', () => {
    expect(weeksBetween('2026-11-30', '2026-12-07')).toBe(1);
    expect(weeksBetween('2026-11-30', '2026-11-30')).toBe(0);
    // Across the change from daylight saving time (Nov 1 2026).
    expect(weeksBetween('2026-10-26', '2026-11-02')).toBe(1);
    expect(weeksBetween('2026-12-07', '2026-11-30')).toBe(-1);
    expect(weekPairings([1, 2, 3, 4], '2026-11-30', '2026-12-14')).toEqual(roundPairs([1, 2, 3, 4], 2));
    expect(weekPairings([1, 2, 3, 4], '2026-11-30', '2026-11-23')).toEqual(roundPairs([1, 2, 3, 4], 0));
  });

  it('a later week has the members who joined before it began, in join order; the first week has everyone', () => {
    const begins = new Date('2026-12-07T05:00:00Z');
    const members = [
      { userId: 9, joinedAt: new Date('2026-12-08T10:00:00Z') },
      { userId: 3, joinedAt: new Date('2026-12-01T10:00:00Z') },
      { userId: 5, joinedAt: new Date('2026-12-01T10:00:00Z') },
      { userId: 1, joinedAt: new Date('2026-12-07T04:59:59Z') },
    ];
    expect(weekPlayers(members, '2026-11-30', '2026-12-07', begins)).toEqual([3, 5, 1]);
    expect(weekPlayers(members, '2026-12-07', '2026-12-07', begins)).toEqual([3, 5, 1, 9]);
    expect(weekPlayers([], '2026-12-07', '2026-12-07', begins)).toEqual([]);
  });

  it.each([
    [{ wins: 5, losses: 3 }, { wins: 4, losses: 0 }, 'home'],
    [{ wins: 2, losses: 3 }, { wins: 4, losses: 9 }, 'away'],
    [{ wins: 4, losses: 1 }, { wins: 4, losses: 2 }, 'home'],
    [{ wins: 4, losses: 3 }, { wins: 4, losses: 2 }, 'away'],
    [{ wins: 4, losses: 2 }, { wins: 4, losses: 2 }, 'tie'],
    [{ wins: 0, losses: 0 }, { wins: 0, losses: 0 }, 'tie'],
  ] as const)('%o against %o: %s', (home, away, outcome) => {
    expect(matchupOutcome(home, away)).toBe(outcome);
  });

  it('the table counts W-L-T and orders by wins, then fewer losses, then ties', () => {
    expect(
      headToHeadTable([
        { home: 1, away: 2, outcome: 'home' },
        { home: 3, away: 4, outcome: 'tie' },
        { home: 2, away: 3, outcome: 'away' },
        { home: 4, away: 1, outcome: 'home' },
      ]),
    ).toEqual([
      { userId: 3, wins: 1, losses: 0, ties: 1 },
      { userId: 4, wins: 1, losses: 0, ties: 1 },
      { userId: 1, wins: 1, losses: 1, ties: 0 },
      { userId: 2, wins: 0, losses: 2, ties: 0 },
    ]);
    expect(headToHeadTable([])).toEqual([]);
  });

  it('a season is the calendar year of its weeks', () => {
    expect(seasonOf('2026-12-28')).toBe('2026');
    expect(seasonOf('2027-01-04')).toBe('2027');
  });
});
