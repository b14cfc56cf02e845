import { isTrackedEnvelope } from '@trpc/server';
import { isAsyncIterable, parseConnectionParamsFromUnknown } from '@trpc/server/unstable-core-do-not-import';

// The parts of tRPC's socket protocol the socket connection needs beyond calling procedures (procedure-table.ts):
// kept here so that the socket imports nothing of tRPC's internals itself.

/** The connection params a client sends as its first message (`{ method: 'connectionParams', data }`). */
export const connectionParamsOf = (data: unknown): Record<string, string | undefined> | null =>
  parseConnectionParamsFromUnknown(data);

/** Whether a procedure answered with a stream (a subscription's generator). */
export const answersWithStream = (value: unknown): value is AsyncIterable<unknown> => isAsyncIterable(value);

/** A yielded value as tRPC sends it: a tracked one (`tracked(id, data)`) carries its id twice. */
export function dataResult(value: unknown): { type: 'data'; id?: string; data: unknown } {
  if (!isTrackedEnvelope(value)) return { type: 'data', data: value };
  const [id, data] = value;
  return { type: 'data', id, data: { id, data } };
}
