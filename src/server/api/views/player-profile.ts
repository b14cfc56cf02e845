import type { PlayerSummary, Profile } from '../../../shared/schemas/players';
import type { AppDeps } from '../../deps';
import { type PlayerFigures, playerFigures } from '../../modules/grading/standings.service';
import { findUserById } from '../../modules/users/accounts.service';
import { figureFields } from '../../modules/users/public-user';
import type { UserRow } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { latestGradedPicks } from './pick-history';

export const toPlayerSummary = (row: UserRow, figures: PlayerFigures): PlayerSummary => ({
  id: row.id,
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  avatarKey: row.avatar_key,
  subscriptionTier: row.subscription_tier,
  ...figureFields(figures),
});

/** A player's public figures and latest graded picks. */
export async function playerProfile(deps: AppDeps, userId: number, limit: number): Promise<Profile> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('Player not found');
  const [figures, picks] = await Promise.all([
    playerFigures(deps.db, userId),
    latestGradedPicks(deps, userId, limit),
  ]);
  return { user: toPlayerSummary(user, figures), picks };
}
