import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from '../deps';
import { archiveClosedPeriods, boundClosingBatch } from '../modules/grading/grading.service';
import { isStatementTimeout } from '../platform/db/db-faults.rules';
import { inTransaction } from '../platform/db/transaction';
import { claimJobTurn, extendJobTurn } from '../platform/scheduler/scheduler';
import { type LoopLog, TimedLoop } from '../platform/scheduler/timed-loop';
import { nameDueWinners } from './month-winner';

// Grading moves a player's week (or month) to the slot before when their first pick of a new one is graded, and can
// only do that in place while that slot is free. The period close frees the slots between gradings by moving them
// to period_archive (docs/design/grading-and-standings.md, "Period close").
//
// It blocks nobody: each batch is a transaction of its own that takes the grading lock only if it is free (a
// grading is never made to wait for it) and holds it for one small batch, sized to stay under BATCH_TARGET_MS; the
// lock is let go between batches, so a score entry that comes during a close waits at most one batch. A month's end
// at 1,000,000 players is many short batches rather than a few long ones. The size is a forecast, so a batch's
// statement is also cut off at STATEMENT_BUDGET_MS (a stalled disk or a busy core): it rolls back and the next one is
// half as big (at the smallest size, the close backs off instead); its COMMIT does not wait for the disk. A batch that
// finds a grading holding the lock backs off, longer each time, so a score entry's own statements have the cores to
// themselves (docs/design/grading-and-standings.md).

/** How long one batch (the time the grading lock is held) should take; its size follows. */
export const BATCH_TARGET_MS = 25;
/** The most a batch may hold the grading lock (issue 46): its statement's budget and its commit. */
export const LOCK_BUDGET_MS = 50;
/**
 * PostgreSQL cancels a batch's statement past this; the rest of LOCK_BUDGET_MS is its commit's and the round trips'
 * (at 40 ms, 3 of 5,665 batches of a quiet close at 1,000,000 players measured 50-56 ms from the closer's side).
 */
export const STATEMENT_BUDGET_MS = 30;
/** The pause after a batch found a grading holding the lock; it doubles while gradings go on, up to the most. */
export const FIRST_BACKOFF_MS = 50;
export const MOST_BACKOFF_MS = 1_000;
/** The first batch's size, and the bounds its size moves between. */
export const FIRST_BATCH = 200;
export const MIN_BATCH = 10;
/**
 * A machine so busy that even the smallest batch keeps running past its budget must not stop the close: after this
 * many such tries in a row (each after a longer pause: about 0.35 s of trying), each next one gets twice the time, up
 * to MOST_STATEMENT_BUDGET_MS, until a batch goes through. A machine that can move 10 players in 30 ms never gets there.
 */
export const STALLS_BEFORE_MORE_TIME = 3;
const MOST_STATEMENT_BUDGET_MS = 2_000;
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
/** A turn's lease is extended this long before it runs out (a last batch, at most its budgets, ends well within it). */
const TURN_MARGIN_MS = 10_000;

/**
 * One batch: how many players' slots it moved (null: none, `refused` says why), and how long from sending the one
 * statement that takes the lock and moves the batch to its COMMIT's answer (the lock is held for less).
 */
export interface CloseBatch {
  moved: number | null;
  ms: number;
  /** It moved as many as it was sized for: there may be more. */
  full: boolean;
  /** A grading held the lock, or the statement ran past STATEMENT_BUDGET_MS and was cancelled. */
  refused?: 'grading' | 'overtime';
}

export interface PeriodCloseOptions {
  log?: LoopLog & { info(obj: object, msg: string): void };
  /** Told of every batch (the benchmark's figures; the log at debug). */
  onBatch?: (batch: CloseBatch) => void;
  /** A batch statement's budget (STATEMENT_BUDGET_MS); tests of other things give it room on a busy machine. */
  statementBudgetMs?: number;
}

