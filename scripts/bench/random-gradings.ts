import { Worker } from 'node:worker_threads';

/**
 * Random gradings of `size` distinct players of `everyone`, drawn on a worker thread (random-gradings.worker.mjs)
 * and asked for ahead (`ahead` waiting at any time), so a benchmark's server thread only receives them.
 */
export function randomGradings(everyone: readonly number[], size: number, ahead = 2) {
  const worker = new Worker(new URL('./random-gradings.worker.mjs', import.meta.url), {
    workerData: { everyone: Int32Array.from(everyone), size },
  });
  worker.unref();
  const waiting = new Map<number, (ids: Int32Array) => void>();
  worker.on('message', ({ id, ids }: { id: number; ids: Int32Array }) => {
    waiting.get(id)?.(ids);
    waiting.delete(id);
  });
  let next = 0;
  const ask = () => {
    const id = next++;
    return new Promise<Int32Array>((resolve) => {
      waiting.set(id, resolve);
      worker.postMessage({ id });
    });
  };
  const queue = Array.from({ length: ahead }, ask);
  return {
    /** The next grading's players (one is asked for in its place). */
    next(): Promise<Int32Array> {
      queue.push(ask());
      return queue.shift()!;
    },
    close: () => worker.terminate(),
  };
}
