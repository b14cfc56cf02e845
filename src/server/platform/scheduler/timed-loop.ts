/** The few log methods a loop reports its failures through (Fastify's logger has them). */
export interface LoopLog {
  error(obj: object, msg: string): void;
}

/**
 * Runs `turn` again `everyMs` after each run ends, until stopped: a failed turn is logged and the loop goes on.
 * The scheduler's tick runs on one, and so does work that runs in transactions of its own rather than inside that
 * tick (which holds one transaction for all its jobs): the live-scores poller, the period close.
 */
export class TimedLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly name: string,
    private readonly turn: () => Promise<unknown>,
    private readonly everyMs: number,
    private readonly log?: LoopLog,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const loop = async () => {
      this.running = this.turn().catch((error) => this.log?.error({ err: error }, `${this.name} failed`));
      await this.running;
      if (!this.stopped) this.timer = setTimeout(loop, this.everyMs);
    };
    this.timer = setTimeout(loop, 0);
  }

  /** Stops the loop and waits for a turn in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
