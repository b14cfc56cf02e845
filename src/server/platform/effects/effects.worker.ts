import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Clock } from '../clock';
import type { DB } from '../db/client';
import { inTransaction } from '../db/transaction';
import { Drain } from '../drain';
import type { EffectEndListener, EffectRunner } from './effect-runner';
import {
  claimDueEffect,
  claimMoreDueEffects,
  countEffects,
  deleteEffect,
  deleteEffects,
  type EffectJob,
  recordEffectFailure,
  type TakenEffect,
} from './effects.repo';
import {
  describeEffectError,
  EFFECT_LANES,
  EFFECT_PASS_LIMIT,
  EFFECT_POLL_MS,
  effectRetryDelayMs,
  MAX_EFFECT_ATTEMPTS,
} from './effects.rules';

/** What the worker itself needs of the app: its database and clock. Handlers get the app's own deps. */
export interface EffectDeps {
  db: DB;
  clock: Clock;
}

export interface EffectContext<D = EffectDeps> {
  deps: D;
  job: EffectJob;
}

/**
 * Carries out one effect inside the transaction that deletes its row: its writes and the job's end commit
 * together, so a crash repeats nothing it stored. Throwing rolls all of it back and counts a failed attempt.
 * Something sent outside the database (a bus event, a push) goes out before that commit: a crash in between
 * sends it again, which is why such handlers send only what a receiver may see twice without harm.
 */
// biome-ignore lint/suspicious/noExplicitAny: a handler names its own payload's type; the map holds every kind.
export type EffectHandler<P = any, D = EffectDeps> = (
  trx: DB,
  payload: P,
  ctx: EffectContext<D>,
) => Promise<void>;

/**
 * A kind whose effects are carried out up to `size` at a time in one transaction: set-based reads and writes
 * instead of a few statements and a commit per effect, and sends in parallel (100,000 pushes after one grading,
 * ADR 0027). `run` returns the effects that failed, with their errors; the others are done and their rows go in
 * the same commit. A `run` that throws rolls all of them back, and the worker then runs each of them alone, so
 * only the one at fault counts a failed attempt.
 */
export interface EffectBatch<P = unknown, D = EffectDeps> {
  size: number;
  run(
    trx: DB,
    jobs: readonly (EffectJob & { payload: P })[],
    ctx: { deps: D; log: EffectLog },
  ): Promise<Map<number, unknown>>;
}

/** Every kind this process carries out, by name (src/server/effect-kinds.ts composes them). */
export type EffectHandlers<D = EffectDeps> = Readonly<
  // biome-ignore lint/suspicious/noExplicitAny: a batch names its own payload's type; the map holds every kind.
  Record<string, EffectHandler<any, D> | EffectBatch<any, D>>
>;

/** The part of a pino logger the worker uses. */
export interface EffectLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const silent: EffectLog = { info() {}, warn() {}, error() {} };

/** What one pass of runOne took: the effect it claimed first (a batch's oldest). */
interface Took {
  job: TakenEffect | null;
}

export interface EffectWorkerOptions {
  pollMs?: number;
  maxAttempts?: number;
  /**
   * Tests of other features: a service's `effectsCommitted` waits until the effects ran, so a test reads
   * their outcome right after the call. Never in a server.
   */
  inline?: boolean;
  random?: () => number;
  /** Effects (or batches) carried out at once, each in its own transaction; 1 for an inline worker. */
  lanes?: number;
}

export interface DrainReport {
  done: number;
  failed: number;
}

/**
 * Takes due effects from effect_jobs, one transaction each, on every instance: `FOR UPDATE SKIP LOCKED`
 * gives each job to one worker. Woken in process right after a commit that recorded effects; a poll picks
 * up retries and other instances' effects.
 */
export class EffectWorker<D extends EffectDeps = EffectDeps> implements EffectRunner {
  private log: EffectLog = silent;
  private readonly drainer: Drain<DrainReport>;
  readonly inline: boolean;
  private readonly maxAttempts: number;
  private readonly pollMs: number;
  private readonly random: () => number;
  private readonly lanes: number;
  private readonly endListeners = new Set<EffectEndListener>();

  constructor(
    private readonly deps: D,
    private readonly handlers: EffectHandlers<D>,
    options: EffectWorkerOptions = {},
  ) {
    this.inline = options.inline ?? false;
    this.maxAttempts = options.maxAttempts ?? MAX_EFFECT_ATTEMPTS;
    this.pollMs = options.pollMs ?? EFFECT_POLL_MS;
    this.random = options.random ?? Math.random;
    this.lanes = options.lanes ?? (this.inline ? 1 : EFFECT_LANES);
    this.drainer = new Drain({
      report: () => ({ done: 0, failed: 0 }),
      pass: (total) => this.pass(total),
      failed: (error) => this.log.error({ err: error }, 'effect pass failed'),
    });
  }

  setLogger(log: EffectLog): void {
    this.log = log;
  }

  onEffectEnd(listener: EffectEndListener): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  /** Waiting effects and parked ones, for pickem_effect_queue_depth / _failures. */
  async queueFigures(): Promise<{ depth: number; failures: number }> {
    const { waiting, parked } = await countEffects(this.deps.db);
    return { depth: waiting, failures: parked };
  }

  /** After a commit that recorded effects: run them without making the caller wait. */
  wake(): void {
    this.drainer.wake();
  }

  /**
   * Runs every due effect. A call during a running pass joins it and makes it look once more, so an effect
   * committed after that pass looked is not left for the poll.
   */
  drain(): Promise<DrainReport> {
    return this.drainer.run();
  }

