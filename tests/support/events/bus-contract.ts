import { expect, it } from 'vitest';
import type { BusEvent, EventBus } from '../../../src/server/kernel/events';

/** One instance of a bus under test, collecting what it receives. */
export interface BusUnderTest {
  bus: EventBus;
  received: BusEvent[];
  lags: number[];
  resyncs(): number;
}

/** Starts `bus`, recording what reaches its listeners. */
export async function collecting(bus: EventBus): Promise<BusUnderTest> {
  const received: BusEvent[] = [];
  const lags: number[] = [];
  let resyncs = 0;
  bus.subscribe((e) => received.push(e));
  bus.onResync(() => {
    resyncs += 1;
  });
  bus.onArrival((lag) => lags.push(lag));
  await bus.start();
  return { bus, received, lags, resyncs: () => resyncs };
}

/**
 * What every bus between instances promises, as tests: each instance hears the other's events and its own
 * exactly once, with the lag noted for what came from the other; a big grading arrives whole and in order.
 */
export function busContract(instance: () => Promise<BusUnderTest>, gradingSize: number): void {
  it('delivers between two instances, and to the publisher once, noting the lag', async () => {
    const [a, b] = [await instance(), await instance()];
    await a.bus.publish([{ type: 'game.updated', gameId: 11 }]);
    await b.bus.publish([{ type: 'session.revoked', userId: 4, sessionIds: ['abc'] }]);
    const expected: BusEvent[] = [
      { type: 'game.updated', gameId: 11 },
      { type: 'session.revoked', userId: 4, sessionIds: ['abc'] },
    ];
    await expect.poll(() => a.received.length).toBe(2);
    await expect.poll(() => b.received.length).toBe(2);
    await new Promise((r) => setTimeout(r, 100));
    // Each sees both, its own exactly once (delivered at once, its copy from the wire skipped).
    for (const side of [a, b]) {
      expect(side.received).toHaveLength(2);
      expect(side.received).toEqual(expect.arrayContaining(expected));
      // One batch heard from the other, and its lag measured (how long it is is the benchmarks' to say).
      expect(side.lags).toHaveLength(1);
      expect(side.lags[0]).toBeGreaterThanOrEqual(0);
    }
  });

  it(`carries a grading of ${gradingSize} picks whole and in order`, async () => {
    const [a, b] = [await instance(), await instance()];
    const events: BusEvent[] = Array.from({ length: gradingSize }, (_, i) => ({
      type: 'pick.graded',
      userId: i + 1,
      pickId: 100_000 + i,
      gameId: 9,
      result: 'win',
    }));
    await a.bus.publish(events);
    await expect.poll(() => b.received.length, { timeout: 10_000 }).toBe(gradingSize);
    expect(b.received).toEqual(events);
  });
}
