import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetOfflineData } from './offline-data';
import { leavingOnPurpose } from './session-ended';

export const LOGOUT_URL = '/api/logout';

/**
 * Forgets every cached answer (the service worker's copies too) and what the tab kept, then lets the server end the session with a full-page navigation (the live
 * socket's close that follows is the page's own doing, not news).
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.clear();
    // What this tab kept for the player (unlocks waiting for their celebration) is theirs alone.
    try {
      sessionStorage.clear();
    } catch {
      // Storage refused: nothing was kept.
    }
    leavingOnPurpose();
    // What the service worker kept for this player goes before the page does.
    void forgetOfflineData()
      .catch(() => undefined)
      .then(() => window.location.assign(LOGOUT_URL));
  }, [queryClient]);
}
