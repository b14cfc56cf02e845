import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';

// The benchmark's HTTP client on a thread of its own (plain JavaScript: a worker does not go through tsx):
// its fetches, parsing and garbage stay off the event loop and heap of the server it measures, which a
// benchmark runs in its own process, as a player's browser would. Each call is timed here, from the request
// sent to the body read. Messages: { id, url, method?, headers, body? } in, { id, ms, status, body } out.

parentPort.on('message', async ({ id, url, method, headers, body }) => {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { method: method ?? 'GET', headers, body });
    const text = await res.text();
    parentPort.postMessage({ id, ms: performance.now() - t0, status: res.status, body: text });
  } catch (error) {
    parentPort.postMessage({ id, ms: performance.now() - t0, status: 0, body: String(error) });
  }
});
