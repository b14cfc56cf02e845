import { useSyncExternalStore } from 'react';

/**
 * The server's clock as the browser sees it. Every games list and live message carries the server's
 * time; the difference to the device's clock is kept here, so countdowns and pick locks follow the
 * server even on a phone whose clock is off. One shared one-second ticker drives every countdown.
 */
let offsetMs = 0;
let now = Date.now();
const listeners = new Set<() => void>();
let ticker: number | undefined;

/** Records the server's time of a message received just now. */
export function syncServerClock(serverTime: string): void {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return;
  offsetMs = server - Date.now();
  now = Date.now() + offsetMs;
}

/** The server's current time in ms, by the last known offset. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (ticker === undefined) {
    ticker = window.setInterval(() => {
      now = serverNow();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && ticker !== undefined) {
      window.clearInterval(ticker);
      ticker = undefined;
    }
  };
}

/** The server-corrected time, re-rendering the caller every second. */
export function useServerNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}

/**
 * What `select` makes of the server-corrected time, re-rendering the caller only when that changes
 * (a card's pick buttons lock once, not every second): `select` must answer a string, number or boolean.
 * A dozen cards re-rendered every second kept a phone's main thread busy for tens of milliseconds a tick.
 */
export function useServerClock<T extends string | number | boolean>(select: (nowMs: number) => T): T {
  return useSyncExternalStore(subscribe, () => select(now));
}

/** The time of the last tick: what useServerNow would answer now, for a render that used useServerClock. */
export function lastTick(): number {
  return now;
}
