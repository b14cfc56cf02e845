import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/client';
import type { EffectRunner } from '../effects/effect-runner';
import type { EventBus } from '../events/event-bus';
import { PendingEvents } from '../events/pending-events';
import { claimTurn, extendTurn, tryTransactionLock, waitForTransactionLock } from './scheduler.repo';
import { TimedLoop } from './timed-loop';

/**
 * One piece of timed work. It runs inside the tick's transaction, which holds the scheduler lock; the
 * events it adds are published after that transaction commits.
 */
export interface ScheduledJob {
  name: string;
  run(trx: DB, events?: PendingEvents): Promise<unknown>;
}

export interface SchedulerOptions {
  intervalMs?: number;
  /** The advisory-lock key every instance of this product shares. */
  lockKey?: number;
  logger?: FastifyBaseLogger;
  /** Where the jobs' events go after each tick's commit (main.ts passes the app's bus). */
  events?: EventBus;
  /** Woken after each tick's commit, for the effects its jobs recorded (main.ts passes the app's worker). */
  effects?: EffectRunner | undefined;
}

export const SCHEDULER_LOCK_KEY = 72_700_001;

/**
 * Waits for the scheduler's lock for the rest of the transaction: work done outside a tick (the demo's start-up
 * run) and a tick on another instance then never run at the same time.
 */
export const holdSchedulerLock = (trx: DB) => waitForTransactionLock(trx, SCHEDULER_LOCK_KEY);

/**
 * Runs jobs every few seconds on exactly one instance at a time: each tick opens a transaction and takes
 * a Postgres advisory lock; an instance that does not get it skips the tick.
 */
export class Scheduler {
  private readonly loop: TimedLoop;

  constructor(
    private readonly db: DB,
    private readonly jobs: ScheduledJob[],
    private readonly options: SchedulerOptions = {},
  ) {
    this.loop = new TimedLoop(
      'scheduler tick',
      () => this.tick(),
      options.intervalMs ?? 2000,
      options.logger,
    );
  }

  /** Runs every job once under the lock; tells whether this instance held it, and what each job returned. */
  async tick(): Promise<{ ran: boolean; results: Record<string, unknown> }> {
    const events = new PendingEvents();
    const outcome = await this.db.transaction().execute(async (trx) => {
      if (!(await tryTransactionLock(trx, this.options.lockKey ?? SCHEDULER_LOCK_KEY))) {
        return { ran: false, results: {} };
      }
      const results: Record<string, unknown> = {};
      for (const job of this.jobs) results[job.name] = await job.run(trx, events);
      return { ran: true, results };
    });
    // Only now, after the commit: a tick that rolled back threw above and published nothing.
    await events.publishTo(this.options.events);
    const effects = this.options.effects;
    if (effects?.inline) await effects.drain();
    else effects?.wake();
    return outcome;
  }

  start(): void {
    this.loop.start();
  }

  /** Stops the loop and waits for a tick in progress. */
  stop(): Promise<void> {
    return this.loop.stop();
  }
}

/**
 * Claims a timed job's turn for `leaseMs` by the database clock (the job_leases table): true when this
 * instance got it, false while another instance's lease runs. For work that must not run inside a tick's
 * transaction, like the live-scores poller.
 */
export function claimJobTurn(db: DB, name: string, leaseMs: number): Promise<boolean> {
  return claimTurn(db, name, leaseMs);
}

/** Extends the turn this instance holds by `leaseMs` from now, while its lease still runs: false once it has run out. */
export function extendJobTurn(db: DB, name: string, leaseMs: number): Promise<boolean> {
  return extendTurn(db, name, leaseMs);
}
