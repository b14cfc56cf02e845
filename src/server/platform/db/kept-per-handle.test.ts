import { describe, expect, it } from 'vitest';
import type { DB } from './client';
import { keptPerHandle } from './kept-per-handle';

// Handles stand in by their one field the store reads: whether they are a transaction.
const handle = (isTransaction = false) => ({ isTransaction }) as unknown as DB;

describe('keptPerHandle', () => {
  it('gives each database handle its own store, the same one on every call', () => {
    const storeOf = keptPerHandle(() => new Map<number, string>());
    const one = handle();
    const other = handle();
    storeOf(one)!.set(7, 'kept');
    expect(storeOf(one)!.get(7)).toBe('kept');
    expect(storeOf(other)!.has(7)).toBe(false);
  });

  it('keeps nothing for a transaction or a missing handle', () => {
    const storeOf = keptPerHandle(() => new Map<number, string>());
    expect(storeOf(handle(true))).toBeUndefined();
    expect(storeOf(undefined)).toBeUndefined();
  });
});
