/**
 * Sets grouped by a key (a feed's subscriptions by user or by league). A key whose set empties is dropped, so
 * `keys()` names only keys someone still watches; `size` counts the values over all keys. The feeds keep
 * their subscriptions in one of these instead of each growing and pruning a Map of Sets by hand.
 */
export class SetsByKey<K, V> {
  private readonly sets = new Map<K, Set<V>>();
  private count = 0;

  /** Values over all keys. */
  get size(): number {
    return this.count;
  }

  /** The sets by key, read-only (for helpers that take a Map). */
  get byKey(): ReadonlyMap<K, ReadonlySet<V>> {
    return this.sets;
  }

  get(key: K): ReadonlySet<V> {
    return this.sets.get(key) ?? EMPTY;
  }

  keys(): IterableIterator<K> {
    return this.sets.keys();
  }

  /** Every value under every key. */
  *values(): IterableIterator<V> {
    for (const set of this.sets.values()) yield* set;
  }

  add(key: K, value: V): void {
    let set = this.sets.get(key);
    if (!set) {
      set = new Set();
      this.sets.set(key, set);
    }
    if (set.has(value)) return;
    set.add(value);
    this.count += 1;
  }

  delete(key: K, value: V): void {
    const set = this.sets.get(key);
    if (!set?.delete(value)) return;
    this.count -= 1;
    if (set.size === 0) this.sets.delete(key);
  }
}

const EMPTY: ReadonlySet<never> = new Set();
