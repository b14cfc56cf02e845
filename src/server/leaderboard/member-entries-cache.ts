import type { EventBus } from '../events/events';
import type { MemberEntry } from './member-boards.repo';

// Members' board entries kept between gradings (ADR 0026). A league's board and a member's rank in it are read
// from the entries of its members in board order; reading them costs one primary-key read per member (about 5 µs
// each at 1,000,000 players), which "My Leagues" (20 leagues of up to 1,000) cannot afford per request. The
// entries change only when standings do, and every change of standings publishes `standings.changed` (or
// `stats.changed`) on the bus after its commit, to every instance: those events, and a bus re-sync, drop
// everything kept. A group of players is kept under a key its caller makes from the exact member set (a league's
// member count and hash), so a join or leave is a new key and needs no event.

const FIELDS = 7;
/** At most this many entries are kept (7 integers each, 28 MB), the least recently used dropped first. */
const MAX_ENTRIES = 1_000_000;

/** One group's entries on one board, in board order, packed as 7 integers each. */
export class PackedEntries {
  private constructor(private readonly data: Int32Array) {}

  static of(entries: readonly MemberEntry[]): PackedEntries {
    const data = new Int32Array(entries.length * FIELDS);
    entries.forEach((e, i) => {
      data.set([e.user_id, e.k1, e.k2, e.k3, e.picks, e.pushes, e.current_streak], i * FIELDS);
    });
    return new PackedEntries(data);
  }

  get length(): number {
    return this.data.length / FIELDS;
  }

  at(i: number): MemberEntry {
    const d = this.data.subarray(i * FIELDS, (i + 1) * FIELDS);
    return {
      user_id: d[0]!,
      k1: d[1]!,
      k2: d[2]!,
      k3: d[3]!,
      picks: d[4]!,
      pushes: d[5]!,
      current_streak: d[6]!,
    };
  }

  /**
   * The player's rank among these entries: 1 + the entries with strictly better keys (ties share a rank, as on
   * every board), i.e. 1 + the position of the first entry with their keys. Null when they are not on the board.
   */
  rankOf(userId: number): number | null {
    const d = this.data;
    let i = 0;
    while (i < this.length && d[i * FIELDS] !== userId) i += 1;
    if (i === this.length) return null;
    const same = (j: number) =>
      d[j * FIELDS + 1] === d[i * FIELDS + 1] &&
      d[j * FIELDS + 2] === d[i * FIELDS + 2] &&
      d[j * FIELDS + 3] === d[i * FIELDS + 3];
    let first = i;
    while (first > 0 && same(first - 1)) first -= 1;
    return first + 1;
  }
}

/** The entries kept for one instance's bus. */
export class MemberEntriesCache {
  private readonly kept = new Map<string, Promise<PackedEntries>>();
  private sizes = new Map<string, number>();
  private total = 0;

  constructor(events: EventBus) {
    events.subscribe((event) => {
      if (event.type === 'standings.changed' || event.type === 'stats.changed') this.clear();
    });
    events.onResync(() => this.clear());
  }

  clear(): void {
    this.kept.clear();
    this.sizes.clear();
    this.total = 0;
  }

  /**
   * The entries kept under `key`, else `load`ed (once, however many ask at the same time) and kept unless the
   * load says they are not those of `key` any more.
   */
  get(
    key: string,
    load: () => Promise<{ entries: readonly MemberEntry[]; keep: boolean }>,
  ): Promise<PackedEntries> {
    const hit = this.kept.get(key);
    if (hit) {
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit;
    }
    const loaded = load();
    const loading = loaded.then(({ entries }) => PackedEntries.of(entries));
    this.kept.set(key, loading);
    Promise.all([loaded, loading]).then(
      ([{ keep }, entries]) => {
        if (this.kept.get(key) !== loading) return;
        if (!keep) {
          this.kept.delete(key);
          return;
        }
        this.sizes.set(key, entries.length);
        this.total += entries.length;
        this.evict();
      },
      () => {
        if (this.kept.get(key) === loading) this.kept.delete(key);
      },
    );
    return loading;
  }

  private evict(): void {
    for (const key of this.kept.keys()) {
      if (this.total <= MAX_ENTRIES) return;
      this.total -= this.sizes.get(key) ?? 0;
      this.sizes.delete(key);
      this.kept.delete(key);
    }
  }
}

const caches = new WeakMap<EventBus, MemberEntriesCache>();

/** The cache of the instance whose bus is `events`. */
export function memberEntriesCache(events: EventBus): MemberEntriesCache {
  let cache = caches.get(events);
  if (!cache) {
    cache = new MemberEntriesCache(events);
    caches.set(events, cache);
  }
  return cache;
}
