import type { PlayerSummary, Profile } from '../../../shared/schemas/players';
import type { AppDeps } from '../../deps';
import { type PlayerFigures, playerFigures, shieldHeld } from '../../modules/grading/standings.service';
import { pendingArmedPick } from '../../modules/picks/pick-shield.service';
import { findUserById } from '../../modules/users/accounts.service';
import { figureFields } from '../../modules/users/public-user';
import type { UserRow } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { latestGradedPicks } from './pick-history';

/** The player's streak shield as a profile tells it (ADR 0050, docs/rules.md "The streak shield on a profile"). */
export interface ProfileShield {
  held: boolean;
  /** Null when someone else is looking: an armed pick is its player's secret until the game is graded. */
  armed: boolean | null;
}

export const toPlayerSummary = (
  row: UserRow,
  figures: PlayerFigures,
  shield: ProfileShield,
): PlayerSummary => ({
  id: row.id,
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  avatarKey: row.avatar_key,
  subscriptionTier: row.subscription_tier,
  ...figureFields(figures),
  shieldHeld: shield.held,
  shieldArmed: shield.armed,
});

/**
 * Whether the player holds a shield (anyone may know), and for the player themself whether it is armed on a pick
 * not graded yet.
 */
async function profileShield(deps: AppDeps, viewerId: number, userId: number): Promise<ProfileShield> {
  const held = await shieldHeld(deps.db, userId);
  if (viewerId !== userId) return { held, armed: null };
  return { held, armed: held && (await pendingArmedPick(deps.db, userId)) !== null };
}

/** A player's public figures and latest graded picks, as `viewerId` may see them. */
export async function playerProfile(
  deps: AppDeps,
  viewerId: number,
  userId: number,
  limit: number,
): Promise<Profile> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('Player not found');
  const [figures, shield, picks] = await Promise.all([
    playerFigures(deps.db, userId),
    profileShield(deps, viewerId, userId),
    latestGradedPicks(deps, userId, limit),
  ]);
  return { user: toPlayerSummary(user, figures, shield), picks };
}
