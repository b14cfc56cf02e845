import { Worker } from 'node:worker_threads';

export interface TimedAnswer {
  id: number;
  /** From the request sent to the body read, on the worker's thread. */
  ms: number;
  /** 0 when the request failed (body: the error). */
  status: number;
  body: string;
}

/** What a call sends besides its address: GET with no body unless it says otherwise. */
export interface TimedRequest {
  method?: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Calls made and timed on a worker thread (timed-request.worker.mjs): the time is the worker's, from the request
 * sent to the body read, so neither the client's work nor a delay in handing the answer back to a busy server
 * thread is counted as the server's. A benchmark runs its server in its own process, and what the server does
 * right after it answered (an effect's work on its event loop) would otherwise hold the answer's arrival too, which
 * no client on another machine waits for.
 */
export function timedRequestClient() {
  const worker = new Worker(new URL('./timed-request.worker.mjs', import.meta.url));
  // A benchmark that fails midway still exits: the worker never holds the process open.
  worker.unref();
  const waiting = new Map<number, (answer: TimedAnswer) => void>();
  worker.on('message', (answer: TimedAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  let next = 0;
  const send = (url: string, request: TimedRequest): Promise<TimedAnswer> => {
    const id = next++;
    return new Promise((resolve) => {
      waiting.set(id, resolve);
      worker.postMessage({ id, url, ...request });
    });
  };
  return {
    get: (url: string, headers: Record<string, string>) => send(url, { headers }),
    send,
    close: () => worker.terminate(),
  };
}
