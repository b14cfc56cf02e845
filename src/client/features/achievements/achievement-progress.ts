import type { AchievementDefinition, AchievementType } from '../../../shared/achievements';
import type { UnlockedAchievement } from '../../../shared/schemas/achievements';

export interface BadgeState {
  achievement: AchievementDefinition;
  /** The latest unlock, or null while locked. */
  unlockedAt: string | null;
  /** How many months a monthly achievement was earned (1 for a once-only one that is unlocked). */
  times: number;
}

/** Each catalogue entry with whether and when the player unlocked it; the server lists newest first. */
export function badgeStates(
  catalogue: readonly AchievementDefinition[],
  unlocks: readonly UnlockedAchievement[],
): BadgeState[] {
  const latest = new Map<AchievementType, string>();
  const times = new Map<AchievementType, number>();
  for (const unlock of unlocks) {
    const known = latest.get(unlock.type);
    if (!known || unlock.unlockedAt > known) latest.set(unlock.type, unlock.unlockedAt);
    times.set(unlock.type, (times.get(unlock.type) ?? 0) + 1);
  }
  return catalogue.map((achievement) => ({
    achievement,
    unlockedAt: latest.get(achievement.type) ?? null,
    times: times.get(achievement.type) ?? 0,
  }));
}

/** Unlocked X of Y and its percent (distinct achievements, a monthly one counts once). */
export function unlockProgress(states: readonly BadgeState[]): {
  unlocked: number;
  total: number;
  percent: number;
} {
  const unlocked = states.filter((s) => s.unlockedAt !== null).length;
  const total = states.length;
  return { unlocked, total, percent: total > 0 ? Math.round((100 * unlocked) / total) : 0 };
}
