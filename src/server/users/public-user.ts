import type { AgeBand, Gender, Timezone } from '../../shared/constants';
import type { PublicUser } from '../../shared/schemas/auth';
import type { UserRow } from '../db/schema';

/** The row as the signed-in user may see it: never the password hash. */
export function toPublicUser(row: UserRow, leaderboardPosition: number | null = null): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarKey: row.avatar_key,
    timezone: row.timezone as Timezone,
    subscriptionTier: row.subscription_tier,
    isAdmin: row.is_admin,
    currentStreak: row.current_streak,
    longestStreak: row.longest_streak,
    totalWins: row.total_wins,
    totalLosses: row.total_losses,
    totalPicks: row.total_picks,
    winPercentage: row.win_percentage,
    leaderboardPosition,
    emailNotifications: row.email_notifications,
    pushNotifications: row.push_notifications,
    ageBand: row.age_band as AgeBand | null,
    gender: row.gender as Gender | null,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
  };
}
