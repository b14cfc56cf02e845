import { type BusEvent, type BusLogger, consoleBusLogger } from '../../kernel/events';
import { ListeningBus } from './listeners';

/**
 * One instance (the embedded PGlite, tests): events go straight to this process's listeners. Delivery is
 * synchronous within publish, which is safe because listeners only schedule work. Nothing arrives from
 * another instance, so `onArrival` never fires.
 */
export class InProcessEventBus extends ListeningBus {
  constructor(log: BusLogger = consoleBusLogger) {
    super(log);
  }

  async publish(events: readonly BusEvent[]): Promise<void> {
    this.listeners.deliver(events);
  }

  /** For tests: what a lost-and-regained connection does on the PostgreSQL bus. */
  resync(): void {
    this.listeners.resync();
  }

  async start(): Promise<void> {}
  async stop(): Promise<void> {}
}
