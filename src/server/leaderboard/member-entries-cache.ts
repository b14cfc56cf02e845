import type { LeaderboardPeriod } from '../../shared/schemas/leaderboard';
import type { DB } from '../db/client';
import type { BusEvent, EventBus } from '../events/events';
import { type MemberEntry, playersEntries } from './member-boards.repo';

// Members' board entries kept between gradings and refreshed in place (ADR 0029, amending 0026). A league's board
// and a member's rank in it come from its members' entries in board order; reading them costs one primary-key read
// per member (about 5 µs each at 1,000,000 players, more once the standings outgrow the shared buffers), which
// "My Leagues" (20 leagues of up to 1,000) cannot afford per request, not even once after each grading.
//
// Each board (and period start) keeps one entry per player, shared by every kept group of players (a league's
// member set) on it, so a player in five kept leagues is read once. A grading names the players it changed
// (`pick.graded`, `stats.changed`, then `standings.changed` with `players: 'named'`): their kept entries are read
// again, in one statement per board, right after the events arrive; a read that comes meanwhile waits for that
// refresh, so it never sees an entry older than the events it has heard of. A `standings.changed` that names no one
// (Fix User Streaks) and a bus re-sync drop everything. A group is kept under a key its caller makes from the exact
// member set (a league's member count and hash), so a join or leave is a new key and needs no event.

const FIELDS = 7;
/** At most this many memberships are kept (a group of n players counts n), the least recently used dropped first. */
const MAX_MEMBERS = 1_000_000;
/** The background refresh reads at most this many changed players per statement (1-2 ms), which a read may wait for. */
const REFRESH_CHUNK = 250;

/** Reads some players' entries on one board (players not on it give no row). */
type ReadEntries = (ids: readonly number[]) => Promise<MemberEntry[]>;

/** What a league's board and a member's rank need of its members' entries on one board. */
export interface GroupEntries {
  /** How many are on the board. */
  readonly length: number;
  /** The i-th in board order. */
  at(i: number): MemberEntry;
  /** 1 + the entries with strictly better keys (ties share a rank); null when not on the board. */
  rankOf(userId: number): number | null;
}

/** One group's entries on one board, in board order, packed as 7 integers each. */
export class PackedEntries implements GroupEntries {
  private constructor(private readonly data: Int32Array) {}

  static of(entries: readonly MemberEntry[]): PackedEntries {
    const data = new Int32Array(entries.length * FIELDS);
    entries.forEach((e, i) => {
      data.set([e.user_id, e.k1, e.k2, e.k3, e.picks, e.pushes, e.current_streak], i * FIELDS);
    });
    return new PackedEntries(data);
  }

