import type { Writable } from 'node:stream';

/**
 * What the log may hold for a reader that has stopped reading: a few seconds of a busy instance's lines,
 * small beside the server's own memory (ADR 0042).
 */
export const LOG_BUFFER_MAX_BYTES = 4 * 1024 * 1024;

export interface LogDestinationOptions {
  /** What is held at most while the reader lags (in characters: a JSON line's are its bytes but for odd names). */
  maxBufferedBytes?: number;
  /**
   * Called once every held line is written after some were dropped, with how many were dropped since the
   * last call: the moment a line saying so can reach the reader.
   */
  onCaughtUp?: (droppedLines: number) => void;
}

/**
 * The server's log destination (pino's `stream`): each line goes to `out`, normally standard output, at once.
 * A pipe's stream writes what the pipe takes and holds the rest for the event loop to write when the reader
 * reads again, so nothing waits on the reader; this caps what it holds (pino's own destination holds without
 * limit, and at exit retries a full pipe forever: ADR 0042). Lines beyond the cap, lines after the reader has
 * gone, and lines still held when `settle` gives up are dropped and counted.
 */
export class LogDestination {
  private readonly maxBufferedBytes: number;
  private readonly onCaughtUp: (droppedLines: number) => void;
  private droppedLines = 0;
  private reportedLines = 0;
  /** Lines handed to `out` whose write has not ended yet. */
  private held = 0;
  /** The reader closed its end: every later line is dropped. */
  private readerGone = false;
  /** The process is about to exit (`abandon`): the lines then held are counted, and every later line is dropped. */
  private abandoned = false;
  private readonly settled = new Set<() => void>();

  constructor(
    private readonly out: Writable,
    options: LogDestinationOptions = {},
  ) {
    this.maxBufferedBytes = options.maxBufferedBytes ?? LOG_BUFFER_MAX_BYTES;
    this.onCaughtUp = options.onCaughtUp ?? (() => {});
    // A reader that closes its end (EPIPE) must not end the server: its lines are dropped from then on.
    out.on('error', () => {
      this.readerGone = true;
    });
  }

  /** Lines dropped since the start. */
  get dropped(): number {
    return this.droppedLines;
  }

  /** Lines dropped since the last `onCaughtUp`: what the reader has not been told of. */
  get unreported(): number {
    return this.droppedLines - this.reportedLines;
  }

  /** Lines handed over and not written yet. */
  get waiting(): number {
    return this.held;
  }

  write(line: string): void {
    // writableLength counts what the stream holds, the write under way included.
    if (this.readerGone || this.abandoned || this.out.writableLength + line.length > this.maxBufferedBytes) {
      this.droppedLines++;
      return;
    }
    this.held++;
    this.out.write(line, this.written);
  }

  /**
   * Resolves once every line handed over is written, or at `deadline` (epoch ms), abandoning the rest: the
   * process is about to exit without them.
   */
  settle(deadline: number): Promise<void> {
    if (this.held === 0 || this.abandoned) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.settled.delete(done);
        resolve();
      };
      const timer = setTimeout(() => this.abandon(), Math.max(0, deadline - Date.now()));
      this.settled.add(done);
    });
  }

  /** For the moment before exit: the lines still held count as dropped, and so does every later one. */
  abandon(): void {
    if (!this.abandoned) {
      this.abandoned = true;
      this.droppedLines += this.held;
    }
    for (const done of [...this.settled]) done();
  }

  // One function for every write (no closure per line); the stream calls it when a write ends, with an error
  // when the line never reached the reader.
  private readonly written = (error?: Error | null) => {
    this.held--;
    if (this.abandoned) return;
    if (error) {
      // The stream tells a broken pipe to each write before (or without) emitting 'error'.
      this.readerGone = true;
      this.droppedLines++;
    }
    if (this.held > 0) return;
    const unreported = this.unreported;
    if (unreported > 0 && !this.readerGone) {
      this.reportedLines = this.droppedLines;
      // The report is a line of its own: `settle` waits for it too.
      this.onCaughtUp(unreported);
      if (this.held > 0) return;
    }
    for (const done of [...this.settled]) done();
  };
}
