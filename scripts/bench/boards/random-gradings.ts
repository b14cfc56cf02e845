import { Worker } from 'node:worker_threads';

/**
 * Random gradings of `size` distinct players of `everyone`, drawn on a worker thread (random-gradings.worker.mjs),
 * so a benchmark's server thread only receives them. Each is drawn when asked for, not ahead: a grading drawn
 * while a timed call runs would take a core from it (2 cores here).
 */
export function randomGradings(everyone: readonly number[], size: number) {
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
  return {
    /** A new grading's players. */
    next(): Promise<Int32Array> {
      const id = next++;
      return new Promise<Int32Array>((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id });
      });
    },
    close: () => worker.terminate(),
  };
}
