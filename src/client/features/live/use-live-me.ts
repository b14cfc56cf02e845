import type { LiveStats } from '../../../shared/schemas/live';
import { syncServerClock } from '../../lib/server-clock';
import { TOAST_MS, toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { enqueueUnlock, holdUnlocks } from '../../lib/unlock-queue';
import { gradedPickToast } from './graded-pick-toast';
import { useRetryOnError } from './use-retry-on-error';

let boardRefresh: ReturnType<typeof setTimeout> | undefined;
/** Runs `refresh` once, 2-10 s from the first call of a burst. */
function refreshBoardsSoon(refresh: () => void): void {
  if (boardRefresh) return;
  boardRefresh = setTimeout(
    () => {
      boardRefresh = undefined;
      refresh();
    },
    2000 + Math.random() * 8000,
  );
}

/** How long a pick's result toast is read before an unlock's celebration covers the screen. */
const PICK_RESULT_READ_MS = Math.min(2000, TOAST_MS);

/**
 * The player's own live events (live.me): figures for the header and stat cards, the day's pick
 * count, graded picks on the game cards, toasts for graded picks, and the celebration of unlocked
 * achievements (queued behind the pick's result, see unlock-queue.ts).
 * Returns whether the subscription is live.
 */
export function useLiveMe(): boolean {
  const utils = trpc.useUtils();

  const setStats = (stats: LiveStats) =>
    utils.auth.me.setData(undefined, (user) => (user ? { ...user, ...stats } : user));
  const setCount = (dailyPickCount: number, maxDailyPicks: number | null) =>
    utils.picks.mine.setData(undefined, (mine) => (mine ? { ...mine, dailyPickCount, maxDailyPicks } : mine));

  const sub = trpc.live.me.useSubscription(undefined, {
    onData: ({ data: message }) => {
      syncServerClock(message.serverTime);
      // The streak shield rides with the figures and the picks (ADR 0050): the cards read it from here.
      if ('shield' in message) utils.picks.shield.setData(undefined, message.shield);
      switch (message.type) {
        case 'snapshot':
          setStats(message.stats);
          setCount(message.dailyPickCount, message.maxDailyPicks);
          return;
        case 'stats':
          setStats(message.stats);
          return;
        case 'picks':
          setCount(message.dailyPickCount, message.maxDailyPicks);
          return;
        case 'pickGraded': {
          setStats(message.stats);
          const t = gradedPickToast(
            [utils.games.today.getData(), utils.games.tomorrow.getData()],
            message.pick.gameId,
            message.pick.result,
            message.stats.currentStreak,
          );
          toast.news(t.title, t.message, t.color);
          // The result first: a celebration waits while its toast is read.
          holdUnlocks(PICK_RESULT_READ_MS);
          // The rank moves with the result; the lists of other screens hold the pick too.
          void utils.auth.me.invalidate();
          void utils.picks.invalidate();
          // Profiles (their own included) show the record, the streak and the shield the grading just moved.
          void utils.players.profile.invalidate();
          // The player's own place on the boards ("your rank") moves with it too: read again once, a few
          // seconds later and spread out, since everyone on the game hears of their result at once.
          refreshBoardsSoon(() => void utils.leaderboard.invalidate());
          return;
        }
        case 'winner':
          // A month's winner was named or changed: the home's banner reads it again.
          void utils.prizes.recentWinner.invalidate();
          return;
        case 'achievement': {
          enqueueUnlock(message.achievement.type);
          void utils.achievements.mine.invalidate();
          return;
        }
      }
    },
  });
  useRetryOnError(sub.status, sub.reset);
  return sub.status === 'pending';
}