  /** One pass: lanes take due effects until none is left or each took its share (then another pass runs). */
  private async pass(total: DrainReport): Promise<void> {
    const lane = async () => {
      for (let i = 0; i < EFFECT_PASS_LIMIT && !this.drainer.stopped; i++) {
        const outcome = await this.runOne();
        if (outcome === null) break;
        total.done += outcome.done;
        total.failed += outcome.failed;
        if (i === EFFECT_PASS_LIMIT - 1) this.drainer.runAgain();
      }
    };
    // Lanes take different effects (SKIP LOCKED), as two instances do: while one waits for the database or
    // a push service, another works.
    const lanes = await Promise.allSettled(Array.from({ length: this.lanes }, lane));
    const failed = lanes.find((l) => l.status === 'rejected');
    if (failed) throw failed.reason;
  }

  start(): void {
    this.drainer.start(this.pollMs);
  }

  /** Stops the poll and waits for the effect in hand; before the database closes. */
  stop(): Promise<void> {
    return this.drainer.stop();
  }

  /**
   * The oldest due effect, with more of its kind when its kind runs in batches; null when none is due. A failure
   * rolls back to a savepoint and is counted in the same transaction, while the row is still locked: another
   * lane (or instance) cannot take it again before its back-off is stored.
   */
  private async runOne(): Promise<DrainReport | null> {
    const began = performance.now();
    const took: Took = { job: null };
    const outcome = await this.takeAndRun(took);
    if (took.job && outcome && this.endListeners.size > 0) {
      const end = {
        kind: took.job.kind,
        waitedMs: took.job.waitedMs,
        ranMs: performance.now() - began,
        ...outcome,
      };
      for (const listener of this.endListeners) {
        // A listener (the metrics) must not stop a lane: the effect is done and committed whatever it does.
        try {
          listener(end);
        } catch (error) {
          this.log.error({ err: error }, 'effect end listener failed');
        }
      }
    }
    return outcome;
  }

  /** runOne's work; `took` learns what it took, for the listeners and for counting a failed transaction. */
  private async takeAndRun(took: Took): Promise<DrainReport | null> {
    try {
      return await inTransaction(this.deps.db, async (trx) => {
        const now = this.deps.clock();
        const job = await claimDueEffect(trx, now);
        took.job = job;
        if (!job) return null;
        const handler = this.handlerOf(job);
        if (typeof handler === 'function') {
          return this.guarded(trx, job, async () => {
            await handler(trx, job.payload, { deps: this.deps, job });
            await deleteEffect(trx, job.id);
            return { done: 1, failed: 0 };
          });
        }
        const more =
          handler.size > 1
            ? await claimMoreDueEffects(trx, now, {
                kind: job.kind,
                besides: job.id,
                limit: handler.size - 1,
              })
            : [];
        const jobs = [job, ...more];
        await sql`savepoint effect_batch`.execute(trx);
        try {
          return await this.runBatch(trx, handler, jobs);
        } catch {
          // A batch that threw: each of its effects alone, so only the one at fault counts a failed attempt.
          await sql`rollback to savepoint effect_batch`.execute(trx);
          const total: DrainReport = { done: 0, failed: 0 };
          for (const one of jobs) {
            const outcome = await this.guarded(trx, one, () => this.runBatch(trx, handler, [one]));
            total.done += outcome.done;
            total.failed += outcome.failed;
          }
          return total;
        }
      });
    } catch (error) {
      // The transaction itself failed (the connection, a commit): the row is free again; count the attempt.
      const job = took.job;
      if (!job) throw error;
      await this.recordFailure(this.deps.db, job, error);
      return { done: 0, failed: 1 };
    }
  }

  /** `work` for one effect under a savepoint: if it throws, its writes are undone and the failure counted. */
  private async guarded(trx: DB, job: EffectJob, work: () => Promise<DrainReport>): Promise<DrainReport> {
    await sql`savepoint effect`.execute(trx);
    try {
      return await work();
    } catch (error) {
      await sql`rollback to savepoint effect`.execute(trx);
      await this.recordFailure(trx, job, error);
      return { done: 0, failed: 1 };
    }
  }

  private handlerOf(job: EffectJob): EffectHandler<unknown, D> | EffectBatch<unknown, D> {
    const handler = this.handlers[job.kind];
    if (!handler) throw new Error(`No handler for effects of kind "${job.kind}" on this instance.`);
    return handler;
  }

  /** A batch in the caller's transaction: done rows deleted, failed ones counted, all in its commit. */
  private async runBatch(trx: DB, batch: EffectBatch, jobs: EffectJob[]): Promise<DrainReport> {
    const failures = await batch.run(trx, jobs, { deps: this.deps, log: this.log });
    await deleteEffects(
      trx,
      jobs.filter((j) => !failures.has(j.id)).map((j) => j.id),
    );
    for (const job of jobs) {
      if (failures.has(job.id)) await this.recordFailure(trx, job, failures.get(job.id));
    }
    return { done: jobs.length - failures.size, failed: failures.size };
  }

  private async recordFailure(db: DB, job: EffectJob, error: unknown): Promise<void> {
    const message = describeEffectError(error);
    const now = this.deps.clock();
    const attempts = job.attempts + 1;
    const park = attempts >= this.maxAttempts;
    const retryAt = new Date(now.getTime() + effectRetryDelayMs(attempts, this.random()));
    await recordEffectFailure(db, job.id, { error: message, retryAt, parkAt: park ? now : null });
    this.log.warn(
      { effect: job.key, kind: job.kind, attempts, error: message, retryAt: park ? null : retryAt },
      park ? 'effect failed too often; parked' : 'effect failed; will retry',
    );
  }
}
