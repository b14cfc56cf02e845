// A benchmark's knobs: environment variables read once at its start, each with its default. A value that is not
// what the knob takes stops the run at once rather than measuring something else.

/** A whole number of at least `min` (1 unless given) from the environment variable `name`, or `fallback`. */
export function intFromEnv(name: string, fallback: number, min = 1): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}`);
  }
  return value;
}

/** A number (fractions allowed) of at least `min` from the environment variable `name`, or `fallback`. */
export function numberFromEnv(name: string, fallback: number, min = 0): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number of at least ${min}`);
  return value;
}

/** A comma-separated list from the environment variable `name`, or `fallback`'s items. */
export function listFromEnv(name: string, fallback: string): string[] {
  return (process.env[name] ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** KEEP=1: the run leaves its database behind for another look (or another benchmark that reads it). */
export const keepDatabase = (): boolean => process.env.KEEP === '1';

/**
 * SETTLE=0 skips the pauses a benchmark makes for memory to settle before it reads it (the smoke run's choice: its
 * memory figures then say nothing). Any other value, or none, keeps them.
 */
export const settling = (): boolean => process.env.SETTLE !== '0';

/** A pause of `ms` for memory or background work to settle, skipped with SETTLE=0. */
export const settle = (ms: number): Promise<void> =>
  settling() ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
