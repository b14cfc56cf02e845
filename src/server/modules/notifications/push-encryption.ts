import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/** What web-push's generateRequestDetails is given for one message (the subscription, the text, the options). */
export interface EncryptJob {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  payload: string;
  /** headers (the cached VAPID Authorization), TTL, contentEncoding, topic: as sendNotification was given. */
  options: { headers: Record<string, string>; TTL: number; contentEncoding: 'aes128gcm'; topic?: string };
}

/** One encrypted message, ready to post: web-push's request details without the transport options. */
export interface EncryptedRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Uint8Array;
}

type EncryptAnswer = { ok: true; request: EncryptedRequest } | { ok: false; message: string };

/**
 * The worker file: next to this module in the sources (tsx, vitest), and copied next to main.js by the build
 * (scripts/build/server.ts), where esbuild leaves `import.meta.url` pointing at build/server/main.js.
 */
export const PUSH_ENCRYPT_WORKER_FILE = 'push-encrypt.worker.mjs';
const workerUrl = new URL(`./${PUSH_ENCRYPT_WORKER_FILE}`, import.meta.url);

/** Messages per task posted to a worker: one post and one answer carry many messages (ADR 0031). */
export const ENCRYPT_CHUNK = 32;

let pool: { threads: number; piscina: Piscina } | undefined;

/**
 * The pool of `threads` worker threads, made on first use. Its idle threads are unref'd by piscina, so they do
 * not keep a process (a test run, a script) alive; the server's shutdown ends with process.exit.
 */
function poolOf(threads: number): Piscina {
  if (pool?.threads === threads) return pool.piscina;
  const filename = fileURLToPath(workerUrl);
  if (!existsSync(filename)) {
    throw new Error(
      `The push encryption worker ${filename} is missing (the build copies it next to main.js)`,
    );
  }
  void pool?.piscina.destroy();
  const piscina = new Piscina({ filename, minThreads: threads, maxThreads: threads });
  pool = { threads, piscina };
  return piscina;
}

type EncryptChunk = (jobs: readonly EncryptJob[]) => EncryptAnswer[];
let inThisThread: Promise<EncryptChunk> | undefined;

/** The worker's own function loaded into this thread, for 0 threads: the encryption step is written once. */
function encryptHere(): Promise<EncryptChunk> {
  inThisThread ??= import(workerUrl.href).then((m: { default: EncryptChunk }) => m.default);
  return inThisThread;
}

const settle = (answer: EncryptAnswer): EncryptedRequest => {
  if (answer.ok) return answer.request;
  throw new Error(answer.message);
};

/**
 * Encrypts messages for their devices (RFC 8291 aes128gcm) and returns, per job in order, a function that waits
 * for that job's request (or throws its error). With `threads` > 0 the jobs go to that many worker threads in
 * chunks of ENCRYPT_CHUNK, all posted at once, so the first chunks are ready while the later ones are still
 * encrypted; with 0 each job is encrypted on this thread when it is first asked for, as web-push's
 * sendNotification did.
 */
export function encryptPushes(
  jobs: readonly EncryptJob[],
  threads: number,
): (i: number) => Promise<EncryptedRequest> {
  if (threads <= 0) return async (i) => settle((await encryptHere())([jobs[i]!])[0]!);
  const piscina = poolOf(threads);
  const chunks: Promise<EncryptAnswer[]>[] = [];
  for (let start = 0; start < jobs.length; start += ENCRYPT_CHUNK) {
    const chunk: Promise<EncryptAnswer[]> = piscina.run(jobs.slice(start, start + ENCRYPT_CHUNK));
    // Handled where each job is awaited; a send that never asks (none today) must not leave it unhandled.
    chunk.catch(() => {});
    chunks.push(chunk);
  }
  return async (i) => settle((await chunks[Math.floor(i / ENCRYPT_CHUNK)]!)[i % ENCRYPT_CHUNK]!);
}
