import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { GameListRead } from '../games/games.service';
import { GamesSubscription, type SnapshotSource } from './games-subscription';
import { liveEncoder } from './raw-json';

// An open socket lives for hours: once a snapshot is on the wire, nothing of it may stay behind, even
// though tRPC's socket loop keeps the last envelope it sent a subscription until the next one.

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Whether `ref`'s target goes within a few full collections (deref keeps it alive until the task ends). */
async function collected(ref: WeakRef<object>): Promise<boolean> {
  for (let i = 0; i < 10; i++) {
    await tick();
    gc();
    await tick();
    if (ref.deref() === undefined) return true;
  }
  return false;
}

const now = new Date('2026-11-21T15:00:00Z');
const open = { writable: async () => {}, ready: () => true, send: () => {} };

/** A source whose every snapshot is a list of its own, which the test watches through a WeakRef. */
function watchedSource() {
  const lists: WeakRef<object>[] = [];
  const source: SnapshotSource = {
    snapshot: async (): Promise<GameListRead> => {
      const games: GameListRead['list']['games'] = [];
      lists.push(new WeakRef(games));
      return {
        list: {
          day: 'today',
          date: '2026-11-21',
          timezone: 'America/New_York',
          serverTime: now.toISOString(),
          games,
        },
        from: new Date('2026-11-21T05:00:00Z'),
        to: new Date('2026-11-22T05:00:00Z'),
        now,
        viewer: null,
      };
    },
    nextId: () => 't.1',
    failed: () => {},
  };
  return { source, lists };
}

describe('a sent snapshot', () => {
  it('is let go of once encoded, while the envelope and the waiting subscription remain', async () => {
    const { source, lists } = watchedSource();
    const controller = new AbortController();
    const messages = new GamesSubscription(null, 'today', source).messages(open, controller.signal);
    const first = await messages.next();
    const [id, message] = first.value as [string, unknown];
    liveEncoder.encode({ id: 1, result: { type: 'data', id, data: { id, data: message } } });
    const waiting = messages.next();
    expect(await collected(lists[0]!)).toBe(true);
    expect(first.value).toBeDefined();
    controller.abort();
    expect((await waiting).done).toBe(true);
  });
});
