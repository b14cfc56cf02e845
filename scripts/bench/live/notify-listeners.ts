import pg from 'pg';
import type { BusEvent } from '../../../src/server/kernel/events';
import { checkBusEvent } from '../../../src/server/kernel/events';
import { RedisEventBus } from '../../../src/server/platform/events/redis.bus';
import { CHANNEL } from './notify-load';

// Stand-ins for two instances in scripts/bench/live/notify.ts: a LISTEN connection, or the product's Redis bus.

/** What a stand-in instance counts: events received, their lag, the moment of the last. */
export abstract class Counting {
  events = 0;
  lags: number[] = [];
  /** performance.now() of the last arrival. */
  lastAt = 0;

  protected arrived(events: number): void {
    this.events += events;
    this.lastAt = performance.now();
  }

  reset(): void {
    this.events = 0;
    this.lags = [];
    this.lastAt = 0;
  }

  abstract close(): Promise<void>;
}

const quiet = { info() {}, warn() {}, error() {} };

/** One instance's Redis bus (the product's RedisEventBus). */
export class RedisListener extends Counting {
  private constructor(readonly bus: RedisEventBus<BusEvent>) {
    super();
  }

  static async open(url: string, channel: string): Promise<RedisListener> {
    const listener = new RedisListener(new RedisEventBus({ check: checkBusEvent, url, channel, log: quiet }));
    listener.bus.subscribe(() => listener.arrived(1));
    listener.bus.onArrival((lag) => listener.lags.push(lag));
    await listener.bus.start();
    return listener;
  }

  close(): Promise<void> {
    return this.bus.stop();
  }
}

/** One instance's LISTEN connection, reading the bus's payloads itself. */
export class Listener extends Counting {
  private constructor(private readonly client: pg.Client) {
    super();
  }

  static async open(url: string): Promise<Listener> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const listener = new Listener(client);
    client.on('notification', (message) => {
      const body = JSON.parse(message.payload ?? '{}') as { t?: number; e?: unknown[] };
      listener.arrived(body.e?.length ?? 0);
      if (body.t) listener.lags.push(Date.now() - body.t);
    });
    await client.query(`LISTEN ${CHANNEL}`);
    return listener;
  }

  close(): Promise<void> {
    return this.client.end();
  }
}
