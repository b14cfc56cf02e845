import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

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

export function post(agent: Agent, url: URL, call: LoadCall): Promise<LoadAnswer> {
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
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - t0,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
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
