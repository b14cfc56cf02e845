import { randomBytes } from 'node:crypto';
import { createClient, type RedisClientType } from '@redis/client';
import { type BusLogger, type BusMessage, consoleBusLogger, type EventCheck } from './event-bus';
import { ListeningBus } from './listeners';
import { EVENTS_CHANNEL, packEvents, reconnectDelay, resyncRequest } from './notify.rules';

/** Redis takes messages of up to 512 MB; batches of this size keep each one quick to parse and send. */
export const REDIS_PAYLOAD_LIMIT = 64 * 1024;

export interface RedisEventBusOptions<E extends BusMessage = BusMessage> {
  /** What an event from another instance must be to be delivered (the app's check). */
  check: EventCheck<E>;
  /** redis://[user:password@]host:port[/db] or rediss:// (EVENT_BUS_URL). */
  url: string;
  channel?: string;
  log?: BusLogger;
}

type Client = RedisClientType;

/**
 * Several instances on one Redis (ADR 0017): each holds one connection subscribed to the events channel
 * and one that publishes, and fans events out to its own subscribers in process, as the PostgreSQL bus
 * does with LISTEN (same payloads, ids only, published after commit). Pub/sub keeps nothing for a
 * subscriber that is away, so:
 * - when the subscribing connection comes back (the client re-subscribes before it is ready again),
 *   this instance's subscribers re-sync;
 * - when the publishing connection comes back, what this instance published meanwhile was refused or
 *   may have been lost in flight, so it asks every other instance to re-sync.
 * Publishing never waits for a connection: with Redis away it fails at once and is logged.
 */
export class RedisEventBus<E extends BusMessage = BusMessage> extends ListeningBus<E> {
  readonly instanceId = randomBytes(8).toString('hex');
  private readonly channel: string;
  private publisher: Client | null = null;
  private subscriber: Client | null = null;
  /** Batches refused since the publishing connection was lost (logged once, then counted). */
  private refused = 0;

  constructor(private readonly options: RedisEventBusOptions<E>) {
    super(options.log ?? consoleBusLogger, options.check);
    this.channel = options.channel ?? EVENTS_CHANNEL;
  }

  /** The names the two connections give Redis (CLIENT LIST), so an operator or a test can find them. */
  get connectionNames(): { publisher: string; subscriber: string } {
    return { publisher: `pickem-pub-${this.instanceId}`, subscriber: `pickem-sub-${this.instanceId}` };
  }

  /** Connects both; rejects when Redis cannot be reached at start (a wrong EVENT_BUS_URL stops the server). */
  async start(): Promise<void> {
    if (this.publisher) return;
    const publisher = this.connection(this.connectionNames.publisher, () => this.publisherBack());
    const subscriber = this.connection(this.connectionNames.subscriber, () => this.subscriberBack());
    this.publisher = publisher;
    this.subscriber = subscriber;
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(this.channel, (message) => this.listeners.receive(message, this.instanceId));
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  async stop(): Promise<void> {
    const clients = [this.publisher, this.subscriber];
    this.publisher = null;
    this.subscriber = null;
    await Promise.all(clients.map((c) => (c?.isOpen ? c.close().catch(() => c.destroy()) : c?.destroy())));
  }

  /** Whether both connections are up (tests and health). */
  get connected(): boolean {
    return Boolean(this.publisher?.isReady && this.subscriber?.isReady);
  }

  async publish(events: readonly E[]): Promise<void> {
    if (events.length === 0) return;
    this.listeners.deliver(events);
    const publisher = this.publisher;
    if (!publisher) return;
    try {
      const payloads = packEvents(this.instanceId, events, REDIS_PAYLOAD_LIMIT);
      // Sent back to back on one connection: Redis keeps their order.
      await Promise.all(payloads.map((p) => publisher.publish(this.channel, p)));
      this.refused = 0;
    } catch (error) {
      // The change is committed; the others re-sync once this connection is back (publisherBack). One
      // line per outage, not one per pick.
      if (this.refused === 0)
        this.log.error({ err: error, count: events.length }, 'publishing events failed');
      this.refused += 1;
    }
  }

  private connection(name: string, back: () => void): Client {
    let readyBefore = false;
    let down = false;
    const client: Client = createClient({
      url: this.options.url,
      name,
      // Fail at once while disconnected instead of queueing without bound; see publisherBack.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 5_000,
        // Retry with backoff once the bus has been up; a first connection that fails fails start().
        reconnectStrategy: (retries, cause) => (readyBefore ? reconnectDelay(retries) : cause),
      },
    });
    client.on('error', (error: unknown) => {
      if (down) return;
      down = true;
      this.log.warn({ err: error, connection: name }, 'Redis connection lost; reconnecting');
    });
    client.on('ready', () => {
      down = false;
      if (readyBefore) back();
      readyBefore = true;
    });
    return client;
  }

  /** The subscription is restored (the client re-subscribed before this): missed events are re-read. */
  private subscriberBack(): void {
    this.log.info({}, 'Redis subscription restored; subscribers re-sync');
    this.listeners.resync();
  }

  private publisherBack(): void {
    this.log.info({ refused: this.refused }, 'Redis publishing restored; asking every instance to re-sync');
    this.refused = 0;
    this.publisher?.publish(this.channel, resyncRequest(this.instanceId)).catch((error: unknown) => {
      this.log.error({ err: error }, 'asking for a re-sync failed');
    });
  }
}
