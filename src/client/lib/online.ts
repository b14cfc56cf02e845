import { useSyncExternalStore } from 'react';

// Whether the browser says it is online (navigator.onLine and its online/offline events): one source for the
// offline notice, the live layer's notice and the pick buttons.

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const online = () => navigator.onLine;

/** True while the browser is online; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}

/** The id of the app's one offline notice (AppStatusNotices), for controls that say why they wait. */
export const OFFLINE_NOTICE_ID = 'offline-notice';
