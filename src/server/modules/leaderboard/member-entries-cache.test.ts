import { describe, expect, it, vi } from 'vitest';
import { gradingEvents } from '../../kernel/domain-events';
import type { BusEvent } from '../../kernel/events';
import { type GroupEntries, PackedEntries } from '../../platform/caches/packed-entries';
import { InProcessEventBus } from '../../platform/events/in-process.bus';
import type { MemberEntry } from './member-boards.repo';
import { MemberEntriesCache } from './member-entries-cache';

const entry = (user_id: number, k1: number, k2 = 0, k3 = 0): MemberEntry => ({
  user_id,
  k1,
  k2,
  k3,
  picks: 1,
  pushes: 0,
  current_streak: 0,
});
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Standings in memory: the cache's reads, each recorded, optionally held until `release` is called. */
function fakeStandings(rows: MemberEntry[]) {
  const standings = new Map(rows.map((r) => [r.user_id, r]));
  const reads: number[][] = [];
  let gate: Promise<void> | null = null;
  let gated: (ids: readonly number[]) => boolean = () => true;
  let open = () => {};
  return {
    standings,
    reads,
    /** Reads (those `which` picks) wait until `release`. */
    hold(which: (ids: readonly number[]) => boolean = () => true) {
      gated = which;
      gate = new Promise((r) => {
        open = r;
      });
    },
    release() {
      gate = null;
      open();
    },
    read: async (_board: string, _start: string, ids: readonly number[]) => {
      reads.push([...ids]);
      // The rows are taken when the statement starts; a held read answers later with them.
      const taken = ids.flatMap((id) => (standings.has(id) ? [{ ...standings.get(id)! }] : []));
      if (gate && gated(ids)) await gate;
      return taken.sort((a, b) => b.k1 - a.k1 || b.k2 - a.k2 || b.k3 - a.k3 || a.user_id - b.user_id);
    },
  };
}

const graded = (...userIds: number[]): BusEvent[] => [
  ...userIds.map((userId) => ({
    type: 'pick.graded' as const,
    userId,
    pickId: 1,
    gameId: 1,
    result: 'win' as const,
  })),
  { type: 'standings.changed', players: 'named' },
];
const ids = (packed: GroupEntries) => Array.from({ length: packed.length }, (_, i) => packed.at(i).user_id);

// The background refresh at once unless a test says (production waits a moment, ADR 0036; its own test below).
function setup(rows: MemberEntry[], delays = { refreshMs: 0, quietMs: 0 }) {
  const bus = new InProcessEventBus<BusEvent>(quiet);
  const db = fakeStandings(rows);
  const cache = new MemberEntriesCache(bus, db.read, delays);
  const get = (key: string, members: number[], keep = true) =>
    cache.get('weekly', '2026-11-23', key, async () => ({ ids: members, keep }));
  return { bus, db, cache, get };
}

