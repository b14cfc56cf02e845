import type { FastifyInstance } from 'fastify';

/**
 * One tRPC batch request (`/trpc/p,p,...?batch=1`) calling `procedure` once with each input; the server runs
 * the calls at once. Answers each call's status: 200, or its error's HTTP status.
 */
export async function trpcBatch(
  app: FastifyInstance,
  procedure: string,
  inputs: readonly object[],
  request: { method?: 'GET' | 'POST'; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<number[]> {
  const method = request.method ?? 'POST';
  const batch = JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, input])));
  const path = `/trpc/${Array(inputs.length).fill(procedure).join(',')}?batch=1`;
  const res = await app.inject({
    method,
    url: method === 'GET' ? `${path}&input=${encodeURIComponent(batch)}` : path,
    headers: { ...request.headers, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { payload: batch } : {}),
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
  });
  const answers = res.json() as { error?: { data?: { httpStatus?: number } } }[];
  if (!Array.isArray(answers)) throw new Error(`not a batch answer ${res.statusCode}: ${res.body}`);
  return answers.map((a) => (a.error ? (a.error.data?.httpStatus ?? 0) : 200));
}

/** How many times each status came back, e.g. `{ 404: 20, 429: 20 }`. */
export function tally(statuses: readonly number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
