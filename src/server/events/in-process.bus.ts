import { type BusEvent, type BusListener, type BusLogger, consoleBusLogger, type EventBus } from './events';
import { BusListeners } from './listeners';

/**
 * One instance (the embedded PGlite, tests): events go straight to this process's listeners. Delivery is
 * synchronous within publish, which is safe because listeners only schedule work.
 */
export class InProcessEventBus implements EventBus {
  private readonly listeners: BusListeners;

  constructor(log: BusLogger = consoleBusLogger) {
    this.listeners = new BusListeners(log);
  }

  async publish(events: readonly BusEvent[]): Promise<void> {
    this.listeners.deliver(events);
  }

  subscribe(listener: BusListener): () => void {
    return this.listeners.subscribe(listener);
  }

  onResync(listener: () => void): () => void {
    return this.listeners.onResync(listener);
  }

  /** Nothing arrives from another instance: everything is delivered within publish. */
  onArrival(listener: (lagMs: number) => void): () => void {
    return this.listeners.onArrival(listener);
  }

  /** For tests: what a lost-and-regained connection does on the PostgreSQL bus. */
  resync(): void {
    this.listeners.resync();
  }

  setLogger(log: BusLogger): void {
    this.listeners.log = log;
  }

  async start(): Promise<void> {}
  async stop(): Promise<void> {}
}
