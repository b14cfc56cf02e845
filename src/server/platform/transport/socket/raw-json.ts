import type { Encoder } from '@trpc/server/adapters/ws';
import type { ComposedText } from './composed-text';

/**
 * A message already serialized: the fan-out serializes a changed game once per instance and hands the
 * same string to every socket. The WebSocket encoder below splices it into tRPC's envelope instead of
 * stringifying it again; anywhere else (HTTP, in-process callers) `toJSON` makes it an ordinary value.
 */
export class RawJson {
  constructor(readonly json: string) {}

  toJSON(): unknown {
    return JSON.parse(this.json);
  }
}

/** Typed as the message it stands for, so subscription outputs keep their types for clients. */
export function rawJson<T>(json: string): T {
  return new RawJson(json) as unknown as T;
}

/**
 * A message serialized only when it is sent, and let go of then. tRPC's socket loop keeps the last
 * message it sent a subscription until the next one, which for a list can be hours away; holding this
 * wrapper then holds nothing. Serialized again after that it is empty (only the live encoder reads it).
 * `onSent` learns the envelope head tRPC gave it (the subscription's id), so later messages of the same
 * subscription can be framed without tRPC (see dataFrame).
 */
export class SentOnce<T = unknown> {
  constructor(
    private value: T | undefined,
    private onSent?: (envelopeHead: string) => void,
    private readonly serialize: (value: T) => string | ComposedText = JSON.stringify,
  ) {}

  take(envelopeHead: string): string | ComposedText {
    const json = this.value === undefined ? 'null' : this.serialize(this.value);
    const onSent = this.onSent;
    this.value = undefined;
    this.onSent = undefined;
    onSent?.(envelopeHead);
    return json;
  }

  toJSON(): unknown {
    return this.value;
  }
}

/**
 * Typed as the message it stands for, like rawJson. `serialize` makes its JSON (JSON.stringify unless
 * the message has parts serialized once for many sockets).
 */
export function sentOnce<T>(
  value: T,
  onSent?: (envelopeHead: string) => void,
  serialize?: (value: T) => string | ComposedText,
): T {
  return new SentOnce(value, onSent, serialize) as unknown as T;
}

interface DataEnvelope {
  result: { type: 'data'; id?: string | number; data: unknown };
  [key: string]: unknown;
}

function isDataEnvelope(value: unknown): value is DataEnvelope {
  if (typeof value !== 'object' || value === null || !('result' in value)) return false;
  const result = (value as { result: unknown }).result;
  return typeof result === 'object' && result !== null && (result as { type?: unknown }).type === 'data';
}

type Payload = RawJson | SentOnce;
const isPayload = (value: unknown): value is Payload => value instanceof RawJson || value instanceof SentOnce;

/** The pre-serialized or sent-once payload of a data response, tracked (`{ id, data }`) or not. */
function payloadOf(result: DataEnvelope['result']): { payload: Payload; tracked: boolean } | null {
  if (isPayload(result.data)) return { payload: result.data, tracked: false };
  const inner = result.data as { data?: unknown } | null;
  if (result.id === undefined || !inner || !isPayload(inner.data)) return null;
  return { payload: inner.data, tracked: true };
}

/**
 * The text tRPC sends for a data message: `envelopeHead` is the envelope without its result (`"id":3`,
 * or with `"jsonrpc":"2.0"`), `json` the payload, wrapped as `{ id, data }` when tracked with `trackedId`.
 */
export function dataFrame(
  envelopeHead: string,
  trackedId: string | number | undefined,
  json: string,
): string {
  const [before, after] = dataFrameParts(envelopeHead, trackedId);
  return before + json + after;
}

/** What dataFrame puts before and after the payload. */
function dataFrameParts(envelopeHead: string, trackedId: string | number | undefined): [string, string] {
  const head = envelopeHead ? `${envelopeHead},` : '';
  if (trackedId === undefined) return [`{${head}"result":{"type":"data","data":`, '}}'];
  const id = JSON.stringify(trackedId);
  return [`{${head}"result":{"type":"data","id":${id},"data":{"id":${id},"data":`, '}}}'];
}

/**
 * tRPC's JSON wire encoding, except that a RawJson payload is spliced in as is, and a SentOnce one once
 * serialized. The envelope around it (subscription id, tracked id) is small and per socket. A SentOnce
 * payload serialized as a ComposedText gives a ComposedText (typed as the string it stands for), which
 * LiveSocket sends; anything else given one sends its text.
 */
export const liveEncoder: Encoder = {
  encode(message) {
    if (!isDataEnvelope(message)) return JSON.stringify(message);
    const found = payloadOf(message.result);
    if (!found) return JSON.stringify(message);
    const { result, ...head } = message;
    const envelopeHead = JSON.stringify(head).slice(1, -1);
    const json = found.payload instanceof RawJson ? found.payload.json : found.payload.take(envelopeHead);
    const trackedId = found.tracked ? result.id : undefined;
    if (typeof json === 'string') return dataFrame(envelopeHead, trackedId, json);
    // A composed payload stays composed (its socket writes the shared part as it is).
    return json.within(...dataFrameParts(envelopeHead, trackedId)) as unknown as string;
  },
  decode(data) {
    if (typeof data !== 'string') throw new Error('Binary frames are not accepted; send JSON text.');
    return JSON.parse(data);
  },
};
