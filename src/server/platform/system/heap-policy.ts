import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the JavaScript heap grow past what survived the last full collection, in percent.
 * V8's own rule sizes that room from how cheap collections have been, up to four times the live data,
 * and revises it as traffic changes, so the server's memory swings by tens of percent with nothing
 * leaking. A fixed room of 100 % keeps the heap at most twice the live data: steadier memory to plan a
 * machine by, at the cost of more frequent full collections (ADR 0009, with the soak benchmark's figures).
 */
export const HEAP_GROWING_PERCENT = 100;

/** Applies the policy to this process; called first thing by the server's entry point. */
export function applyHeapPolicy(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
