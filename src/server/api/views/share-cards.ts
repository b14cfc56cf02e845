import { ACHIEVEMENT_BY_TYPE, isAchievementType } from '../../../shared/achievements';
import { displayName } from '../../../shared/display-name';
import { streakLabel } from '../../../shared/streak-label';
import type { AppDeps } from '../../deps';
import { hasUnlocked } from '../../modules/achievements/achievements.service';
import { playerFigures } from '../../modules/grading/standings.service';
import { inviteOf } from '../../modules/leagues/leagues.service';
import { findUserById } from '../../modules/users/accounts.service';
import { playerOfShareToken } from '../previews/share-token';

// What each link preview shows, read across the modules that hold it: a league's invite (leagues), an achievement
// (achievements, users) and a player's streak (grading, users). Each is also its page's title and description.

export interface Preview<Card> {
  title: string;
  description: string;
  card: Card;
}

/** An invite link's preview; null for a dead or wrong code (which spends the wrong-code budget, as joins do). */
export async function invitePreview(deps: AppDeps, code: string, ip: string) {
  const invite = await inviteOf(deps, null, code, ip).catch(() => null);
  if (!invite) return null;
  const members = `${invite.memberCount} ${invite.memberCount === 1 ? 'member' : 'members'}`;
  return {
    title: `Join ${invite.name} on Streak Pick'em`,
    description: `${invite.owner.displayName} invites you to their league (${members}): pick winners, build streaks, climb the board.`,
    card: { name: invite.name, owner: invite.owner.displayName, members: invite.memberCount },
  };
}

const nameOf = (u: { username: string; first_name: string; last_name: string }) =>
  displayName({ username: u.username, firstName: u.first_name, lastName: u.last_name });

/** An achievement share's preview; null unless the token is ours and the player has that achievement. */
export async function achievementPreview(deps: AppDeps, type: string, token: string) {
  if (!isAchievementType(type)) return null;
  const userId = await playerOfShareToken(deps, token, 'achievement', type);
  if (userId === null || !(await hasUnlocked(deps, userId, type))) return null;
  const user = await findUserById(deps.db, userId);
  if (!user) return null;
  const a = ACHIEVEMENT_BY_TYPE[type];
  const player = nameOf(user);
  return {
    title: `${player} unlocked "${a.title}" on Streak Pick'em`,
    description: a.description,
    card: { player, title: a.title, description: a.description },
  };
}

/** A player's streak share's preview; null unless the token is ours. */
export async function streakPreview(deps: AppDeps, token: string) {
  const userId = await playerOfShareToken(deps, token, 'streak');
  if (userId === null) return null;
  const user = await findUserById(deps.db, userId);
  if (!user) return null;
  const f = await playerFigures(deps.db, userId);
  const player = nameOf(user);
  const streak = streakLabel(f.current_streak);
  return {
    title:
      f.current_streak > 0
        ? `${player} is on a ${streak} streak on Streak Pick'em`
        : `${player}'s streak on Streak Pick'em: ${streak}`,
    description: `Best streak ${f.longest_streak}, ${f.total_wins} wins, ${f.win_percentage}% win rate. Can you beat it?`,
    card: { player, streak, best: f.longest_streak, winRate: f.win_percentage, wins: f.total_wins },
  };
}
