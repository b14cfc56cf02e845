import { performance } from 'node:perf_hooks';

/**
 * How much of each second the instance may spend compressing socket messages. Compressing is an
 * optimisation: when the second's share is spent, messages go out uncompressed (still correct, only
 * larger) until the next second, so a burst of distinct messages (thousands of signed-in viewers, each
 * with their own pick in a changed game) cannot slow the fan-out down.
 */
export class DeflateBudget {
  private secondStart = Number.NEGATIVE_INFINITY;
  private spent = 0;

  constructor(
    private readonly msPerSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Runs `work` and counts its time, or returns null without running it when the second's share is spent. */
  run<T>(work: () => T): T | null {
    const start = this.now();
    if (start - this.secondStart >= 1000) {
      this.secondStart = start;
      this.spent = 0;
    }
    if (this.spent >= this.msPerSecond) return null;
    try {
      return work();
    } finally {
      this.spent += this.now() - start;
    }
  }
}
