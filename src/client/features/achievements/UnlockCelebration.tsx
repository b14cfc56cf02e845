import { lazy, Suspense } from 'react';
import { ACHIEVEMENT_BY_TYPE } from '../../../shared/achievements';
import { dismissUnlock, useUnlockQueue } from '../../lib/unlock-queue';

// The dialog (Mantine's Modal and the share links) loads with the first unlock, not with the page.
const ShareAchievementDialog = lazy(() =>
  import('./ShareAchievementDialog').then((m) => ({ default: m.ShareAchievementDialog })),
);

/**
 * The celebration of an unlocked achievement: the share dialog, opened by the unlock itself, one
 * unlock at a time from the queue, on whichever screen the player is.
 */
export function UnlockCelebration() {
  const { current, waiting } = useUnlockQueue();
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ShareAchievementDialog
        key={current}
        achievement={ACHIEVEMENT_BY_TYPE[current]}
        onClose={dismissUnlock}
        celebrate
        more={waiting - 1}
      />
    </Suspense>
  );
}
