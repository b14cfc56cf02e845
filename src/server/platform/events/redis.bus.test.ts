import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { killRedisConnection, REDIS_URL } from '../../../../tests/support/brokers';
import { busContract, collecting } from '../../../../tests/support/events/bus-contract';
import type { BusEvent } from '../../kernel/events';
import { checkBusEvent } from '../../kernel/events';
import type { BusLogger } from './event-bus';
import { RedisEventBus } from './redis.bus';

// The Redis bus on the machine's real Redis (REDIS_URL): two instances on one channel (of this file's
// own, so runs in parallel do not hear each other), big batches, connections killed by Redis itself
// (CLIENT KILL), and a Redis that cannot be reached at start.

const channel = `pickem_test_${process.pid}_${randomBytes(4).toString('hex')}`;
const buses: RedisEventBus<BusEvent>[] = [];
const quiet: BusLogger = { info() {}, warn() {}, error() {} };

afterAll(async () => {
  for (const bus of buses) await bus.stop();
});

async function instance() {
  const bus = new RedisEventBus({ check: checkBusEvent, url: REDIS_URL, channel, log: quiet });
  buses.push(bus);
  return { ...(await collecting(bus)), bus };
}

describe('RedisEventBus', () => {
  // In batches of up to 64 KB rather than NOTIFY's 7.5 KB.
  busContract(instance, 20_000);

  it('re-subscribes after Redis drops the subscribing connection, then re-syncs and delivers again', async () => {
    const [a, b] = [await instance(), await instance()];
    expect(await killRedisConnection(b.bus.connectionNames.subscriber)).toBe(1);
    await expect.poll(() => b.resyncs(), { timeout: 10_000 }).toBe(1);
    expect(b.bus.connected).toBe(true);
    await a.bus.publish([{ type: 'standings.changed' }]);
    await expect.poll(() => b.received).toContainEqual({ type: 'standings.changed' });
    expect(a.resyncs()).toBe(0);
  });

  it('after Redis drops the publishing connection, asks every other instance to re-sync', async () => {
    const [a, b, c] = [await instance(), await instance(), await instance()];
    expect(await killRedisConnection(a.bus.connectionNames.publisher)).toBe(1);
    // Whatever a publishes meanwhile reaches its own subscribers at once.
    await a.bus.publish([{ type: 'game.updated', gameId: 77 }]);
    expect(a.received).toEqual([{ type: 'game.updated', gameId: 77 }]);
    await expect.poll(() => [b.resyncs(), c.resyncs()], { timeout: 10_000 }).toEqual([1, 1]);
    expect(a.resyncs()).toBe(0);
    await a.bus.publish([{ type: 'game.removed', gameId: 78 }]);
    await expect.poll(() => c.received).toContainEqual({ type: 'game.removed', gameId: 78 });
  });

  it('refuses to start when Redis cannot be reached', async () => {
    const bus = new RedisEventBus({ check: checkBusEvent, url: 'redis://127.0.0.1:1', channel, log: quiet });
    await expect(bus.start()).rejects.toThrow();
    expect(bus.connected).toBe(false);
  });
});