  /** Entries already packed in board order (BoardEntries.sorted). */
  static packed(data: Int32Array): PackedEntries {
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

/**
 * The kept entries of one board and period start: one slot of 7 integers per player (picks 0: not on the board),
 * counted by the groups that hold the player. `version` moves whenever a refresh rewrites entries.
 */
export class BoardEntries {
  private readonly slotOf = new Map<number, number>();
  private data = new Int32Array(FIELDS * 1024);
  private refs = new Int32Array(1024);
  private readonly free: number[] = [];
  private top = 0;
  /** Kept players whose standings changed since their entry was read: the next refresh reads them. */
  private readonly changed = new Set<number>();
  /** The players that changed while each read of new players was running (their rows may predate the change). */
  private readonly watching = new Set<Set<number>>();
  /** Players being read again, by the read that will write them. */
  private readonly reading = new Map<number, Promise<void>>();
  private refreshing = false;
  /** Players callers asked to read now, gathered for one statement. */
  private readonly pulled = new Set<number>();
  private pulling: Promise<void> | null = null;
  version = 0;
  groups = 0;
  /** Reads of new players running (hold): the board must stay while they do. */
  holding = 0;
  /** A refresh failed: the cache drops this board's entries and reads them again. */
  broken = false;

  constructor(
    private readonly read: ReadEntries,
    private readonly onBroken: (board: BoardEntries) => void,
  ) {}

  get size(): number {
    return this.slotOf.size;
  }

  /** The player's standings changed (an event named them): a kept entry is read again, in the background. */
  touch(userId: number): void {
    for (const seen of this.watching) seen.add(userId);
    if (!this.slotOf.has(userId)) return;
    this.changed.add(userId);
    if (!this.refreshing) {
      this.refreshing = true;
      void this.refresh();
    }
  }

  /**
   * Resolves once the changes heard of so far of the players `ids` are read: those the background refresh has not
   * reached yet are read now for this caller (with those of the other callers of the same moment, in one statement:
   * "My Leagues" asks for 20 leagues at once), and the reads running for the others (a background statement reads
   * REFRESH_CHUNK players) are waited for. So a league's board waits for its own changed members, not for every kept
   * player. A player changed again meanwhile is read again.
   */
  async freshFor(ids: Int32Array): Promise<void> {
    while (!this.broken && (this.changed.size > 0 || this.reading.size > 0)) {
      const mine: number[] = [];
      const running = new Set<Promise<void>>();
      for (const id of ids) {
        if (this.changed.has(id)) mine.push(id);
        else {
          // A read running for a player started after their last change (a change puts them back in `changed`).
          const read = this.reading.get(id);
          if (read) running.add(read);
        }
      }
      if (mine.length === 0 && running.size === 0) return;
      if (mine.length > 0) running.add(this.pull(mine));
      await Promise.all(running);
    }
  }

  /** Reads `ids` again with the ids other callers pull in the same moment, in one statement. */
  private pull(ids: readonly number[]): Promise<void> {
    for (const id of ids) this.pulled.add(id);
    if (!this.pulling) {
      this.pulling = Promise.resolve().then(() => {
        const all = [...this.pulled];
        this.pulled.clear();
        this.pulling = null;
        return this.readAgain(all);
      });
    }
    return this.pulling;
  }

  /** The background refresh: the changed players not read by a caller yet, REFRESH_CHUNK at a time. */
  private async refresh(): Promise<void> {
    // The rest of the events delivered with this one (a grading's, all at once) are heard before the read starts.
    await null;
    while (this.changed.size > 0 && !this.broken) {
      const ids: number[] = [];
      for (const id of this.changed) {
        ids.push(id);
        if (ids.length === REFRESH_CHUNK) break;
      }
      await this.readAgain(ids);
    }
    this.refreshing = false;
  }

  /**
   * Reads the entries of `ids` again. Each player's entry is written by the last read started for them (a player
   * changed again while read is in `changed` again and read once more), so an older read never overwrites a newer.
   */
  private readAgain(ids: number[]): Promise<void> {
    for (const id of ids) this.changed.delete(id);
    const done: Promise<void> = this.read(ids).then(
      (rows) => {
        const byId = new Map(rows.map((r) => [r.user_id, r]));
        for (const id of ids) {
          if (this.reading.get(id) !== done) continue;
          this.reading.delete(id);
          const slot = this.slotOf.get(id);
          if (slot !== undefined) this.write(slot, id, byId.get(id));
        }
        this.version += 1;
      },
      () => {
        if (this.broken) return;
        this.broken = true;
        this.onBroken(this);
      },
    );
    for (const id of ids) this.reading.set(id, done);
    return done;
  }

  /**
   * Holds the entries of `ids` for one more group: those kept already are counted, the others read (once more for
   * any player whose change was heard of while the read ran, since its row may predate the change).
   */
  async hold(ids: readonly number[]): Promise<void> {
    const missing: number[] = [];
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      if (slot === undefined) missing.push(id);
      else this.refs[slot]! += 1;
    }
    const seen = new Set<number>();
    this.watching.add(seen);
    this.holding += 1;
    const rows = new Map<number, MemberEntry>();
    try {
      let toRead = missing;
      while (toRead.length > 0) {
        seen.clear();
        for (const id of toRead) rows.delete(id);
        for (const r of await this.read(toRead)) rows.set(r.user_id, r);
        toRead = missing.filter((id) => seen.has(id));
      }
    } catch (error) {
      const read = new Set(missing);
      this.release(ids.filter((id) => !read.has(id)));
      throw error;
    } finally {
      this.watching.delete(seen);
      this.holding -= 1;
    }
    for (const id of missing) {
      const kept = this.slotOf.get(id);
      // Held meanwhile by another group: its entry is as fresh (and refreshed if it changed since).
      if (kept !== undefined) {
        this.refs[kept]! += 1;
        continue;
      }
      const slot = this.newSlot();
      this.slotOf.set(id, slot);
      this.refs[slot] = 1;
      this.write(slot, id, rows.get(id));
    }
  }

  /** A group no longer holds `ids`: entries no group holds are forgotten. */
  release(ids: Iterable<number>): void {
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      if (slot === undefined) continue;
      this.refs[slot]! -= 1;
      if (this.refs[slot]! > 0) continue;
      this.slotOf.delete(id);
      this.changed.delete(id);
      this.reading.delete(id);
      this.free.push(slot);
    }
  }

