import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { game, gate, source } from '../../../../tests/support/live/games-subscription';
import type { Game } from '../../../shared/schemas/games';
import { liveEncoder } from '../../platform/transport/socket/raw-json';
import { GamesSubscription } from './games-subscription';

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

describe('a sent snapshot', () => {
  it('is let go of once encoded, while the envelope and the waiting subscription remain', async () => {
    // Every snapshot lists games of its own, watched through a WeakRef.
    const lists: WeakRef<Game[]>[] = [];
    const { s } = source(() => {
      const games = [game(1)];
      lists.push(new WeakRef(games));
      return games;
    });
    const controller = new AbortController();
    const messages = new GamesSubscription(null, 'today', s).messages(gate(), controller.signal);
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
