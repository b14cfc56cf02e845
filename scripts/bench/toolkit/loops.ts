import { performance } from 'node:perf_hooks';
import { quantile } from './stats';

// Loops that run a unit of work over and over for a while: closed (as fast as it goes, N at once) or open (at a
// fixed rate whatever the work takes, with a bound on how many are under way), with what they did.

export interface LoopResult {
  done: number;
  perSecond: number;
  p50: number;
  p99: number;
}

let sequence = 0;
/** A fresh number for each unit of work across all loops (e.g. unique keys of the rows it writes). */
export const nextId = () => ++sequence;

/** `workers` loops running `work` back to back for `seconds`. */
export async function closedLoop(
  workers: number,
  seconds: number,
  work: (i: number) => Promise<void>,
): Promise<LoopResult> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await work(nextId());
        times.push(performance.now() - t0);
      }
    }),
  );
  return summarize(times, (performance.now() - started) / 1000);
}

/** `work` started `rate` times a second for `seconds` (at most `maxInFlight` at once); waits for all. */
export async function openLoop(
  rate: number,
  seconds: number,
  maxInFlight: number,
  work: (i: number) => Promise<void>,
): Promise<LoopResult & { skipped: number }> {
  const times: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let skipped = 0;
  const started = performance.now();
  const total = rate * seconds;
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (inFlight.size >= maxInFlight) {
      skipped += 1;
      continue;
    }
    const t0 = performance.now();
    const p = work(nextId()).then(() => {
      times.push(performance.now() - t0);
      inFlight.delete(p);
    });
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  return { ...summarize(times, (performance.now() - started) / 1000), skipped };
}

function summarize(times: number[], seconds: number): LoopResult {
  return {
    done: times.length,
    perSecond: times.length / seconds,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
  };
}