  /**
   * The rank of `userId` among the entries of `ids` (one of them): 1 + those with strictly better keys, as
   * PackedEntries.rankOf, counted without sorting. Null when they are not on the board.
   */
  rankAmong(ids: Int32Array, userId: number): number | null {
    const d = this.data;
    const mine = this.slotOf.get(userId);
    if (mine === undefined || d[mine * FIELDS + 4]! <= 0 || !ids.includes(userId)) return null;
    const [k1, k2, k3] = [d[mine * FIELDS + 1]!, d[mine * FIELDS + 2]!, d[mine * FIELDS + 3]!];
    let ahead = 0;
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      if (slot === undefined) continue;
      const at = slot * FIELDS;
      if (d[at + 4]! <= 0) continue;
      const a1 = d[at + 1]!;
      const a2 = d[at + 2]!;
      if (a1 > k1 || (a1 === k1 && (a2 > k2 || (a2 === k2 && d[at + 3]! > k3)))) ahead += 1;
    }
    return ahead + 1;
  }

  /** The entries of `ids` that are on the board, in board order (keys best first, ties by user id). */
  sorted(ids: Int32Array): PackedEntries {
    const d = this.data;
    const on: number[] = [];
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined && d[slot * FIELDS + 4]! > 0) on.push(slot * FIELDS);
    }
    on.sort(
      (a, b) => d[b + 1]! - d[a + 1]! || d[b + 2]! - d[a + 2]! || d[b + 3]! - d[a + 3]! || d[a]! - d[b]!,
    );
    const out = new Int32Array(on.length * FIELDS);
    on.forEach((at, i) => {
      out.set(d.subarray(at, at + FIELDS), i * FIELDS);
    });
    return PackedEntries.packed(out);
  }

  private write(slot: number, id: number, e: MemberEntry | undefined): void {
    const at = slot * FIELDS;
    if (!e) {
      this.data.fill(0, at, at + FIELDS);
      this.data[at] = id;
      return;
    }
    this.data.set([id, e.k1, e.k2, e.k3, e.picks, e.pushes, e.current_streak], at);
  }

  private newSlot(): number {
    const reused = this.free.pop();
    if (reused !== undefined) return reused;
    if (this.top === this.refs.length) {
      const data = new Int32Array(this.data.length * 2);
      data.set(this.data);
      this.data = data;
      const refs = new Int32Array(this.refs.length * 2);
      refs.set(this.refs);
      this.refs = refs;
    }
    this.top += 1;
    return this.top - 1;
  }
}

/** A kept group: its players and their entries in board order as of a version of the board's entries. */
class Group {
  private snapshot: { version: number; entries: PackedEntries } | undefined;
  /** Dropped from the cache (evicted or cleared): its players' entries may be gone or stale. */
  released = false;

  constructor(
    readonly board: BoardEntries,
    readonly ids: Int32Array,
  ) {}

  /** The entries as they are now; sorted only when a row or the count is asked for (a rank needs no order). */
  entries(): GroupEntries {
    const sorted = () => {
      if (this.snapshot?.version !== this.board.version) {
        this.snapshot = { version: this.board.version, entries: this.board.sorted(this.ids) };
      }
      return this.snapshot.entries;
    };
    if (this.snapshot?.version === this.board.version) return this.snapshot.entries;
    let view: PackedEntries | undefined;
    return {
      get length() {
        view ??= sorted();
        return view.length;
      },
      at: (i) => {
        view ??= sorted();
        return view.at(i);
      },
      rankOf: (userId) => (view ? view.rankOf(userId) : this.board.rankAmong(this.ids, userId)),
    };
  }
}

type Load = () => Promise<{ ids: readonly number[]; keep: boolean }>;

/** The entries kept for one instance's bus. */
export class MemberEntriesCache {
  private readonly boards = new Map<string, BoardEntries>();
  /** Groups by key, least recently used first; a group being read is its promise (entries served once: not kept). */
  private readonly groups = new Map<string, Promise<Group | PackedEntries>>();
  private readonly kept = new Map<string, Group>();
  private total = 0;

  constructor(
    events: EventBus,
    private readonly read: (
      board: LeaderboardPeriod,
      periodStart: string,
      ids: readonly number[],
    ) => Promise<MemberEntry[]>,
  ) {
    events.subscribe((event) => this.heard(event));
    events.onResync(() => this.clear());
  }

  private heard(event: BusEvent): void {
    if (event.type === 'pick.graded' || event.type === 'stats.changed') {
      for (const board of this.boards.values()) board.touch(event.userId);
    } else if (event.type === 'standings.changed' && event.players !== 'named') {
      this.clear();
    }
  }

