import type { PlayerSummary, Profile } from '../../shared/schemas/players';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { latestGradedPicks } from '../picks/history.service';
import { findUserById } from '../users/users.repo';

export const toPlayerSummary = (row: UserRow): PlayerSummary => ({
  id: row.id,
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  avatarKey: row.avatar_key,
  subscriptionTier: row.subscription_tier,
  currentStreak: row.current_streak,
  longestStreak: row.longest_streak,
  totalWins: row.total_wins,
  totalLosses: row.total_losses,
  totalPicks: row.total_picks,
  winPercentage: row.win_percentage,
});

/** A player's public figures and latest graded picks. */
export async function playerProfile(deps: AppDeps, userId: number, limit: number): Promise<Profile> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('Player not found');
  return { user: toPlayerSummary(user), picks: await latestGradedPicks(deps, userId, limit) };
}
