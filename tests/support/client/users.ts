import type { PublicUser } from '../../../src/shared/schemas/auth';

/** The signed-in player as auth.me answers: demo_player in New York, who never chose a zone. */
export function userFixture(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 3,
    username: 'demo_player',
    email: 'demo@example.com',
    firstName: 'Demo',
    lastName: 'Player',
    avatarKey: 'geometric-1',
    timezone: 'America/New_York',
    timezoneChosen: false,
    language: 'en',
    subscriptionTier: 'free',
    isAdmin: false,
    currentStreak: 0,
    longestStreak: 0,
    totalWins: 0,
    totalLosses: 0,
    totalPushes: 0,
    totalPicks: 0,
    winPercentage: 0,
    leaderboardPosition: null,
    emailNotifications: true,
    pushNotifications: false,
    ageBand: '25-34',
    gender: 'prefer-not-to-answer',
    createdAt: '2026-11-01T12:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}
