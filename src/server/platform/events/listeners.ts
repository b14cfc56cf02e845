import type { BusListener, BusLogger, BusMessage, EventBus, EventCheck } from './event-bus';
import { sentBy, unpackEvents } from './notify.rules';

/** The listeners of one bus: every implementation delivers through this, so a faulty listener is contained. */
export class BusListeners<E extends BusMessage = BusMessage> {
  private readonly events = new Set<BusListener<E>>();
  private readonly resyncs = new Set<() => void>();
  private readonly arrivals = new Set<(lagMs: number) => void>();

  constructor(
    public log: BusLogger,
    /** What an event from another instance must be to be delivered (the app's check). */
    private readonly check: EventCheck<E>,
  ) {}

  subscribe(listener: BusListener<E>): () => void {
    this.events.add(listener);
    return () => this.events.delete(listener);
  }

  onResync(listener: () => void): () => void {
    this.resyncs.add(listener);
    return () => this.resyncs.delete(listener);
  }

  onArrival(listener: (lagMs: number) => void): () => void {
    this.arrivals.add(listener);
    return () => this.arrivals.delete(listener);
  }

  deliver(events: readonly E[]): void {
    for (const event of events) {
      for (const listener of this.events) {
        try {
          listener(event);
        } catch (error) {
          this.log.error({ err: error, event }, 'event listener failed');
        }
      }
    }
  }

  /**
   * A payload from the wire (packEvents): skipped when this instance sent it, else its events delivered,
   * the time it took observed, and a re-sync run when the sender asks for one.
   */
  receive(payload: string, ownOrigin: string): void {
    if (sentBy(payload, ownOrigin)) return;
    const unpacked = unpackEvents(payload, this.check);
    if (!unpacked) {
      this.log.warn({ payload: payload.slice(0, 200) }, 'ignored a message that is not an event batch');
      return;
    }
    if (unpacked.origin === ownOrigin) return;
    if (unpacked.rejected > 0) this.log.warn({ rejected: unpacked.rejected }, 'ignored invalid events');
    if (unpacked.sentAt !== undefined) {
      const lagMs = Math.max(0, Date.now() - unpacked.sentAt);
      for (const listener of this.arrivals) listener(lagMs);
    }
    this.deliver(unpacked.events);
    if (unpacked.resync) {
      this.log.info({ from: unpacked.origin }, 'another instance may have lost events; subscribers re-sync');
      this.resync();
    }
  }

  resync(): void {
    for (const listener of this.resyncs) {
      try {
        listener();
      } catch (error) {
        this.log.error({ err: error }, 'resync listener failed');
      }
    }
  }
}

/** What every bus does alike: its listeners, and the logger they report through. */
export abstract class ListeningBus<E extends BusMessage = BusMessage> implements EventBus<E> {
  protected readonly listeners: BusListeners<E>;

  constructor(
    protected log: BusLogger,
    check: EventCheck<E>,
  ) {
    this.listeners = new BusListeners(log, check);
  }

  abstract publish(events: readonly E[]): Promise<void>;
  abstract start(): Promise<void>;
  abstract stop(): Promise<void>;

  subscribe(listener: BusListener<E>): () => void {
    return this.listeners.subscribe(listener);
  }

  onResync(listener: () => void): () => void {
    return this.listeners.onResync(listener);
  }

  onArrival(listener: (lagMs: number) => void): () => void {
    return this.listeners.onArrival(listener);
  }

  setLogger(log: BusLogger): void {
    this.log = log;
    this.listeners.log = log;
  }
}
