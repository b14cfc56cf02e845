import type { QueryClient } from '@tanstack/react-query';
import { forgetOfflineData } from './offline-data';

/**
 * Forgets what this browser kept for the player (every cached answer, the tab's storage, the service worker's
 * copies), then opens `url` with a full navigation: sign-out and a deleted account leave the same way. `note` is
 * one item kept in the tab's storage for the next page to read.
 */
export function forgetPlayerAndOpen(
  queryClient: QueryClient,
  url: string,
  note?: { key: string; value: string },
) {
  queryClient.clear();
  // What this tab kept for the player (unlocks waiting for their celebration) is theirs alone.
  try {
    sessionStorage.clear();
    if (note) sessionStorage.setItem(note.key, note.value);
  } catch {
    // Storage refused: nothing was kept, and the next page opens without its note.
  }
  // What the service worker kept for this player goes before the page does.
  void forgetOfflineData()
    .catch(() => undefined)
    .then(() => window.location.assign(url));
}