describe('kept member entries', () => {
  it('rank ties as the boards do (1, 1, 3) and know who is not on the board', () => {
    const packed = PackedEntries.of([entry(4, 5), entry(2, 3, 1), entry(7, 3, 1), entry(1, 2)]);
    expect([4, 2, 7, 1, 9].map((id) => packed.rankOf(id))).toEqual([1, 2, 2, 4, null]);
    expect(packed.length).toBe(4);
    expect(packed.at(2)).toEqual(entry(7, 3, 1));
  });

  it('are read once for everyone asking, in board order, players off the board left out', async () => {
    const { db, get } = setup([entry(1, 2), entry(2, 5), entry(3, 5), entry(4, 9, 1)]);
    const [a, b] = await Promise.all([get('k', [1, 2, 3, 4, 5]), get('k', [1, 2, 3, 4, 5])]);
    expect(ids(a)).toEqual([4, 2, 3, 1]);
    expect(ids(b)).toEqual([4, 2, 3, 1]);
    expect([4, 2, 3, 1, 5].map((id) => a.rankOf(id))).toEqual([1, 2, 2, 4, null]);
    expect(ids(await get('k', [1, 2, 3, 4, 5]))).toEqual([4, 2, 3, 1]);
    expect(db.reads).toEqual([[1, 2, 3, 4, 5]]);
  });

  it('answer a rank asked again from the count kept for the same entries, and count again once they change', async () => {
    const { bus, db, get } = setup([entry(1, 1), entry(2, 2), entry(3, 3)]);
    // "My Leagues" asks ranks only (no rows): counted without sorting.
    expect((await get('k', [1, 2, 3])).rankOf(1)).toBe(3);
    expect((await get('k', [1, 2, 3])).rankOf(1)).toBe(3);
    expect((await get('k', [1, 2, 3])).rankOf(2)).toBe(2);
    db.standings.set(1, entry(1, 9));
    await bus.publish(graded(1));
    expect((await get('k', [1, 2, 3])).rankOf(1)).toBe(1);
    expect((await get('k', [1, 2, 3])).rankOf(2)).toBe(3);
  });

  it('share one entry per player among groups: a new group reads only players not kept yet', async () => {
    const { db, cache, get } = setup([entry(1, 1), entry(2, 2), entry(3, 3)]);
    await get('a', [1, 2]);
    expect(ids(await get('b', [2, 3]))).toEqual([3, 2]);
    expect(db.reads).toEqual([[1, 2], [3]]);
    expect(cache.size).toEqual({ groups: 2, entries: 3 });
  });

  it('refresh only the players a grading names, and a read during the refresh reads its own again', async () => {
    const { bus, db, get } = setup([entry(1, 1), entry(2, 2), entry(3, 3)]);
    await get('a', [1, 2]);
    await get('b', [2, 3]);
    db.standings.set(1, entry(1, 9));
    db.hold();
    await bus.publish(graded(1, 7));
    const during = get('a', [1, 2]);
    db.release();
    expect(ids(await during)).toEqual([1, 2]);
    expect((await get('a', [1, 2])).at(0)).toEqual(entry(1, 9));
    // Player 1 read once for both groups by the refresh, and by the read that came while that statement ran (it does
    // not wait for the refresh); 7 is kept nowhere; nothing else read again.
    expect(db.reads.slice(2)).toEqual([[1], [1]]);
    // stats.changed names a player too.
    db.standings.set(3, entry(3, 10));
    await bus.publish([
      { type: 'stats.changed', userId: 3 },
      { type: 'standings.changed', players: 'named' },
    ]);
    expect(ids(await get('b', [2, 3]))).toEqual([3, 2]);
    expect(db.reads.slice(4)).toEqual([[3]]);
  });

  it('refresh the players a grading names in its batches (picks.graded) as in single events', async () => {
    const { bus, db, get } = setup([entry(1, 1), entry(2, 2), entry(3, 3)]);
    await get('a', [1, 2, 3]);
    db.standings.set(1, entry(1, 9));
    db.standings.set(3, entry(3, 0));
    await bus.publish(
      gradingEvents(5, {
        graded: [1, 3, 8].map((userId) => ({ userId, pickId: userId + 100, result: 'win' as const })),
        affectedUserIds: [1, 3, 8],
      }),
    );
    expect(ids(await get('a', [1, 2, 3]))).toEqual([1, 2, 3]);
    expect((await get('a', [1, 2, 3])).at(0)).toEqual(entry(1, 9));
    expect(db.reads.slice(1)).toEqual([[1, 3]]);
  });

  it("make a group's read wait for its own members only, never for the background refresh", async () => {
    const many = Array.from({ length: 1500 }, (_, i) => 100 + i);
    const { bus, db, get } = setup([
      entry(1, 1),
      entry(2, 2),
      entry(3, 3),
      ...many.map((id) => entry(id, 1)),
    ]);
    await get('a', [1, 2]);
    await get('c', [3]);
    await get('b', many);
    db.standings.set(1, entry(1, 9));
    // The background refresh's first statement (250 of b's players) hangs; a's board does not wait for it, and the
    // changed members of a and c, asked for at once, are read in one statement.
    db.hold((ids) => ids.length === 250);
    await bus.publish(graded(...many, 1, 3));
    db.standings.set(100, entry(100, 7));
    const [a] = await Promise.all([get('a', [1, 2]), get('c', [3])]);
    expect(a.at(0)).toEqual(entry(1, 9));
    expect(db.reads.slice(3)).toEqual([many.slice(0, 250), [1, 3]]);
    // b reads all its changed players itself, those of the hanging statement too, in statements of 500 side by side.
    const b = await get('b', many);
    expect(b.length).toBe(1500);
    expect(b.at(0)).toEqual(entry(100, 7));
    expect(db.reads.slice(5)).toEqual([many.slice(0, 500), many.slice(500, 1000), many.slice(1000)]);
    // The hanging statement's older rows are not written over the newer ones; nothing is left to read.
    db.release();
    await new Promise((r) => setTimeout(r, 0));
    expect((await get('b', many)).at(0)).toEqual(entry(100, 7));
    expect(db.reads).toHaveLength(8);
  });

  it('hold the background refresh back while a read asked for runs', async () => {
    const many = Array.from({ length: 600 }, (_, i) => 100 + i);
    const { bus, db, get } = setup([entry(1, 1), ...many.map((id) => entry(id, 1))]);
    await get('a', [1]);
    await get('b', many);
    db.hold((ids) => ids.includes(1));
    // The refresh has read its first statement when a's read starts; its next one waits for a's.
    await bus.publish(graded(...many.slice(0, 250), 1, ...many.slice(250)));
    const a = get('a', [1]);
    await new Promise((r) => setTimeout(r, 0));
    expect(db.reads.slice(2)).toEqual([many.slice(0, 250), [1]]);
    db.release();
    await a;
    await new Promise((r) => setTimeout(r, 0));
    expect(db.reads.slice(4)).toEqual([many.slice(250, 500), many.slice(500)]);
  });

  it('start the background refresh a moment after a grading, once the reads right after it have run', async () => {
    const many = Array.from({ length: 300 }, (_, i) => 100 + i);
    const { bus, db, get } = setup([entry(1, 1), ...many.map((id) => entry(id, 1))], {
      refreshMs: 30,
      quietMs: 10,
    });
    await get('a', [1]);
    await get('b', many);
    db.standings.set(1, entry(1, 4));
    await bus.publish(graded(1, ...many));
    // The read right after the events reads its own changed member alone; the refresh has not started.
    expect((await get('a', [1])).at(0)).toEqual(entry(1, 4));
    await new Promise((r) => setImmediate(r));
    expect(db.reads.slice(2)).toEqual([[1]]);
    // Then the refresh reads the others, and a read of them finds them read.
    await vi.waitFor(() => expect(db.reads.slice(3)).toEqual([many.slice(0, 250), many.slice(250)]));
    await get('b', many);
    expect(db.reads).toHaveLength(5);
  });

  it("hold every board's refresh back while a read asked for runs on any, and refresh one board at a time", async () => {
    const many = Array.from({ length: 300 }, (_, i) => 100 + i);
    const { bus, db, cache, get } = setup([entry(1, 1), entry(2, 1), ...many.map((id) => entry(id, 1))], {
      refreshMs: 30,
      quietMs: 10,
    });
    const allTime = (key: string, members: number[]) =>
      cache.get('alltime', '1970-01-01', key, async () => ({ ids: members, keep: true }));
    await get('a', [1]);
    await allTime('b', many);
    await cache.get('monthly', '2026-11-01', 'c', async () => ({ ids: [2], keep: true }));
    db.hold((ids) => ids.length === 1 && ids[0] === 1);
    await bus.publish(graded(1, ...many, 2));
    // A read on this week's board hangs past the moment the all-time board's refresh would start: it waits.
    const a = get('a', [1]);
    await new Promise((r) => setTimeout(r, 60));
    expect(db.reads.slice(3)).toEqual([[1]]);
    db.release();
    await a;
    // Then the refreshes, one statement at a time across the boards (the all-time board's, held, keeps this
    // month's from starting).
    db.hold((ids) => ids.length === 250);
    await vi.waitFor(() => expect(db.reads.slice(4)).toEqual([many.slice(0, 250)]));
    await new Promise((r) => setTimeout(r, 20));
    expect(db.reads).toHaveLength(5);
    db.release();
    await vi.waitFor(() => expect(db.reads.slice(5).sort()).toEqual([many.slice(250), [2]].sort()));
  });

  it('read a player again whose change was heard while their first read ran', async () => {
    const { bus, db, get } = setup([entry(1, 1), entry(2, 2)]);
    db.hold();
    const first = get('a', [1, 2]);
    await new Promise((r) => setTimeout(r, 0));
    db.standings.set(1, entry(1, 5));
    await bus.publish(graded(1));
    db.release();
    expect((await first).at(0)).toEqual(entry(1, 5));
    expect(db.reads).toEqual([[1, 2], [1]]);
  });

  it('drop everything on a change that names no one and on a re-sync', async () => {
    const { bus, db, cache, get } = setup([entry(1, 1), entry(2, 2)]);
    await get('a', [1, 2]);
    await bus.publish([{ type: 'standings.changed' }]);
    expect(cache.size).toEqual({ groups: 0, entries: 0 });
    await get('a', [1, 2]);
    bus.resync();
    expect(cache.size).toEqual({ groups: 0, entries: 0 });
    await get('a', [1, 2]);
    expect(db.reads).toHaveLength(3);
  });

  it('serve a group whose member set moved meanwhile once, without keeping it', async () => {
    const { db, cache, get } = setup([entry(1, 1), entry(2, 2)]);
    expect(ids(await get('m', [1, 2], false))).toEqual([2, 1]);
    expect(cache.size.groups).toBe(0);
    await get('m', [1, 2]);
    expect(db.reads).toHaveLength(2);
  });
});
