import { describe, expect, it } from 'vitest';
import { InProcessEventBus } from '../events/in-process.bus';
import type { MemberEntry } from './member-boards.repo';
import { MemberEntriesCache, PackedEntries } from './member-entries-cache';

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

describe('kept member entries', () => {
  it('rank ties as the boards do (1, 1, 3) and know who is not on the board', () => {
    const packed = PackedEntries.of([entry(4, 5), entry(2, 3, 1), entry(7, 3, 1), entry(1, 2)]);
    expect([4, 2, 7, 1, 9].map((id) => packed.rankOf(id))).toEqual([1, 2, 2, 4, null]);
    expect(packed.length).toBe(4);
    expect(packed.at(2)).toEqual(entry(7, 3, 1));
  });

  it('are read once, kept until standings change on the bus, and not kept when the set moved meanwhile', async () => {
    const bus = new InProcessEventBus(quiet);
    const cache = new MemberEntriesCache(bus);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { entries: [entry(1, loads)], keep: true };
    };
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a).toBe(b);
    expect((await cache.get('k', load)).at(0).k1).toBe(1);
    expect(loads).toBe(1);
    await bus.publish([{ type: 'standings.changed' }]);
    expect((await cache.get('k', load)).at(0).k1).toBe(2);
    await bus.publish([{ type: 'stats.changed', userId: 1 }]);
    expect((await cache.get('k', load)).at(0).k1).toBe(3);

    const moved = async () => ({ entries: [entry(1, 9)], keep: false });
    expect((await cache.get('m', moved)).at(0).k1).toBe(9);
    await new Promise((r) => setTimeout(r, 0));
    expect((await cache.get('m', load)).at(0).k1).toBe(4);
  });
});