export class PeriodCloser {
  private size = FIRST_BATCH;
  private readonly firstBudget: number;
  private budget: number;
  private stalls = 0;
  private restUntil = 0;
  private readonly loop: TimedLoop;

  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'effects'>,
    private readonly options: PeriodCloseOptions = {},
  ) {
    this.firstBudget = options.statementBudgetMs ?? STATEMENT_BUDGET_MS;
    this.budget = this.firstBudget;
    this.loop = new TimedLoop('period close', () => this.tick(), CLOSE_EVERY_MS, options.log);
  }

  /** The next batch's size. */
  get batchSize(): number {
    return this.size;
  }

  /** The next batch's statement budget (STATEMENT_BUDGET_MS unless the smallest batches kept running past it). */
  get statementBudget(): number {
    return this.budget;
  }

  /**
   * Moves one batch in a transaction of its own, if no grading holds the grading lock; the next batch is sized
   * from how long this one took.
   */
  async closeBatch(): Promise<CloseBatch> {
    const size = this.size;
    let sent = performance.now();
    let batch: CloseBatch;
    try {
      const moved = await inTransaction(this.deps.db, async (trx) => {
        await boundClosingBatch(trx, this.budget);
        sent = performance.now();
        return archiveClosedPeriods(trx, size);
      });
      const ms = performance.now() - sent;
      if (moved !== null && this.budget > this.firstBudget) {
        // Through, on a machine that needed more time: the budget comes back down by halves, and one more cut of the
        // smallest batch gives it back at once.
        this.budget = Math.max(this.firstBudget, this.budget / 2);
        this.stalls = STALLS_BEFORE_MORE_TIME - 1;
      } else if (moved !== null) this.stalls = 0;
      if (moved === size) {
        const scaled = Math.round((size * BATCH_TARGET_MS) / Math.max(ms, 1));
        this.size = Math.min(MAX_BATCH, Math.max(MIN_BATCH, Math.min(scaled, size * 2)));
      }
      batch = { moved, ms, full: moved === size, ...(moved === null ? { refused: 'grading' as const } : {}) };
    } catch (error) {
      if (!isStatementTimeout(error)) throw error;
      // Rolled back, the lock let go: the forecast was wrong this time, so the next batch is half as big; at the
      // smallest size the machine (or a row another transaction holds) is the cause, and the close backs off
      // rather than hold the grading lock any longer (closeUntil), until STALLS_BEFORE_MORE_TIME tries say it must.
      if (size > MIN_BATCH) this.size = Math.max(MIN_BATCH, Math.floor(size / 2));
      else if (++this.stalls >= STALLS_BEFORE_MORE_TIME)
        this.budget = Math.min(MOST_STATEMENT_BUDGET_MS, this.budget * 2);
      batch = { moved: null, ms: performance.now() - sent, full: false, refused: 'overtime' };
    }
    this.options.onBatch?.(batch);
    return batch;
  }

  /**
   * Closes until nothing is left: batch after batch, each its own transaction, with a pause between them for
   * gradings; a batch that moved nothing is tried again after the pause, which grows while gradings hold the lock.
   * Returns the players moved.
   */
  async closeAll(): Promise<number> {
    return (await this.closeUntil(Number.POSITIVE_INFINITY)).moved;
  }

  /**
   * Closes as closeAll does, until nothing is left (`finished`) or the clock of `performance.now()` reaches `until`,
   * whichever comes first: a turn stops before its lease runs out, so no other instance's turn overlaps it.
   */
  async closeUntil(until: number): Promise<{ moved: number; finished: boolean }> {
    let total = 0;
    let backoff = 0;
    for (;;) {
      const { moved, full, refused } = await this.closeBatch();
      if (moved !== null) total += moved;
      if (moved !== null && !full) return { moved: total, finished: true };
      if (performance.now() >= until) return { moved: total, finished: false };
      // A grading holding the lock, or even the smallest batch past its budget: the next try waits, longer each time.
      const waits = refused === 'grading' || (refused === 'overtime' && this.size === MIN_BATCH);
      backoff = waits ? Math.min(MOST_BACKOFF_MS, backoff * 2 || FIRST_BACKOFF_MS) : 0;
      await sleep(backoff || BETWEEN_BATCHES_MS);
    }
  }

  /**
   * One turn: unless resting, and if this instance holds the turn, closes everything there is to close, then names
   * the winner of every prize month that is over and has none.
   */
  async tick(): Promise<number> {
    if (this.deps.clock().getTime() < this.restUntil) return 0;
    if (!(await claimJobTurn(this.deps.db, CLOSE_LEASE, LEASE_MS))) return 0;
    // A turn closes until nothing is left, extending its lease before it runs out; should an extension come too late
    // (another instance may hold the turn by then), it stops and the next turn goes on from where it is.
    let moved = 0;
    for (;;) {
      const turn = await this.closeUntil(performance.now() + LEASE_MS - TURN_MARGIN_MS);
      moved += turn.moved;
      if (turn.finished) break;
      if (!(await extendJobTurn(this.deps.db, CLOSE_LEASE, LEASE_MS))) return moved;
    }
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
