import { type BusLogger, type BusMessage, consoleBusLogger } from './event-bus';
import { ListeningBus } from './listeners';

/**
 * One instance (the embedded PGlite, tests): events go straight to this process's listeners. Delivery is
 * synchronous within publish, which is safe because listeners only schedule work. Nothing arrives from
 * another instance, so `onArrival` never fires.
 */
export class InProcessEventBus<E extends BusMessage = BusMessage> extends ListeningBus<E> {
  constructor(log: BusLogger = consoleBusLogger) {
    // Nothing comes from another instance, so nothing needs checking.
    super(log, () => undefined);
  }

  async publish(events: readonly E[]): Promise<void> {
    this.listeners.deliver(events);
  }

  /** For tests: what a lost-and-regained connection does on the PostgreSQL bus. */
  resync(): void {
    this.listeners.resync();
  }

  async start(): Promise<void> {}
  async stop(): Promise<void> {}
}
