import { useSyncExternalStore } from 'react';

/**
 * The live WebSocket's state, for the offline notice and the polling fallback.
 * idle: no subscription wants it (lazy); connecting: the first attempt; open; down: it failed or
 * closed and the client is retrying by itself.
 */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'down';

let status: SocketStatus = 'idle';
const listeners = new Set<() => void>();

export function setSocketStatus(next: SocketStatus): void {
  if (next === status) return;
  status = next;
  for (const l of listeners) l();
}

export function getSocketStatus(): SocketStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(subscribe, getSocketStatus);
}
