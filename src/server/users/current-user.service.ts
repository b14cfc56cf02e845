import type { PublicUser } from '../../shared/schemas/auth';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { weeklyPosition } from '../leaderboard/leaderboard.service';
import { toPublicUser } from './public-user';

/** The signed-in user with their rank on this week's board (`leaderboardPosition`, null when unlisted). */
export async function describeCurrentUser(deps: AppDeps, user: UserRow): Promise<PublicUser> {
  return toPublicUser(user, await weeklyPosition(deps.db, user.id, deps.clock()));
}
