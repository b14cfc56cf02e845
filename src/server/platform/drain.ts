/**
 * One drain of a queue at a time, in passes. A call during a running drain joins it and makes it run one pass
 * more, so work committed after that drain's last look is not left for the next timer tick; a pass that stops
 * short of the queue's end asks for another the same way. The effects worker and the mailer drain this way.
 */
export class Drain<Report> {
  private current: Promise<Report> | null = null;
  private again = false;

  constructor(
    private readonly options: {
      /** A report of nothing done yet, which each pass adds to. */
      report: () => Report;
      /** One pass; one that stops short with more due calls `runAgain`. */
      pass: (report: Report) => Promise<void>;
      stopped: () => boolean;
      /** Starts another drain without waiting for it: a call joined after this one's last look. */
      wake: () => void;
    },
  ) {}

  /** The drain in progress, if any. */
  get running(): Promise<Report> | null {
    return this.current;
  }

  /** Asks for one pass more: a pass that stopped short, or a caller that joins the running drain. */
  runAgain(): void {
    this.again = true;
  }

  run(): Promise<Report> {
    if (this.current) {
      this.again = true;
      return this.current;
    }
    const { report, pass, stopped, wake } = this.options;
    const run = (async () => {
      const total = report();
      do {
        this.again = false;
        await pass(total);
      } while (this.again && !stopped());
      return total;
    })().finally(() => {
      this.current = null;
      // A call that joined after the loop's last check must still get its pass.
      if (this.again && !stopped()) wake();
    });
    this.current = run;
    return run;
  }
}
