import type { DB } from '../db/client';
import { inTransaction } from '../db/transaction';
import type { AppDeps, EffectRunner } from '../deps';
import {
  claimDueEffect,
  countEffects,
  deleteEffect,
  type EffectJob,
  recordEffectFailure,
} from './effects.repo';
import {
  describeEffectError,
  EFFECT_PASS_LIMIT,
  EFFECT_POLL_MS,
  effectRetryDelayMs,
  MAX_EFFECT_ATTEMPTS,
} from './effects.rules';

export interface EffectContext {
  deps: AppDeps;
  job: EffectJob;
}

/**
 * Carries out one effect inside the transaction that deletes its row: its writes and the job's end commit
 * together, so a crash repeats nothing it stored. Throwing rolls all of it back and counts a failed attempt.
 * Something sent outside the database (a bus event, a push) goes out before that commit: a crash in between
 * sends it again, which is why such handlers send only what a receiver may see twice without harm.
 */
// biome-ignore lint/suspicious/noExplicitAny: a handler names its own payload's type; the map holds every kind.
export type EffectHandler<P = any> = (trx: DB, payload: P, ctx: EffectContext) => Promise<void>;

/** Every kind this process carries out, by name (src/server/effect-kinds.ts composes them). */
export type EffectHandlers = Readonly<Record<string, EffectHandler>>;

/** The part of a pino logger the worker uses. */
export interface EffectLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const silent: EffectLog = { warn() {}, error() {} };

export interface EffectWorkerOptions {
  pollMs?: number;
  maxAttempts?: number;
  /**
   * Tests of other features: a service's `effectsCommitted` waits until the effects ran, so a test reads
   * their outcome right after the call. Never in a server.
   */
  inline?: boolean;
  random?: () => number;
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
export class EffectWorker implements EffectRunner {
  private log: EffectLog = silent;
  private current: Promise<DrainReport> | null = null;
  private rerun = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  readonly inline: boolean;
  private readonly maxAttempts: number;
  private readonly pollMs: number;
  private readonly random: () => number;

  constructor(
    private readonly deps: AppDeps,
    private readonly handlers: EffectHandlers,
    options: EffectWorkerOptions = {},
  ) {
    this.inline = options.inline ?? false;
    this.maxAttempts = options.maxAttempts ?? MAX_EFFECT_ATTEMPTS;
    this.pollMs = options.pollMs ?? EFFECT_POLL_MS;
    this.random = options.random ?? Math.random;
  }

  setLogger(log: EffectLog): void {
    this.log = log;
  }

  /** Waiting effects and parked ones, for pickem_effect_queue_depth / _failures. */
  async queueFigures(): Promise<{ depth: number; failures: number }> {
    const { waiting, parked } = await countEffects(this.deps.db);
    return { depth: waiting, failures: parked };
  }

  /** After a commit that recorded effects: run them without making the caller wait. */
  wake(): void {
    if (this.stopped) return;
    this.drain().catch((error) => this.log.error({ err: error }, 'effect pass failed'));
  }

  /**
   * Runs every due effect. A call during a running pass joins it and makes it look once more, so an effect
   * committed after that pass looked is not left for the poll.
   */
  drain(): Promise<DrainReport> {
    if (this.current) {
      this.rerun = true;
      return this.current;
    }
    const run = (async () => {
      const total: DrainReport = { done: 0, failed: 0 };
      do {
        this.rerun = false;
        for (let i = 0; i < EFFECT_PASS_LIMIT && !this.stopped; i++) {
          const outcome = await this.runOne();
          if (outcome === 'none') break;
          total[outcome] += 1;
          if (i === EFFECT_PASS_LIMIT - 1) this.rerun = true;
        }
      } while (this.rerun && !this.stopped);
      return total;
    })().finally(() => {
      this.current = null;
      if (this.rerun && !this.stopped) this.wake();
    });
    this.current = run;
    return run;
  }

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops the poll and waits for the effect in hand; before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.current?.catch(() => {});
  }

  private async runOne(): Promise<'done' | 'failed' | 'none'> {
    let taken: EffectJob | null = null;
    try {
      const ran = await inTransaction(this.deps.db, async (trx) => {
        const job = await claimDueEffect(trx, this.deps.clock());
        taken = job;
        if (!job) return false;
        const handler = this.handlers[job.kind];
        if (!handler) throw new Error(`No handler for effects of kind "${job.kind}" on this instance.`);
        await handler(trx, job.payload, { deps: this.deps, job });
        await deleteEffect(trx, job.id);
        return true;
      });
      return ran ? 'done' : 'none';
    } catch (error) {
      const job = taken as EffectJob | null;
      if (!job) throw error;
      await this.recordFailure(job, error);
      return 'failed';
    }
  }

  private async recordFailure(job: EffectJob, error: unknown): Promise<void> {
    const message = describeEffectError(error);
    const now = this.deps.clock();
    const attempts = job.attempts + 1;
    const park = attempts >= this.maxAttempts;
    const retryAt = new Date(now.getTime() + effectRetryDelayMs(attempts, this.random()));
    await recordEffectFailure(this.deps.db, job.id, { error: message, retryAt, parkAt: park ? now : null });
    this.log.warn(
      { effect: job.key, kind: job.kind, attempts, error: message, retryAt: park ? null : retryAt },
      park ? 'effect failed too often; parked' : 'effect failed; will retry',
    );
  }
}
