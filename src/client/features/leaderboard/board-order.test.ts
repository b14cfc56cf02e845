import { describe, expect, it } from 'vitest';
import type { LeaderboardRow } from '../../../shared/schemas/leaderboard';
import { boardDescription, boardNote, rankRows } from './board-order';

const row = (id: number, fields: Partial<LeaderboardRow>): LeaderboardRow => ({
  id,
  username: `p${id}`,
  firstName: '',
  lastName: '',
  avatarKey: 'geometric-1',
  subscriptionTier: 'free',
  totalWins: 0,
  losses: 0,
  pushes: 0,
  totalPicks: 0,
  currentStreak: 0,
  longestStreak: 0,
  rank: id,
  winPercentage: 0,
  ...fields,
});

describe('rankRows', () => {
  const rows = [
    row(1, { longestStreak: 9, currentStreak: 1, totalWins: 9, rank: 1 }),
    row(2, { longestStreak: 5, currentStreak: 5, totalWins: 5, rank: 2 }),
    row(3, { longestStreak: 6, currentStreak: 5, totalWins: 7, rank: 2 }),
    row(4, { longestStreak: 6, currentStreak: 5, totalWins: 8, rank: 4 }),
    row(5, { longestStreak: 3, currentStreak: -2, totalWins: 3, rank: 5 }),
  ];

  it.each([
    // The server's order and its shared ranks.
    [
      'peak',
      [
        [1, 1],
        [2, 2],
        [3, 2],
        [4, 4],
        [5, 5],
      ],
    ],
    // Current streak, then longest, then wins.
    [
      'active',
      [
        [4, 1],
        [3, 2],
        [2, 3],
        [1, 4],
        [5, 5],
      ],
    ],
  ] as const)('ranks %s streaks as [id, rank] %j', (mode, ranked) => {
    expect(rankRows(rows, mode).map((r) => [r.row.id, r.rank])).toEqual(ranked);
  });
});

describe('boardDescription', () => {
  it('words each tab and mode as the spec does', () => {
    expect(boardDescription('weekly', 'peak')).toBe('Rankings based on highest streak ever achieved');
    expect(boardDescription('monthly', 'active')).toBe('Rankings based on current active winning streak');
    expect(boardDescription('alltime', 'peak')).toBe('Rankings based on total wins across all months');
    expect(boardDescription('alltime', 'active')).toBe(
      'Rankings based on total wins and historical performance',
    );
  });
});

describe('boardNote', () => {
  it("says what the spec's 'ever achieved' is on the week's and month's boards", () => {
    expect(boardNote('monthly', 'peak')).toBe(
      'On this tab that is the highest win streak reached this month, a run carried in from before the month included: it can be higher than the month’s wins (those rows say “incl. earlier months”).',
    );
    expect(boardNote('alltime', 'peak')).toBe('The figure at the right is the player’s longest streak ever.');
    expect(boardNote('weekly', 'active')).toBe('The figure at the right is the player’s current streak.');
  });
});
