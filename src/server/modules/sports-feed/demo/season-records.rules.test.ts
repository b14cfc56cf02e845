import { describe, expect, it } from 'vitest';
import { gamesPlayedBy, seasonRecord } from './season-records.rules';
import { SeededRandom } from './seeded-random';

describe('demo season records', () => {
  it('counts the games played so far in each league on a late-November day', () => {
    const at = new Date('2026-11-21T20:00:00Z');
    expect(gamesPlayedBy('NFL', at)).toBe(11);
    expect(gamesPlayedBy('College Football', at)).toBe(10);
    expect(gamesPlayedBy('NBA', at)).toBe(15);
    // Between seasons: the full count of the season just played.
    expect(gamesPlayedBy('MLB', at)).toBe(162);
    expect(gamesPlayedBy('MLS', at)).toBe(34);
    expect(gamesPlayedBy('Premier League', at)).toBe(13);
    expect(gamesPlayedBy('PGA', at)).toBeNull();
    // In March the NBA season under way began the October before.
    expect(gamesPlayedBy('NBA', new Date('2027-03-01T12:00:00Z'))).toBe(62);
  });

  it('gives records that add up to the games played (a bye at most short), draws only in soccer', () => {
    const random = new SeededRandom(7);
    for (let i = 0; i < 200; i++) {
      const nfl = seasonRecord(random, 'NFL', 11);
      expect(nfl.wins + nfl.losses).toBeGreaterThanOrEqual(10);
      expect(nfl.wins + nfl.losses).toBeLessThanOrEqual(11);
      expect(nfl.ties).toBe(0);
      const epl = seasonRecord(random, 'Premier League', 13);
      expect(epl.wins + epl.losses + epl.ties).toBeGreaterThanOrEqual(12);
      expect(epl.wins + epl.losses + epl.ties).toBeLessThanOrEqual(13);
      const mlb = seasonRecord(random, 'MLB', 162);
      expect(mlb.wins + mlb.losses).toBe(162);
    }
  });
});
