import { useEffect } from 'react';

const RETRY_MS = 5000;

/**
 * A subscription the server ended with an error (not a dropped socket, which the client resumes by
 * itself) is tried again after a pause, so the page recovers without a reload.
 */
export function useRetryOnError(status: string, reset: () => void): void {
  useEffect(() => {
    if (status !== 'error') return;
    const timer = window.setTimeout(reset, RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [status, reset]);
}
