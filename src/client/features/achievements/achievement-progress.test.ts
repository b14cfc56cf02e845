import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_BY_TYPE, ACHIEVEMENTS } from '../../../shared/achievements';
import type { UnlockedAchievement } from '../../../shared/schemas/achievements';
import { badgeStates, unlockProgress } from './achievement-progress';

const unlock = (type: 'hot_streak' | 'rookie_star', unlockedAt: string, period = ''): UnlockedAchievement => {
  const { id: _id, ...entry } = ACHIEVEMENT_BY_TYPE[type];
  return { ...entry, id: 1, userId: 1, unlockedAt, period };
};

describe('badgeStates', () => {
  it('counts a monthly achievement once in the progress and remembers its latest month', () => {
    const states = badgeStates(ACHIEVEMENTS, [
      unlock('hot_streak', '2025-04-02T00:00:00Z', '2025-04'),
      unlock('rookie_star', '2025-03-10T00:00:00Z'),
      unlock('hot_streak', '2025-03-05T00:00:00Z', '2025-03'),
    ]);
    const hot = states.find((s) => s.achievement.type === 'hot_streak');
    expect(hot).toMatchObject({ unlockedAt: '2025-04-02T00:00:00Z', times: 2 });
    expect(unlockProgress(states)).toEqual({ unlocked: 2, total: 27, percent: 7 });
  });
});
