import type { LeaderboardRow } from '../../../src/shared/schemas/leaderboard';

/** A board row as the server sends it. */
export const boardRow = (overrides: Partial<LeaderboardRow> = {}) => ({
  id: 3,
  username: 'demo_player',
  firstName: 'Demo',
  lastName: 'Player',
  avatarKey: 'space-cat',
  subscriptionTier: 'premium' as const,
  totalWins: 1,
  totalPicks: 1,
  losses: 0,
  pushes: 0,
  currentStreak: 6,
  longestStreak: 6,
  rank: 2,
  winPercentage: 100,
  ...overrides,
});
