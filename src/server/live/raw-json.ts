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

interface DataEnvelope {
  result: { type: 'data'; id?: string | number; data: unknown };
  [key: string]: unknown;
}

function isDataEnvelope(value: unknown): value is DataEnvelope {
  if (typeof value !== 'object' || value === null || !('result' in value)) return false;
  const result = (value as { result: unknown }).result;
  return typeof result === 'object' && result !== null && (result as { type?: unknown }).type === 'data';
}

/** The pre-serialized payload of a data response, tracked (`{ id, data }`) or not. */
function rawPayload(result: DataEnvelope['result']): RawJson | null {
  if (result.data instanceof RawJson) return result.data;
  const inner = result.data as { data?: unknown } | null;
  if (result.id !== undefined && inner && inner.data instanceof RawJson) return inner.data;
  return null;
}

/**
 * tRPC's JSON wire encoding, except that a RawJson payload is spliced in as is. The envelope around it
 * (subscription id, tracked id) is small and per socket; the payload is shared.
 */
export const liveEncoder: Encoder = {
  encode(message) {
    if (!isDataEnvelope(message)) return JSON.stringify(message);
    const raw = rawPayload(message.result);
    if (!raw) return JSON.stringify(message);
    const { result, ...head } = message;
    const headJson = JSON.stringify(head).slice(1, -1);
    const data =
      result.data instanceof RawJson ? raw.json : `{"id":${JSON.stringify(result.id)},"data":${raw.json}}`;
    const id = result.id === undefined ? '' : `"id":${JSON.stringify(result.id)},`;
    return `{${headJson ? `${headJson},` : ''}"result":{"type":"data",${id}"data":${data}}}`;
  },
  decode(data) {
    if (typeof data !== 'string') throw new Error('Binary frames are not accepted; send JSON text.');
    return JSON.parse(data);
  },
};