  clear(): void {
    for (const group of this.kept.values()) group.released = true;
    this.boards.clear();
    this.groups.clear();
    this.kept.clear();
    this.total = 0;
  }

  /** How many groups and player entries are kept (tests). */
  get size(): { groups: number; entries: number } {
    let entries = 0;
    for (const b of this.boards.values()) entries += b.size;
    return { groups: this.kept.size, entries };
  }

  /**
   * The entries on `board` (period `periodStart`) of the group kept under `key`, else of the players `load` names
   * (kept unless the load says they are not those of `key` any more: then read and served once). Never older than
   * the events heard before it resolves: a refresh running for them is waited for.
   */
  async get(board: LeaderboardPeriod, periodStart: string, key: string, load: Load): Promise<GroupEntries> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const got = await this.group(board, periodStart, `${board}:${periodStart}:${key}`, load);
      if (got instanceof PackedEntries) return got;
      await got.board.freshFor(got.ids);
      if (!got.board.broken && !got.released) return got.entries();
    }
    // Dropped under our feet three times (re-syncs, failing refreshes): read them for this call alone.
    return PackedEntries.of(await this.read(board, periodStart, (await load()).ids));
  }

  private group(board: LeaderboardPeriod, periodStart: string, key: string, load: Load) {
    const hit = this.groups.get(key);
    if (hit) {
      this.groups.delete(key);
      this.groups.set(key, hit);
      return hit;
    }
    const entries = this.boardEntries(board, periodStart);
    // Assigned before the load's first await returns, so the checks below see it.
    let loading!: Promise<Group | PackedEntries>;
    loading = (async () => {
      const { ids, keep } = await load();
      if (keep) {
        await entries.hold(ids);
        if (this.groups.get(key) === loading && !entries.broken) {
          const group = new Group(entries, Int32Array.from(ids));
          entries.groups += 1;
          this.kept.set(key, group);
          this.total += ids.length;
          this.evict();
          return group;
        }
        // Dropped meanwhile (a re-sync, a change of anyone's standings): read again, for those who asked.
        entries.release(ids);
      }
      if (this.groups.get(key) === loading) this.groups.delete(key);
      return PackedEntries.of(await this.read(board, periodStart, ids));
    })();
    this.groups.set(key, loading);
    loading.catch(() => {
      if (this.groups.get(key) === loading) this.groups.delete(key);
    });
    return loading;
  }

  private boardEntries(board: LeaderboardPeriod, periodStart: string): BoardEntries {
    const name = `${board}:${periodStart}`;
    let entries = this.boards.get(name);
    if (!entries) {
      entries = new BoardEntries(
        (ids) => this.read(board, periodStart, ids),
        (broken) => this.dropBoard(name, broken),
      );
      this.boards.set(name, entries);
    }
    return entries;
  }

  /** A board whose refresh failed: its groups are forgotten and read again when asked for. */
  private dropBoard(name: string, broken: BoardEntries): void {
    if (this.boards.get(name) === broken) this.boards.delete(name);
    for (const [key, group] of this.kept) {
      if (group.board !== broken) continue;
      group.released = true;
      this.kept.delete(key);
      this.groups.delete(key);
      this.total -= group.ids.length;
    }
  }

  private evict(): void {
    for (const key of this.groups.keys()) {
      if (this.total <= MAX_MEMBERS) return;
      const group = this.kept.get(key);
      if (!group) continue;
      group.released = true;
      this.groups.delete(key);
      this.kept.delete(key);
      this.total -= group.ids.length;
      group.board.release(group.ids);
      group.board.groups -= 1;
      this.forgetIfEmpty(group.board);
    }
  }

  /** A board no group holds and none is being read into (last week's, say) is dropped. */
  private forgetIfEmpty(board: BoardEntries): void {
    if (board.groups > 0 || board.holding > 0 || board.size > 0) return;
    for (const [name, b] of this.boards) if (b === board) this.boards.delete(name);
  }
}

const caches = new WeakMap<EventBus, MemberEntriesCache>();

/** The cache of the instance whose bus is `events`, reading through `db`. */
export function memberEntriesCache(deps: { db: DB; events: EventBus }): MemberEntriesCache {
  let cache = caches.get(deps.events);
  if (!cache) {
    cache = new MemberEntriesCache(deps.events, (board, start, ids) =>
      playersEntries(deps.db, board, start, ids),
    );
    caches.set(deps.events, cache);
  }
  return cache;
}
