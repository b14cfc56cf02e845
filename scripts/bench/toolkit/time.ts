import { performance } from 'node:perf_hooks';

// Waiting and timing, shared by every benchmark.

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Milliseconds on CLOCK_MONOTONIC (process.hrtime): one clock for every process of the machine on Linux,
 * so a time taken in the socket generator can be subtracted from one taken in the benchmark process.
 */
export const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

/** Whole milliseconds since `t0` (a performance.now()). */
export const msSince = (t0: number): number => Math.round(performance.now() - t0);

/** `promise`, or a rejection saying what did not happen in time. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s: ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until `check` is true, polling every 5 ms; rejects after `ms` saying `what` it waited for. */
export async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  await within(
    (async () => {
      while (!check()) await sleep(5);
    })(),
    ms,
    what,
  );
}

/** Runs `fn` and prints `label: <ms> ms`; answers its result and the whole milliseconds it took. */
export async function timed<T>(label: string, fn: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const t0 = performance.now();
  const result = await fn();
  const ms = msSince(t0);
  console.log(`${label}: ${ms} ms`);
  return { result, ms };
}

/** `call` `warmup` times untimed, then `runs` times one after the other: each timed call's milliseconds. */
export async function timeCalls(
  call: () => Promise<unknown>,
  { warmup, runs }: { warmup: number; runs: number },
): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  return times;
}
