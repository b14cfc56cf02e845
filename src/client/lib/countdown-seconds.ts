import { useSyncExternalStore } from 'react';

/**
 * Whether the game cards' countdowns tick every second (player.md: "refreshes every second") or show hours and
 * minutes only, changing once a minute. WCAG 2.2.2 (Pause, Stop, Hide) asks for a way to stop content that updates
 * by itself: the button beside the games list (CountdownSecondsButton) is that way, remembered on this device.
 */
const STORAGE_KEY = 'pk-countdown-seconds';

function remembered(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

let ticking = remembered();
const listeners = new Set<() => void>();

export function setCountdownSeconds(on: boolean): void {
  ticking = on;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Not remembered: the choice lasts until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while countdowns show seconds; re-renders the caller when the player changes it. */
export function useCountdownSeconds(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ticking,
    () => true,
  );
}
