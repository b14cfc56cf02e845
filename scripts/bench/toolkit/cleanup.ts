import { dropBenchDatabase } from './db';
import { within } from './server-process';

// Undoing what a process benchmark started, whichever way its run ends: each step on its own, so one that
// fails or hangs (30 s) does not keep the next from running.

export type CleanUpStep = [what: string, step: () => Promise<void>];

/** The benchmark's pool, then its database: dropped, or kept when `keep` (KEEP=1) says so. */
export function databaseSteps(
  database: { db: { destroy(): Promise<void> } } | null,
  databaseUrl: string,
  keep: boolean,
): CleanUpStep[] {
  return [
    ['database pool', async () => database?.db.destroy()],
    [
      'database',
      async () => {
        if (!database) return;
        if (keep) console.log(`KEEP=1: the database ${databaseUrl} stays`);
        else await dropBenchDatabase(databaseUrl);
      },
    ],
  ];
}

export async function runCleanUp(steps: CleanUpStep[]): Promise<void> {
  for (const [what, step] of steps) {
    await within(step(), 30_000, `cleaning up the ${what}`).catch((error: unknown) =>
      console.error(`clean-up of the ${what} failed:`, error instanceof Error ? error.message : error),
    );
  }
}
