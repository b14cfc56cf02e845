import { type BusEvent, busEventSchema } from './events';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well below. */
export const NOTIFY_PAYLOAD_LIMIT = 7500;

/** One LISTEN channel for every event of the product. */
export const EVENTS_CHANNEL = 'pickem_events';

/** The wire shape: the sending instance (so it skips its own) and a batch of events. */
interface NotifyPayload {
  o: string;
  e: unknown[];
}

/**
 * Packs events into as few payloads as fit under the limit, in order. A grading of 50,000 picks becomes
 * a few hundred notifications sent in one statement, never one oversized payload.
 */
export function packEvents(
  origin: string,
  events: readonly BusEvent[],
  limit = NOTIFY_PAYLOAD_LIMIT,
): string[] {
  const head = `{"o":${JSON.stringify(origin)},"e":[`;
  const tail = ']}';
  const payloads: string[] = [];
  let parts: string[] = [];
  let bytes = Buffer.byteLength(head) + tail.length;
  const flush = () => {
    if (parts.length > 0) payloads.push(head + parts.join(',') + tail);
    parts = [];
    bytes = Buffer.byteLength(head) + tail.length;
  };
  for (const event of events) {
    const json = JSON.stringify(event);
    const size = Buffer.byteLength(json) + 1;
    if (Buffer.byteLength(head) + tail.length + size > limit) {
      // The schema bounds every event far below this; reaching it is a programming error.
      throw new Error(`event too large for NOTIFY: ${json.slice(0, 100)}`);
    }
    if (bytes + size > limit) flush();
    parts.push(json);
    bytes += size;
  }
  flush();
  return payloads;
}

export interface UnpackedEvents {
  origin: string;
  events: BusEvent[];
  /** Entries that were not valid events (another version of the product, a hand-made NOTIFY). */
  rejected: number;
}

/** Reads a payload of another instance; anything that is not a valid event is dropped and counted. */
export function unpackEvents(payload: string): UnpackedEvents | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  const body = parsed as Partial<NotifyPayload> | null;
  if (!body || typeof body.o !== 'string' || !Array.isArray(body.e)) return null;
  const events: BusEvent[] = [];
  let rejected = 0;
  for (const entry of body.e) {
    const event = busEventSchema.safeParse(entry);
    if (event.success) events.push(event.data);
    else rejected += 1;
  }
  return { origin: body.o, events, rejected };
}

/** Wait before the next attempt to re-open the LISTEN connection: 100 ms doubling up to 5 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(5000, 100 * 2 ** Math.max(0, attempt));
}
