/** Attempts before an effect is parked for an admin to look at. */
export const MAX_EFFECT_ATTEMPTS = 8;

/** How often a worker looks for due effects when nothing woke it (retries, another instance's commits). */
export const EFFECT_POLL_MS = 1_000;

/**
 * Transactions a worker runs at once (of the database pool's 10): a batch of pushes waits on push services for
 * milliseconds, which another lane spends encrypting or writing (ADR 0027).
 */
export const EFFECT_LANES = 3;

/** Effects a worker takes one after another before it lets other work of the process run. */
export const EFFECT_PASS_LIMIT = 50;

/** The kind and subject that name an effect; kept short and plain so it stays a readable unique key. */
export const effectKey = (kind: string, ...subject: (string | number)[]) => [kind, ...subject].join(':');

/**
 * Wait before the next attempt after `attempts` failed ones: 1 s, 2 s, 4 s ... up to 5 minutes, with a
 * tenth of jitter (`random` in [0, 1)) so instances that failed together do not retry together.
 */
export function effectRetryDelayMs(attempts: number, random: number): number {
  const base = Math.min(1_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
  return Math.round(base * (1 + random / 10));
}

/** An error as the one line kept on a parked effect. */
export function describeEffectError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2_000);
}
