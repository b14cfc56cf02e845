import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { DB } from '../db/client';
import { Coalescer } from './coalescer';
import { type BusLogger, type BusMessage, consoleBusLogger, type EventCheck } from './event-bus';
import { ListeningBus } from './listeners';
import { EVENTS_CHANNEL, packEvents, reconnectDelay } from './notify.rules';

export interface PostgresEventBusOptions<E extends BusMessage = BusMessage> {
  /** What an event from another instance must be to be delivered (the app's check). */
  check: EventCheck<E>;
  /** The database all instances share. LISTEN holds a client of its own; publishing uses `db`'s pool. */
  connectionString: string;
  db: DB;
  channel?: string;
  log?: BusLogger;
}

/**
 * Several instances on one PostgreSQL: each holds ONE dedicated LISTEN connection and fans events out to
 * its own subscribers in process. Publishing delivers to this instance at once and sends the batch with
 * pg_notify (ids only, packed under the payload limit); an instance skips its own notifications. A lost
 * LISTEN connection is re-opened with backoff, then `onResync` fires, because notifications sent while
 * it was away are gone.
 */
export class PostgresEventBus<E extends BusMessage = BusMessage> extends ListeningBus<E> {
  /** Tags this instance's notifications so it does not deliver them twice. */
  readonly instanceId = randomBytes(8).toString('hex');
  private readonly channel: string;
  private client: pg.Client | null = null;
  private backendPid: number | null = null;
  private stopped = true;
  private attempt = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: PostgresEventBusOptions<E>) {
    super(options.log ?? consoleBusLogger, options.check);
    this.channel = options.channel ?? EVENTS_CHANNEL;
  }

  /** Opens the LISTEN connection; rejects when the database cannot be reached at start. */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    try {
      await this.listen();
    } catch (error) {
      this.stopped = true;
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    const client = this.client;
    this.client = null;
    this.backendPid = null;
    await client?.end().catch(() => {});
  }

  /** Whether the LISTEN connection is up (tests and health). */
  get listening(): boolean {
    return this.client !== null;
  }

  /** The server process of the LISTEN connection (tests terminate it to prove the reconnect). */
  get listenerPid(): number | null {
    return this.backendPid;
  }

  async publish(events: readonly E[]): Promise<void> {
    if (events.length === 0) return;
    this.listeners.deliver(events);
    await this.outbox.add(events);
  }

  /** Sends what was published meanwhile in one statement: under load, one NOTIFY transaction for many. */
  private readonly outbox = new Coalescer<E>(async (events) => {
    try {
      const payloads = packEvents(this.instanceId, events);
      // One statement for the whole batch: the notifications keep their order and cost one round trip.
      await sql`select pg_notify(${this.channel}, p) from unnest(${payloads}::text[]) as p`.execute(
        this.options.db,
      );
    } catch (error) {
      // The change is committed; other instances catch up on their next event or resync.
      this.log.error({ err: error, count: events.length }, 'publishing events failed');
    }
  });

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      keepAlive: true,
      application_name: 'pickem-listen',
    });
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload) {
        this.listeners.receive(message.payload, this.instanceId);
      }
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await client.query(`LISTEN "${this.channel.replace(/"/g, '""')}"`);
      this.backendPid = rows[0]?.pid ?? null;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
  }

  private lost(client: pg.Client, error?: Error): void {
    // Only the current connection counts: a failed attempt is handled by its own caller.
    if (this.client !== client) return;
    this.client = null;
    this.backendPid = null;
    client.end().catch(() => {});
    if (this.stopped) return;
    this.log.warn({ err: error }, 'LISTEN connection lost; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.timer) return;
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(async () => {
      this.timer = undefined;
      try {
        await this.listen();
      } catch (error) {
        this.log.warn({ err: error, attempt: this.attempt }, 'LISTEN reconnect failed');
        this.scheduleReconnect();
        return;
      }
      if (this.stopped) return;
      this.attempt = 0;
      this.log.info({}, 'LISTEN connection restored; subscribers re-sync');
      this.listeners.resync();
    }, delay);
    this.timer.unref();
  }
}
