import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from '../deps';
import { archiveClosedPeriods } from '../modules/grading/grading.service';
import { inTransaction } from '../platform/db/transaction';
import { claimJobTurn } from '../platform/scheduler/scheduler';
import { type LoopLog, TimedLoop } from '../platform/scheduler/timed-loop';
import { nameDueWinners } from './month-winner';

// Grading moves a player's week (or month) to the slot before when their first pick of a new one is graded, and can
// only do that in place while that slot is free. The period close frees the slots between gradings by moving them
// to period_archive (docs/design/grading-and-standings.md, "Period close").
//
// It blocks nobody: each batch is a transaction of its own that takes the grading lock only if it is free (a
// grading is never made to wait for it) and holds it for one small batch, sized to stay under BATCH_TARGET_MS; the
// lock is let go between batches, so a score entry that comes during a close waits at most one batch. A month's end
// at 1,000,000 players is many short batches rather than a few long ones.

/** How long one batch (the time the grading lock is held) should take; its size follows. */
export const BATCH_TARGET_MS = 25;
/** The first batch's size, and the bounds its size moves between. */
export const FIRST_BATCH = 200;
const MIN_BATCH = 50;
const MAX_BATCH = 5000;
/** A pause between batches, in which a waiting grading takes the lock. */
const BETWEEN_BATCHES_MS = 5;
/** How long the close rests once nothing is left to move (a player's next week is days away). */
export const CLOSE_REST_MS = 10 * 60_000;
/** How often an idle instance asks whether it is the close's turn. */
const CLOSE_EVERY_MS = 2_000;
/** The lease of a turn (job_leases): one instance closes at a time. */
export const CLOSE_LEASE = 'period-close';
const LEASE_MS = 60_000;

/**
 * One batch: how many players' slots it moved (null: a grading held the lock), and how long its transaction took
 * (BEGIN, the one statement that takes the lock and moves the batch, COMMIT: the lock is held for less).
 */
export interface CloseBatch {
  moved: number | null;
  ms: number;
  /** It moved as many as it was sized for: there may be more. */
  full: boolean;
}

export interface PeriodCloseOptions {
  log?: LoopLog & { info(obj: object, msg: string): void };
  /** Told of every batch (the benchmark's figures; the log at debug). */
  onBatch?: (batch: CloseBatch) => void;
}

export class PeriodCloser {
  private size = FIRST_BATCH;
  private restUntil = 0;
  private readonly loop: TimedLoop;

  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'effects'>,
    private readonly options: PeriodCloseOptions = {},
  ) {
    this.loop = new TimedLoop('period close', () => this.tick(), CLOSE_EVERY_MS, options.log);
  }

  /** The next batch's size. */
  get batchSize(): number {
    return this.size;
  }

  /**
   * Moves one batch in a transaction of its own, if no grading holds the grading lock; the next batch is sized
   * from how long this one took.
   */
  async closeBatch(): Promise<CloseBatch> {
    const size = this.size;
    const started = performance.now();
    const moved = await inTransaction(this.deps.db, (trx) => archiveClosedPeriods(trx, size));
    const ms = performance.now() - started;
    if (moved === size) {
      const scaled = Math.round((size * BATCH_TARGET_MS) / Math.max(ms, 1));
      this.size = Math.min(MAX_BATCH, Math.max(MIN_BATCH, Math.min(scaled, size * 2)));
    }
    const batch = { moved, ms, full: moved === size };
    this.options.onBatch?.(batch);
    return batch;
  }

  /**
   * Closes until nothing is left: batch after batch, each its own transaction, with a pause between them for
   * gradings; a batch a grading held the lock for is tried again after the pause. Returns the players moved.
   */
  async closeAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const { moved, full } = await this.closeBatch();
      if (moved !== null) total += moved;
      if (moved !== null && !full) break;
      await sleep(BETWEEN_BATCHES_MS);
    }
    return total;
  }

  /**
   * One turn: unless resting, and if this instance holds the turn, closes everything there is to close, then names
   * the winner of every prize month that is over and has none.
   */
  async tick(): Promise<number> {
    if (this.deps.clock().getTime() < this.restUntil) return 0;
    if (!(await claimJobTurn(this.deps.db, CLOSE_LEASE, LEASE_MS))) return 0;
    const moved = await this.closeAll();
    // A prize month that is over gets its winner (ADR 0048): read from the kept board, without the grading lock.
    const named = await nameDueWinners(this.deps);
    this.restUntil = this.deps.clock().getTime() + CLOSE_REST_MS;
    if (moved > 0) this.options.log?.info({ moved }, 'closed weeks and months moved to the archive');
    if (named.length > 0) this.options.log?.info({ months: named }, 'prize months named their winner');
    return moved;
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
