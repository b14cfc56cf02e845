import { parentPort, workerData } from 'node:worker_threads';

// The leagues benchmark's random gradings, drawn on a thread of their own (plain JavaScript: a worker does not go
// through tsx): `size` distinct players of `everyone` (an Int32Array) a grading, sent as an Int32Array whose buffer
// is handed over, so neither the drawing nor its garbage is on the thread of the server being measured.
// Messages: { id } in, { id, ids } out.

const { everyone, size } = workerData;
const n = Math.min(size, everyone.length);

parentPort.on('message', ({ id }) => {
  const seen = new Set();
  const ids = new Int32Array(n);
  let i = 0;
  while (i < n) {
    const userId = everyone[Math.floor(Math.random() * everyone.length)];
    if (seen.has(userId)) continue;
    seen.add(userId);
    ids[i++] = userId;
  }
  parentPort.postMessage({ id, ids }, [ids.buffer]);
});
