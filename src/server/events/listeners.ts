import type { BusEvent, BusListener, BusLogger } from './events';

/** The listeners of one bus: both implementations deliver through this, so a faulty listener is contained. */
export class BusListeners {
  private readonly events = new Set<BusListener>();
  private readonly resyncs = new Set<() => void>();

  constructor(public log: BusLogger) {}

  subscribe(listener: BusListener): () => void {
    this.events.add(listener);
    return () => this.events.delete(listener);
  }

  onResync(listener: () => void): () => void {
    this.resyncs.add(listener);
    return () => this.resyncs.delete(listener);
  }

  deliver(events: readonly BusEvent[]): void {
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
