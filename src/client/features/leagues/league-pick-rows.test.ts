import { describe, expect, it } from 'vitest';
import type { LeaguePicksDay, LeaguePicksGame } from '../../../shared/schemas/league-picks';
import { leaguePickRows } from './league-pick-rows';

const member = (id: number, username: string) => ({
  id,
  username,
  firstName: '',
  lastName: '',
  avatarKey: 'a1',
});
// The day's members by username: ann (7), bob (3), cy (9), dee (5).
const MEMBERS: LeaguePicksDay['members'] = [
  member(7, 'ann'),
  member(3, 'bob'),
  member(9, 'cy'),
  member(5, 'dee'),
];

const game = (picks: LeaguePicksGame['picks']): LeaguePicksGame => ({
  id: 1,
  sport: 'NFL',
  scheduledTime: '2026-11-21T18:00:00.000Z',
  status: 'completed',
  homeTeam: { id: 100, name: 'Home', primaryColor: null, secondaryColor: null },
  awayTeam: { id: 200, name: 'Away', primaryColor: null, secondaryColor: null },
  homeScore: 3,
  awayScore: 1,
  locked: true,
  picks,
  league: null,
  global: null,
});

describe("a game's picks as the league picks screen lists them", () => {
  it("merges both sides in the members' order, each pick with its side's result", () => {
    const rows = leaguePickRows(
      game({ home: [7, 9], away: [3, 5], homeResult: 'win', awayResult: 'loss', ownResults: [] }),
      MEMBERS,
    );
    expect(rows).toEqual([
      { userId: 7, teamId: 100, result: 'win' },
      { userId: 3, teamId: 200, result: 'loss' },
      { userId: 9, teamId: 100, result: 'win' },
      { userId: 5, teamId: 200, result: 'loss' },
    ]);
  });

  it('gives a pick graded by hand its own result, and none before grading', () => {
    const rows = leaguePickRows(
      game({
        home: [3],
        away: [7, 5],
        homeResult: null,
        awayResult: null,
        ownResults: [{ userId: 5, result: 'push' }],
      }),
      MEMBERS,
    );
    expect(rows).toEqual([
      { userId: 7, teamId: 200, result: null },
      { userId: 3, teamId: 100, result: null },
      { userId: 5, teamId: 200, result: 'push' },
    ]);
  });

  it('lists one side alone (an open game: my own pick)', () => {
    const rows = leaguePickRows(
      game({ home: [], away: [9], homeResult: null, awayResult: null, ownResults: [] }),
      MEMBERS,
    );
    expect(rows).toEqual([{ userId: 9, teamId: 200, result: null }]);
  });
});
