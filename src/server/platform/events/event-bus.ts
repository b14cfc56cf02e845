/**
 * What the bus knows of an event: its kind. The app defines its events and checks them (src/server/kernel/events.ts);
 * the bus moves them between instances without knowing what they say.
 */
export interface BusMessage {
  readonly type: string;
}

export type BusListener<E extends BusMessage = BusMessage> = (event: E) => void;

/**
 * Checks a value that came from another instance (or an effect's stored payload) is an event the app knows:
 * the event, or undefined to drop it (another version of the product, a hand-made NOTIFY).
 */
export type EventCheck<E extends BusMessage = BusMessage> = (value: unknown) => E | undefined;

/**
 * Events published after commit and delivered to every instance. Listeners run synchronously and must
 * stay cheap (mark something dirty, schedule a read); a listener that throws is logged and skipped.
 */
export interface EventBus<E extends BusMessage = BusMessage> {
  /** Delivers to this instance's listeners and to every other instance's. Never rejects: it logs. */
  publish(events: readonly E[]): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: BusListener<E>): () => void;
  /**
   * Fires when events may have been missed (the LISTEN connection was lost and is back): subscribers
   * re-send fresh snapshots instead of trusting their state.
   */
  onResync(listener: () => void): () => void;
  /** Fires for each batch from another instance with the time it took (the bus lag; metrics observe it). */
  onArrival(listener: (lagMs: number) => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Logs through the app's logger once it exists (main.ts builds the bus before the app). */
  setLogger(log: BusLogger): void;
}

/** The few log methods the buses use (Fastify's logger has them). */
export interface BusLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const consoleBusLogger: BusLogger = {
  info: () => {},
  warn: (obj, msg) => console.warn(msg ?? '', obj),
  error: (obj, msg) => console.error(msg ?? '', obj),
};
