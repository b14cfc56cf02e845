import type { PublicUser } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../deps';
import { playerFigures } from '../../modules/grading/standings.service';
import { weeklyPosition } from '../../modules/leaderboard/leaderboard.service';
import { toPublicUser } from '../../modules/users/public-user';
import type { UserRow } from '../../platform/db/schema';

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
