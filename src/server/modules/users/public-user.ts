import type { AgeBand, Gender } from '../../../shared/constants';
import type { PublicUser } from '../../../shared/schemas/auth';
import type { UserRow } from '../../platform/db/schema';
import type { PlayerFigures } from '../grading/standings.service';

/** A player's figures as every screen names them; `winPercentage` is the one win rate every screen shows. */
export const figureFields = (f: PlayerFigures) => ({
  currentStreak: f.current_streak,
  longestStreak: f.longest_streak,
  totalWins: f.total_wins,
  totalLosses: f.total_losses,
  totalPushes: f.total_pushes,
  totalPicks: f.total_picks,
  winPercentage: f.win_percentage,
});

/** The row as the signed-in user may see it (never the password hash), with their figures and weekly rank. */
export function toPublicUser(
  row: UserRow,
  figures: PlayerFigures,
  leaderboardPosition: number | null,
): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarKey: row.avatar_key,
    timezone: row.timezone,
    timezoneChosen: row.timezone_chosen,
    language: row.locale,
    subscriptionTier: row.subscription_tier,
    isAdmin: row.is_admin,
    ...figureFields(figures),
    leaderboardPosition,
    emailNotifications: row.email_notifications,
    pushNotifications: row.push_notifications,
    ageBand: row.age_band as AgeBand | null,
    gender: row.gender as Gender | null,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
  };
}
