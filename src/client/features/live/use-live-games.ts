import type { GameDay } from '../../../shared/schemas/games';
import { syncServerClock } from '../../lib/server-clock';
import { trpc } from '../../lib/trpc';
import { applyGamesMessage } from './apply-games-message';
import { useRetryOnError } from './use-retry-on-error';

/**
 * Keeps games.today / games.tomorrow in the query cache up to date from live.games. Returns whether
 * the subscription is live (so the list need not poll).
 */
export function useLiveGames(day: GameDay): boolean {
  const utils = trpc.useUtils();
  const sub = trpc.live.games.useSubscription(
    { day },
    {
      onData: ({ data: message }) => {
        syncServerClock(message.serverTime);
        const list = day === 'today' ? utils.games.today : utils.games.tomorrow;
        list.setData(undefined, (old) => applyGamesMessage(old, message));
      },
    },
  );
  useRetryOnError(sub.status, sub.reset);
  return sub.status === 'pending';
}
