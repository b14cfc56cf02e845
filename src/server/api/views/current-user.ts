import type { PublicUser } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../deps';
import { playerFigures } from '../../modules/grading/standings.service';
import { weeklyPosition } from '../../modules/leaderboard/leaderboard.service';
import { toPublicUser } from '../../modules/users/public-user';
import type { UserRow } from '../../platform/db/schema';
import type { SessionCookieJar } from '../../platform/transport/rest/session-token';

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

/**
 * What a sign-up, a sign-in or a password change answers: the new session's cookie is set and the answer is the
 * user as the browser sees them.
 */
export function answerWithSession(
  ctx: { deps: AppDeps; cookies: Pick<SessionCookieJar, 'set'> },
  done: { user: UserRow; session: { token: string; expiresAt: Date } },
): Promise<PublicUser> {
  ctx.cookies.set(done.session.token, done.session.expiresAt);
  return describeCurrentUser(ctx.deps, done.user);
}
