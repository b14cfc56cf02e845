import { channel } from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';

/** One caller's outcome in a batch: its answer, or the error that answers only it (a rule's refusal). */
export type Outcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

export interface GroupCommitLimits {
  /** The batcher's name in what it reports (pickem_group_commit_* on /metrics). */
  name: string;
  /** Calls a batch takes at most; the rest wait for the next one. */
  maxBatch: number;
  /** Batches running at once (each holds a pooled connection for its transaction). */
  maxInFlight: number;
}

/**
 * What each batch reports when someone listens (AppMetrics does): its size, how long its oldest call waited for it
 * to start (a slot, then the end of the event loop's turn) and how long it ran. Where a slow call's time went.
 */
export interface GroupCommitBatch {
  name: string;
  size: number;
  waitedMs: number;
  ranMs: number;
}

/** The diagnostics channel every batcher reports on; publishing costs nothing while nobody subscribes. */
export const groupCommitBatches = channel('pickem:group-commit:batch');

interface Waiter<I, O> {
  item: I;
  /** performance.now() when the call arrived. */
  at: number;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit (ADR 0035): calls that arrive while `maxInFlight` batches run wait and go together in the next
 * batch, one transaction (or one statement) for all of them, instead of one each. Nothing waits on a timer: a call
 * arriving while a slot is free starts a batch as soon as the current turn of the event loop ends (so the
 * calls read in one turn go together), and a finished batch starts the next with whatever queued meanwhile.
 * `run` answers every item of its batch, in order; if it throws, every caller of that batch gets the error.
 */
export function groupCommit<I, O>(
  run: (items: readonly I[]) => Promise<readonly Outcome<O>[]>,
  limits: GroupCommitLimits,
): (item: I) => Promise<O> {
  const queue: Waiter<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const runBatch = async (batch: Waiter<I, O>[]) => {
    const began = performance.now();
    try {
      const outcomes = await run(batch.map((w) => w.item));
      batch.forEach((w, i) => {
        const outcome = outcomes[i];
        if (!outcome) w.reject(new Error('A batch left a call unanswered'));
        else if (outcome.ok) w.resolve(outcome.value);
        else w.reject(outcome.error);
      });
    } catch (error) {
      for (const w of batch) w.reject(error);
    } finally {
      if (groupCommitBatches.hasSubscribers) {
        groupCommitBatches.publish({
          name: limits.name,
          size: batch.length,
          waitedMs: began - batch[0]!.at,
          ranMs: performance.now() - began,
        } satisfies GroupCommitBatch);
      }
      inFlight--;
      pump();
    }
  };

  function pump() {
    scheduled = false;
    while (inFlight < limits.maxInFlight && queue.length > 0) {
      inFlight++;
      void runBatch(queue.splice(0, limits.maxBatch));
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, at: performance.now(), resolve, reject });
      if (!scheduled && inFlight < limits.maxInFlight) {
        scheduled = true;
        setImmediate(pump);
      }
    });
}
