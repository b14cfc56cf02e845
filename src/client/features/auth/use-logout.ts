import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export const LOGOUT_URL = '/api/logout';

/** Forgets every cached answer, then lets the server end the session with a full-page navigation. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.clear();
    window.location.assign(LOGOUT_URL);
  }, [queryClient]);
}
