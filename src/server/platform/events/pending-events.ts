import type { BusMessage, EventBus } from './event-bus';

/**
 * Events gathered while a transaction runs, published only once it has committed: a job of the
 * scheduler's tick adds to it, and the scheduler publishes after the tick's commit (or drops them when
 * the tick rolls back).
 */
export class PendingEvents<E extends BusMessage = BusMessage> {
  private readonly queued: E[] = [];

  add(...events: E[]): void {
    this.queued.push(...events);
  }

  get events(): readonly E[] {
    return this.queued;
  }

  /** Publishes what was gathered; call after the commit. */
  async publishTo(bus: EventBus<E> | undefined): Promise<void> {
    if (!bus || this.queued.length === 0) return;
    await bus.publish(this.queued.splice(0));
  }
}
