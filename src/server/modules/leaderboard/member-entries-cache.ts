import type { LeaderboardPeriod } from '../../../shared/schemas/leaderboard';
import type { BusEvent, EventBus } from '../../kernel/events';
import { BoardEntries, type RefreshDelays, RefreshLane } from '../../platform/caches/kept-board-entries';
import { type GroupEntries, PackedEntries } from '../../platform/caches/packed-entries';
import type { DB } from '../../platform/db/client';
import { type MemberEntry, playersEntries } from './member-boards.repo';

// Members' board entries kept between gradings and refreshed in place (ADR 0029, amending 0026). A league's board
// and a member's rank in it come from its members' entries in board order; reading them costs one primary-key read
// per member (more once the standings outgrow the shared buffers), which "My Leagues" (20 leagues of up to 1,000)
// cannot afford per request, not even once after each grading (docs/design/boards-and-league-boards.md).
//
// Each board (and period start) keeps one entry per player, shared by every kept group of players (a league's
// member set) on it, so a player in five kept leagues is read once. A grading names the players it changed
// (`picks.graded` or `pick.graded`, `stats.changed`, then `standings.changed` with `players: 'named'`): their kept entries are read
// again in the background, 100 ms after the events arrive (ADR 0036); a read that comes meanwhile reads its own
// changed members itself (the refresh waits for it, ADR 0033), so it never sees an entry older than the events it
// has heard of and waits for nobody else's. A `standings.changed` that names no one (Fix User Streaks) and a bus
// re-sync drop everything. A group is kept under a key its caller makes from the exact
// member set (a league's member count and hash), so a join or leave is a new key and needs no event.

/** At most this many memberships are kept (a group of n players counts n), the least recently used dropped first. */
const MAX_MEMBERS = 1_000_000;

/** A kept group: its players and their entries in board order as of a version of the board's entries. */
class Group {
  private snapshot: { version: number; entries: PackedEntries } | undefined;
  /** The last rank counted without sorting, for the board's version it was counted at ("My Leagues" again). */
  private lastRank: { version: number; userId: number; rank: number | null } | undefined;
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
      rankOf: (userId) => (view ? view.rankOf(userId) : this.rankAmong(userId)),
    };
  }

  /** The player's rank counted over the members' entries (a rank needs no order), once per version of the board. */
  private rankAmong(userId: number): number | null {
    const { version } = this.board;
    const last = this.lastRank;
    if (last?.version === version && last.userId === userId) return last.rank;
    const rank = this.board.rankAmong(this.ids, userId);
    this.lastRank = { version, userId, rank };
    return rank;
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
  /** The boards' background refreshes wait for the callers' reads on any of them, and take turns (ADR 0038). */
  private readonly lane = new RefreshLane();

  constructor(
    events: EventBus,
    private readonly read: (
      board: LeaderboardPeriod,
      periodStart: string,
      ids: readonly number[],
    ) => Promise<MemberEntry[]>,
    /** When the background refresh reads (kept-board-entries.ts); tests make it start at once. */
    private readonly delays?: RefreshDelays,
  ) {
    events.subscribe((event) => this.heard(event));
    events.onResync(() => this.clear());
  }

  private heard(event: BusEvent): void {
    if (event.type === 'picks.graded') {
      for (const board of this.boards.values()) for (const userId of event.userIds) board.touch(userId);
    } else if (event.type === 'pick.graded' || event.type === 'stats.changed') {
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
   * the events heard before it resolves: its members changed since are read again first.
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
        this.delays,
        this.lane,
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
