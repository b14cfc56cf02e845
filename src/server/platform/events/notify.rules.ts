import type { BusMessage, EventCheck } from './event-bus';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well below. */
export const NOTIFY_PAYLOAD_LIMIT = 7500;

/** One LISTEN channel for every event of the product. */
export const EVENTS_CHANNEL = 'pickem_events';

/**
 * The wire shape, the same on every bus: the sending instance (so it skips its own), a batch of events,
 * when it was sent (ms since the epoch, for the bus lag metric), and `r` when the sender may have lost
 * events it published (its connection to the broker dropped): every other instance then re-syncs.
 */
interface NotifyPayload {
  o: string;
  e: unknown[];
  t?: number;
  r?: 1;
}

/**
 * Packs events into as few payloads as fit under the limit, in order. A grading of 50,000 picks becomes
 * a few hundred notifications sent in one statement, never one oversized payload.
 */
export function packEvents<E extends BusMessage>(
  origin: string,
  events: readonly E[],
  limit = NOTIFY_PAYLOAD_LIMIT,
  sentAt = Date.now(),
): string[] {
  const head = `{"o":${JSON.stringify(origin)},"t":${Math.round(sentAt)},"e":[`;
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

/**
 * Whether `payload` is one `origin` packed (packEvents, resyncRequest: both begin with the origin), told from its
 * first characters: every instance hears its own notifications back, and a lone instance hears nothing else, so
 * they are skipped before any parsing (the JSON and each event's schema check, spent on what was then dropped, showed
 * in the pick path's CPU profile; ADR 0039).
 */
export function sentBy(payload: string, origin: string): boolean {
  return payload.startsWith(`{"o":${JSON.stringify(origin)},`);
}

/** Asks every other instance to re-sync: what `origin` published may not all have arrived. */
export function resyncRequest(origin: string, sentAt = Date.now()): string {
  return JSON.stringify({ o: origin, t: Math.round(sentAt), e: [], r: 1 } satisfies NotifyPayload);
}

export interface UnpackedEvents<E extends BusMessage = BusMessage> {
  origin: string;
  events: E[];
  /** Entries that were not valid events (another version of the product, a hand-made NOTIFY). */
  rejected: number;
  /** When the sender sent it (its clock), if it said. */
  sentAt?: number;
  /** The sender asks for a re-sync. */
  resync?: true;
}

/** Reads a payload of another instance; anything that is not a valid event is dropped and counted. */
export function unpackEvents<E extends BusMessage>(
  payload: string,
  check: EventCheck<E>,
): UnpackedEvents<E> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  const body = parsed as Partial<NotifyPayload> | null;
  if (!body || typeof body.o !== 'string' || !Array.isArray(body.e)) return null;
  const events: E[] = [];
  let rejected = 0;
  for (const entry of body.e) {
    const event = check(entry);
    if (event !== undefined) events.push(event);
    else rejected += 1;
  }
  const unpacked: UnpackedEvents<E> = { origin: body.o, events, rejected };
  if (typeof body.t === 'number' && Number.isFinite(body.t)) unpacked.sentAt = body.t;
  if (body.r === 1) unpacked.resync = true;
  return unpacked;
}

/** Wait before the next attempt to re-open the LISTEN connection: 100 ms doubling up to 5 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(5000, 100 * 2 ** Math.max(0, attempt));
}
