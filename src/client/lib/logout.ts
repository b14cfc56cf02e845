import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetPlayerAndOpen } from './forget-player';
import { leavingOnPurpose } from './session-ended';

export const LOGOUT_URL = '/api/logout';

/**
 * Forgets every cached answer (the service worker's copies too) and what the tab kept, then lets the server end the session with a full-page navigation (the live
 * socket's close that follows is the page's own doing, not news).
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    leavingOnPurpose();
    forgetPlayerAndOpen(queryClient, LOGOUT_URL);
  }, [queryClient]);
}
