import { setTimeout as sleep } from 'node:timers/promises';
import type { KeptRow } from './kept-row';
import { FIELDS, PackedEntries } from './packed-entries';

// One board's kept entries of players, shared by the kept groups on it, refreshed after a grading (ADR 0029, 0033).
// The leaderboard's member-entries-cache.ts decides what is kept and when it is read again; packed-entries.ts holds a group's entries
// in board order.

/** The background refresh reads at most this many changed players per statement, so each statement is short. */
const REFRESH_CHUNK = 250;
/**
 * The background refresh starts this long after the change that calls for it (ADR 0036): the reads of the moment
 * right after a grading read their own changed members (they never wait for the refresh), and a refresh reading
 * thousands of rows beside them would share the few cores with them; later reads find the refresh done.
 */
const REFRESH_DELAY_MS = 100;
/**
 * After a caller's read (on any board of the cache) the refresh waits this long before its next statement: a read
 * is one statement of a call that has more (its session, the member set, the shown players' names), and callers
 * come in bursts. Under a steady stream of reads the refresh waits: those reads read their own changed members
 * (ADR 0038: a shorter wait let the refresh's statements run beside the next calls of a stream).
 */
const REFRESH_QUIET_MS = 100;
/**
 * A read's own changed players are read in statements of at most this many, run side by side: "My Leagues" right
 * after a large grading reads thousands of them, which one statement would do on one core (ADR 0033).
 */
const PULL_SLICE = 500;

/** How long the background refresh waits: after the change that calls for it, and after a caller's read. */
export interface RefreshDelays {
  refreshMs: number;
  quietMs: number;
}

/**
 * What the boards of one cache share (ADR 0038): the callers' reads running on any of them, which every board's
 * background refresh waits for (a call reads one board, but its statements share the cores with all of them), and
 * the one background statement allowed at a time across them (three boards refreshing side by side after a grading
 * took both cores from the call that came then).
 */
export class RefreshLane {
  /** Callers' reads running, on any board. */
  readonly foreground = new Set<Promise<void>>();
  /** The background statement running, on any board. */
  background: Promise<void> | null = null;

  /** A caller's read: the background statements wait until it and a quiet moment after it are over. */
  add(read: Promise<void>): void {
    this.foreground.add(read);
    void read.finally(() => this.foreground.delete(read));
  }
}

/** Reads some players' entries on one board (players not on it give no row). */
type ReadEntries = (ids: readonly number[]) => Promise<KeptRow[]>;

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
  /** The reads of the background refresh running (a caller reads its players again rather than wait for one). */
  private readonly background = new Set<Promise<void>>();
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
    private readonly delays: RefreshDelays = { refreshMs: REFRESH_DELAY_MS, quietMs: REFRESH_QUIET_MS },
    /** Shared with the cache's other boards (the callers' reads the refresh waits for, one refresh statement). */
    private readonly lane = new RefreshLane(),
  ) {}

  get size(): number {
    return this.slotOf.size;
  }

  /** The player's standings changed (an event named them): a kept entry is read again, in the background. */
  touch(userId: number): void {
    // A grading names up to 100,000 players, one event each, on every kept board: keep this path lean.
    if (this.watching.size > 0) for (const seen of this.watching) seen.add(userId);
    if (!this.slotOf.has(userId)) return;
    this.changed.add(userId);
    if (!this.refreshing) {
      this.refreshing = true;
      void this.refresh();
    }
  }

  /**
   * Resolves once the changes heard of so far of the players `ids` are read: those not read yet, and those the
   * background refresh is reading, are read now for this caller (with those of the other callers of the same moment:
   * "My Leagues" asks for 20 leagues at once), and reads other callers started for them are waited for. So a read
   * waits for its own changed players only, never for the background refresh (which waits for it instead). A player
   * changed again meanwhile is read again.
   */
  async freshFor(ids: Int32Array): Promise<void> {
    while (!this.broken && (this.changed.size > 0 || this.reading.size > 0)) {
      const mine: number[] = [];
      const running = new Set<Promise<void>>();
      for (const id of ids) {
        if (this.changed.has(id)) {
          mine.push(id);
          continue;
        }
        // A read running for a player started after their last change (a change puts them back in `changed`).
        const read = this.reading.get(id);
        if (read === undefined) continue;
        // The refresh's statements wait for callers' reads: reading the player again is sooner than waiting for it.
        if (this.background.has(read)) mine.push(id);
        else running.add(read);
      }
      if (mine.length === 0 && running.size === 0) return;
      if (mine.length > 0) running.add(this.pull(mine));
      await Promise.all(running);
    }
  }

  /** Reads `ids` again with the ids other callers pull in the same moment, in statements run side by side. */
  private pull(ids: readonly number[]): Promise<void> {
    for (const id of ids) this.pulled.add(id);
    if (!this.pulling) {
      const pulling = Promise.resolve().then(async () => {
        // In id order: each statement walks its part of the primary key in order (about a tenth less time).
        const all = [...this.pulled].sort((a, b) => a - b);
        this.pulled.clear();
        this.pulling = null;
        const slices = Math.ceil(all.length / PULL_SLICE);
        const size = Math.ceil(all.length / slices);
        const reads: Promise<void>[] = [];
        for (let i = 0; i < all.length; i += size) reads.push(this.readAgain(all.slice(i, i + size)));
        await Promise.all(reads);
      });
      this.pulling = pulling;
      this.lane.add(pulling);
    }
    return this.pulling;
  }

  /**
   * The background refresh: the changed players no caller has read yet, REFRESH_CHUNK at a time, each statement
   * started once no caller's read is running on any board of the cache, and no other board's refresh statement
   * (a caller's read is waited for; this one is not).
   */
  private async refresh(): Promise<void> {
    // The rest of the events delivered with this one (a grading's, all at once) are heard before the read starts,
    // and the reads right after them go first (REFRESH_DELAY_MS).
    await pause(this.delays.refreshMs);
    while (this.changed.size > 0 && !this.broken) {
      // A caller's read (the one gathering now included: `pull` puts it in the lane at once) goes first, and the
      // rest of its call (it may have more statements to run) a moment too.
      if (this.lane.foreground.size > 0) {
        await Promise.all(this.lane.foreground);
        await pause(this.delays.quietMs);
        continue;
      }
      if (this.lane.background) {
        await this.lane.background;
        continue;
      }
      const ids: number[] = [];
      for (const id of this.changed) {
        ids.push(id);
        if (ids.length === REFRESH_CHUNK) break;
      }
      const read = this.readAgain(ids);
      this.background.add(read);
      this.lane.background = read;
      await read;
      this.background.delete(read);
      if (this.lane.background === read) this.lane.background = null;
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
    const rows = new Map<number, KeptRow>();
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

  private write(slot: number, id: number, e: KeptRow | undefined): void {
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

/** Resolves after `ms` (0: once the running microtasks are done, as the events delivered together are). */
const pause = (ms: number): Promise<void> =>
  ms > 0 ? sleep(ms, undefined, { ref: false }) : Promise.resolve();
