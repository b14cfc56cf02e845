import type { Encoder } from '@trpc/server/adapters/ws';

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
 */
export class SentOnce {
  constructor(private value: unknown) {}

  take(): string {
    const json = JSON.stringify(this.value);
    this.value = undefined;
    return json;
  }

  toJSON(): unknown {
    return this.value;
  }
}

/** Typed as the message it stands for, like rawJson. */
export function sentOnce<T>(value: T): T {
  return new SentOnce(value) as unknown as T;
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

const spliced = (value: unknown): string | null =>
  value instanceof RawJson ? value.json : value instanceof SentOnce ? value.take() : null;

/** The JSON of a pre-serialized or sent-once payload of a data response, tracked (`{ id, data }`) or not. */
function rawPayload(result: DataEnvelope['result']): { json: string; tracked: boolean } | null {
  const untracked = spliced(result.data);
  if (untracked !== null) return { json: untracked, tracked: false };
  const inner = result.data as { data?: unknown } | null;
  if (result.id === undefined || !inner) return null;
  const json = spliced(inner.data);
  return json === null ? null : { json, tracked: true };
}

/**
 * tRPC's JSON wire encoding, except that a RawJson payload is spliced in as is (a SentOnce one once serialized). The envelope around it
 * (subscription id, tracked id) is small and per socket; the payload is shared.
 */
export const liveEncoder: Encoder = {
  encode(message) {
    if (!isDataEnvelope(message)) return JSON.stringify(message);
    const raw = rawPayload(message.result);
    if (!raw) return JSON.stringify(message);
    const { result, ...head } = message;
    const headJson = JSON.stringify(head).slice(1, -1);
    const data = raw.tracked ? `{"id":${JSON.stringify(result.id)},"data":${raw.json}}` : raw.json;
    const id = result.id === undefined ? '' : `"id":${JSON.stringify(result.id)},`;
    return `{${headJson ? `${headJson},` : ''}"result":{"type":"data",${id}"data":${data}}}`;
  },
  decode(data) {
    if (typeof data !== 'string') throw new Error('Binary frames are not accepted; send JSON text.');
    return JSON.parse(data);
  },
};
