import type { PublicUser } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../deps';
import type { UserRow } from '../../platform/db/schema';
import { playerFigures } from '../grading/standings.service';
import { weeklyPosition } from '../leaderboard/leaderboard.service';
import { toPublicUser } from './public-user';

/**
 * The signed-in user with their figures and their rank on this week's board (`leaderboardPosition`, null when
 * unlisted).
 */
export async function describeCurrentUser(deps: AppDeps, user: UserRow): Promise<PublicUser> {
  const [figures, position] = await Promise.all([
    playerFigures(deps.db, user.id),
    weeklyPosition(deps.db, user.id, deps.clock()),
  ]);
  return toPublicUser(user, figures, position);
}
