import { trpc } from '../../lib/trpc';

/** The spec asks for 50 picks; the dialog lists 10 and charts them all. */
export const PROFILE_HISTORY_LIMIT = 50;
export const PROFILE_PICKS_SHOWN = 10;

/** Another player's figures and latest graded picks, fetched only while a player is chosen. */
export function usePlayerProfile(userId: number | null) {
  return trpc.players.profile.useQuery(
    { userId: userId ?? 0, limit: PROFILE_HISTORY_LIMIT },
    // Reopening a profile a little later shows fresh figures; the default would keep them forever.
    { enabled: userId !== null, staleTime: 30_000 },
  );
}
