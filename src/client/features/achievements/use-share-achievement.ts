import type { AchievementType } from '../../../shared/achievements';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { SHARE_MESSAGES } from './messages';

/** Shares an unlocked achievement: through a social network's page, or copied to the clipboard. */
export function useShareAchievement() {
  const utils = trpc.useUtils();
  const share = trpc.achievements.share.useMutation({
    // A third share unlocks Social Butterfly: show it on the page without waiting for a reload.
    onSuccess: (result) => {
      if (result.unlocked.length > 0) void utils.achievements.mine.invalidate();
    },
  });

  // The share is recorded by the server; a failure there costs the player nothing they can see, so it
  // does not interrupt them (the social page opened, the text was copied).
  const record = (type: AchievementType, platform: string) =>
    share.mutateAsync({ type, platform }).catch(() => undefined);

  return {
    /** The social page opens through the link itself; this records the share and says so. */
    async sharedOn(type: AchievementType, platform: string) {
      await record(type, platform);
      toast.success(SHARE_MESSAGES.shared);
    },
    /**
     * The device's own share sheet (phones), one tap to any app. A player who closes the sheet shared
     * nothing: no toast, nothing recorded.
     */
    async shareNatively(type: AchievementType, data: { title: string; text: string; url: string }) {
      try {
        await navigator.share(data);
      } catch {
        return;
      }
      await record(type, 'device');
      toast.success(SHARE_MESSAGES.shared);
    },
    async copy(type: AchievementType, text: string) {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        toast.error(SHARE_MESSAGES.copyFailed, SHARE_MESSAGES.copyFailedTitle);
        return;
      }
      await record(type, 'copy');
      toast.success(SHARE_MESSAGES.copied);
    },
  };
}
