import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { quantile } from './stats';

// HTTP load from the benchmark's process: closed loops (each client sends its next call once the last is
// answered) and an open loop (calls at a fixed rate whatever the answers take).

/** One request of a load run: a POST of a JSON body with these headers. */
export interface LoadCall {
  path: string;
  body: string;
  headers: Record<string, string>;
}

export interface LoadAnswer {
  status: number;
  body: string;
  ms: number;
}

/**
 * Closed-loop load: `clients` workers over kept-alive connections (one each), each sending the next call
 * of the shared list as soon as its previous answer is in. A plain `node:http` client costs the machine
 * less than `fetch`, which matters when the load shares two cores with the server it measures.
 */
export async function runClosedLoop(
  base: string,
  calls: readonly LoadCall[],
  clients: number,
): Promise<{ answers: LoadAnswer[]; seconds: number }> {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const answers: LoadAnswer[] = new Array(calls.length);
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < calls.length) {
        const index = next++;
        answers[index] = await post(agent, url, calls[index]!);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  agent.destroy();
  return { answers, seconds };
}

/**
 * One POST of `call` on `agent`'s kept-alive connections, timed from sending to the answer's last byte. Rejects on
 * a network error, or with a TimeoutError after `timeoutMs` when one is given.
 */
export function post(agent: Agent, url: URL, call: LoadCall, timeoutMs?: number): Promise<LoadAnswer> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: call.path,
        method: 'POST',
        headers: {
          ...call.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(call.body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - t0,
          });
        });
        res.on('error', reject);
      },
    );
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            const error = new Error(`no answer within ${timeoutMs} ms`);
            error.name = 'TimeoutError';
            req.destroy(error);
          }, timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(call.body);
  });
}

/**
 * Open-loop load: `ratePerSecond` calls a second whatever the answers take (as a kickoff's players do),
 * sent in 10 ms ticks, each call to `bases[i % bases.length]`, for as long as `calls` lasts. A tick that
 * finds `maxInFlight` calls unanswered sends nothing and counts its calls as skipped: the server fell
 * behind the target.
 */
export async function runAtRate(
  bases: readonly string[],
  calls: readonly LoadCall[],
  ratePerSecond: number,
  maxInFlight: number,
): Promise<{ answers: (LoadAnswer & { base: number })[]; skipped: number; seconds: number }> {
  const urls = bases.map((b) => new URL(b));
  const agents = bases.map(() => new Agent({ keepAlive: true, maxSockets: maxInFlight }));
  const answers: (LoadAnswer & { base: number })[] = [];
  const pending = new Set<Promise<void>>();
  let next = 0;
  let skipped = 0;
  const began = performance.now();
  while (next < calls.length) {
    const due = Math.min(calls.length, Math.floor(((performance.now() - began) / 1000) * ratePerSecond));
    while (next < due) {
      const index = next++;
      if (pending.size >= maxInFlight) {
        skipped += 1;
        continue;
      }
      const base = index % urls.length;
      const sent = post(agents[base]!, urls[base]!, calls[index]!).then(
        (answer) => {
          answers.push({ ...answer, base });
        },
        (error: Error) => {
          answers.push({ status: 0, body: error.message, ms: 0, base });
        },
      );
      pending.add(sent);
      void sent.finally(() => pending.delete(sent));
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(pending);
  const seconds = (performance.now() - began) / 1000;
  for (const agent of agents) agent.destroy();
  return { answers, skipped, seconds };
}

/** One client's next request of a fetch load: where, how. */
export interface FetchRequest {
  url: string;
  init: RequestInit;
}

export interface FetchLoad {
  label: string;
  calls: number;
  /** Answers other than 200. */
  failures: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  latencies: number[];
}

/**
 * Closed-loop load through fetch: `perClient` requests for each client, all clients at once, each client one
 * request at a time (like a real client waiting for its answer). Fetch keeps connections alive.
 */
export async function fetchLoad(
  label: string,
  clients: number,
  perClient: number,
  next: (client: number, i: number) => FetchRequest,
): Promise<FetchLoad> {
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

/** A fetch load as one line of a Markdown table: call, calls, failures, per second, p50, p99. */
export const loadRow = (r: FetchLoad): string =>
  `| ${r.label} | ${r.calls} | ${r.failures} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms |`;

/** Totals of several rounds of the same measurement: all calls, all their time, all latencies. */
export function combineLoads(label: string, rounds: FetchLoad[]): FetchLoad {
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
