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

function post(agent: Agent, url: URL, call: LoadCall): Promise<LoadAnswer> {
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
