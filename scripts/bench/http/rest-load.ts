import { performance } from 'node:perf_hooks';
import { quantile } from '../toolkit/db';

/** One client's next request: where, how, and what counts as success. */
export interface LoadRequest {
  url: string;
  init: RequestInit;
}

export interface LoadResult {
  label: string;
  calls: number;
  failures: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  latencies: number[];
}

/**
 * Runs `perClient` requests for each client, all clients at once, each client one request at a time
 * (a closed loop, like a real client waiting for its answer). Fetch keeps connections alive.
 */
export async function runLoad(
  label: string,
  clients: number,
  perClient: number,
  next: (client: number, i: number) => LoadRequest,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_unused, client) => {
      for (let i = 0; i < perClient; i++) {
        const { url, init } = next(client, i);
        const t0 = performance.now();
        const res = await fetch(url, init);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status !== 200) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  return {
    label,
    calls: latencies.length,
    failures,
    seconds,
    perSecond: latencies.length / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    latencies,
  };
}

/** A result as one line of a Markdown table. */
export const row = (r: LoadResult) =>
  `| ${r.label} | ${r.calls} | ${r.failures} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms |`;

/** Totals of several rounds of the same measurement: all calls, all their time, all latencies. */
export function combine(label: string, rounds: LoadResult[]): LoadResult {
  const latencies = rounds.flatMap((r) => r.latencies);
  const seconds = rounds.reduce((n, r) => n + r.seconds, 0);
  return {
    label,
    calls: latencies.length,
    failures: rounds.reduce((n, r) => n + r.failures, 0),
    seconds,
    perSecond: latencies.length / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    latencies,
  };
}
