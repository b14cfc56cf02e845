import { trpc } from '../../lib/trpc';

/** Every pick of the signed-in player with its game, newest first. */
export function usePickHistory() {
  // A result can arrive at any time: coming back to the page asks again rather than showing old results.
  return trpc.picks.history.useQuery(undefined, { refetchOnMount: 'always' });
}
