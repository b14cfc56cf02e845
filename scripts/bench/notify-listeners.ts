import pg from 'pg';
import { RedisEventBus } from '../../src/server/events/redis.bus';
import { CHANNEL } from './notify-load';

// Stand-ins for two instances in scripts/bench/notify.ts: a LISTEN connection, or the product's Redis bus.

/** What a stand-in instance counts: events received, their lag, the moment of the last. */
export interface Counting {
  events: number;
  lags: number[];
  lastAt: number;
  reset(): void;
  close(): Promise<void>;
}

const quiet = { info() {}, warn() {}, error() {} };

/** One instance's Redis bus (the product's RedisEventBus), counting as Listener does. */
export class RedisListener implements Counting {
  events = 0;
  lags: number[] = [];
  lastAt = 0;
  private constructor(readonly bus: RedisEventBus) {}

  static async open(url: string, channel: string): Promise<RedisListener> {
    const listener = new RedisListener(new RedisEventBus({ url, channel, log: quiet }));
    listener.bus.subscribe(() => {
      listener.events += 1;
      listener.lastAt = performance.now();
    });
    listener.bus.onArrival((lag) => listener.lags.push(lag));
    await listener.bus.start();
    return listener;
  }

  reset(): void {
    this.events = 0;
    this.lags = [];
    this.lastAt = 0;
  }

  close(): Promise<void> {
    return this.bus.stop();
  }
}

/** One instance's LISTEN connection, counting the events it receives and their lag. */
export class Listener implements Counting {
  events = 0;
  lags: number[] = [];
  /** performance.now() of the last arrival. */
  lastAt = 0;
  private constructor(private readonly client: pg.Client) {}

  static async open(url: string): Promise<Listener> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const listener = new Listener(client);
    client.on('notification', (message) => {
      const body = JSON.parse(message.payload ?? '{}') as { t?: number; e?: unknown[] };
      listener.events += body.e?.length ?? 0;
      listener.lastAt = performance.now();
      if (body.t) listener.lags.push(Date.now() - body.t);
    });
    await client.query(`LISTEN ${CHANNEL}`);
    return listener;
  }

  reset(): void {
    this.events = 0;
    this.lags = [];
    this.lastAt = 0;
  }

  close(): Promise<void> {
    return this.client.end();
  }
}
