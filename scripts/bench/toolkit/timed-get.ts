import { Worker } from 'node:worker_threads';

export interface TimedGetAnswer {
  id: number;
  /** From the request sent to the body read, on the worker's thread. */
  ms: number;
  /** 0 when the request failed (body: the error). */
  status: number;
  body: string;
}

/**
 * GETs made and timed on a worker thread (timed-get.worker.mjs): the time is the worker's, from the request
 * sent to the body read, so neither the client's work nor a delay in handing the answer back to a busy
 * server thread is counted as the server's.
 */
export function timedGetClient() {
  const worker = new Worker(new URL('./timed-get.worker.mjs', import.meta.url));
  // A benchmark that fails midway still exits: the worker never holds the process open.
  worker.unref();
  const waiting = new Map<number, (answer: TimedGetAnswer) => void>();
  worker.on('message', (answer: TimedGetAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  let next = 0;
  return {
    get(url: string, headers: Record<string, string>): Promise<TimedGetAnswer> {
      const id = next++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, url, headers });
      });
    },
    close: () => worker.terminate(),
  };
}
