import { within } from './time';

// Undoing what a process benchmark started, whichever way its run ends: each step on its own, so one that
// fails or hangs (30 s, or the step's own limit) does not keep the next from running.

export type CleanUpStep = [what: string, step: () => Promise<unknown>, limitMs?: number];

export async function runCleanUp(steps: CleanUpStep[]): Promise<void> {
  for (const [what, step, limitMs = 30_000] of steps) {
    await within(step(), limitMs, `cleaning up the ${what}`).catch((error: unknown) =>
      console.error(`clean-up of the ${what} failed:`, error instanceof Error ? error.message : error),
    );
  }
}

export interface ProcessBenchmark {
  /** The run; answers whether everything it checks held. */
  main(): Promise<boolean>;
  /** Undoes what the run started (processes, sockets, the database), whether it finished or not. */
  cleanUp(): Promise<void>;
  /** Gives up after this long without a result. */
  timeoutMinutes: number;
  /** Hint printed with a give-up (e.g. which knob raises the limit). */
  timeoutHint?: string;
  /** Prints what helps when the run failed (e.g. the server's last lines). */
  onFailure?(): void;
}

/**
 * Runs a benchmark that starts processes of its own (servers, the socket generator): cleans up whichever way it
 * ends, a failure, a time-out or Ctrl-C included, and exits: 0 when `main` answered true (and nothing set a
 * failing exit code), else 1 (130 on Ctrl-C).
 */
export async function runProcessBenchmark(name: string, b: ProcessBenchmark): Promise<never> {
  const watchdog = setTimeout(() => {
    console.error(
      `${name}: no result after ${b.timeoutMinutes} minutes; giving up${b.timeoutHint ? ` (${b.timeoutHint})` : ''}`,
    );
    b.onFailure?.();
    void b.cleanUp().finally(() => process.exit(1));
  }, b.timeoutMinutes * 60_000);
  process.once('SIGINT', () => {
    console.error('interrupted; cleaning up');
    void b.cleanUp().finally(() => process.exit(130));
  });
  let passed = false;
  try {
    passed = await b.main();
  } catch (error) {
    console.error(`${name} failed:`, error instanceof Error ? error.message : error);
    b.onFailure?.();
  }
  await b.cleanUp();
  clearTimeout(watchdog);
  process.exit(passed && !process.exitCode ? 0 : 1);
}
