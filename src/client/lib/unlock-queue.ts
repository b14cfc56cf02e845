import { useSyncExternalStore } from 'react';
import { type AchievementType, isAchievementType } from '../../shared/achievements';

/**
 * Unlocked achievements waiting for their celebration, shown one at a time. The queue lives outside
 * any screen (and in sessionStorage, so a reload keeps it): an unlock is never lost when the player
 * moves to another screen or the dialog closes with the page. A pick's result goes first: while its
 * toast is being read, the next celebration waits (`holdFor`).
 */
const STORAGE_KEY = 'pickem.unlocks';

interface QueueState {
  queue: AchievementType[];
  /** Until when (ms since the epoch) the next celebration waits. */
  heldUntil: number;
}

let state: QueueState = { queue: readStored(), heldUntil: 0 };
const listeners = new Set<() => void>();
let release: ReturnType<typeof setTimeout> | undefined;

function readStored(): AchievementType[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isAchievementType) : [];
  } catch {
    return [];
  }
}

function set(next: QueueState): void {
  state = next;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next.queue));
  } catch {
    // Storage refused: the queue still lives for this page.
  }
  for (const listener of listeners) listener();
}

/** Queues the celebration of an unlock (once: a repeated message for a queued type is ignored). */
export function enqueueUnlock(type: AchievementType): void {
  if (state.queue.includes(type)) return;
  set({ ...state, queue: [...state.queue, type] });
}

/** Lets a pick's result be read first: the next celebration waits `ms` from now. */
export function holdUnlocks(ms: number, now = Date.now()): void {
  const heldUntil = Math.max(state.heldUntil, now + ms);
  set({ ...state, heldUntil });
  if (release) clearTimeout(release);
  release = setTimeout(() => set({ ...state }), heldUntil - now);
}

/** The celebration shown now was closed: the next one (if any) comes up. */
export function dismissUnlock(): void {
  set({ ...state, queue: state.queue.slice(1) });
}

/** The unlock to celebrate now: the queue's first, unless a pick's result is still being read. */
export function currentUnlock(now = Date.now()): AchievementType | null {
  if (now < state.heldUntil) return null;
  return state.queue[0] ?? null;
}

/** How many unlocks wait, the one shown included. */
export function queuedUnlocks(): number {
  return state.queue.length;
}

/** For tests: empties the queue and lifts any hold. */
export function resetUnlocks(): void {
  if (release) clearTimeout(release);
  set({ queue: [], heldUntil: 0 });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The unlock to celebrate now and how many wait, re-rendering on every change. */
export function useUnlockQueue(): { current: AchievementType | null; waiting: number } {
  const current = useSyncExternalStore(subscribe, () => currentUnlock());
  const waiting = useSyncExternalStore(subscribe, () => state.queue.length);
  return { current, waiting };
}
