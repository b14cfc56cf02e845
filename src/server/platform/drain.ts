/**
 * Drains a queue in passes, one drain at a time, woken after a commit and on a timer. A call during a running
 * drain joins it and makes it run one pass more, so work committed after that drain's last look is not left for
 * the next tick; a pass that stops short of the queue's end asks for another the same way. The effects worker
 * and the mailer drain this way.
 */
export class Drain<Report> {
  private current: Promise<Report> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private halted = false;

  constructor(
    private readonly options: {
      /** A report of nothing done yet, which each pass adds to. */
      report: () => Report;
      /** One pass; one that stops short with more due calls `runAgain`. */
      pass: (report: Report) => Promise<void>;
      /** A drain woken without a caller to tell failed. */
      failed: (error: unknown) => void;
    },
  ) {}

  /** Once stopped, no drain starts and a running one ends after its pass. */
  get stopped(): boolean {
    return this.halted;
  }

  /** Asks for one pass more: a pass that stopped short, or a caller that joins the running drain. */
  runAgain(): void {
    this.again = true;
  }

  /** After a commit: drain without making the caller wait. */
  wake(): void {
    if (this.halted) return;
    this.run().catch(this.options.failed);
  }

  run(): Promise<Report> {
    if (this.current) {
      this.again = true;
      return this.current;
    }
    const { report, pass } = this.options;
    const run = (async () => {
      const total = report();
      do {
        this.again = false;
        await pass(total);
      } while (this.again && !this.halted);
      return total;
    })().finally(() => {
      this.current = null;
      // A call that joined after the loop's last check must still get its pass.
      if (this.again && !this.halted) this.wake();
    });
    this.current = run;
    return run;
  }

  /** Drains now and every `everyMs` (retries, and what other instances or a crashed one left). */
  start(everyMs: number): void {
    if (this.timer || this.halted) return;
    this.timer = setInterval(() => this.wake(), everyMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops the timer and waits for a running drain. */
  async stop(): Promise<void> {
    this.halted = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.current?.catch(() => {});
  }
}
