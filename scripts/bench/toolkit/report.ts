import { quantile, type Spread } from './stats';

// How benchmarks print their figures: units, and the lines that more than one benchmark prints alike.

export const ms = (value: number): string => `${value.toFixed(1)} ms`;
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
/** A size read in kB (/proc's VmRSS) as MB with `digits` decimals, without the unit. */
export const mbOfKb = (kbValue: number, digits: number): string => (kbValue / 1024).toFixed(digits);

export const showSpread = (s: Spread): string =>
  `n ${s.n}, p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, max ${ms(s.max)}`;

const f = (value: number) => value.toFixed(2);

/** One line of p50, p95 and max of a series of times in ms: `label: p50 1.23 ms, p95 2.34 ms, max 3.45 ms`. */
export function reportTimes(label: string, times: readonly number[]): void {
  console.log(
    `${label}: p50 ${f(quantile(times, 0.5))} ms, p95 ${f(quantile(times, 0.95))} ms, max ${f(Math.max(...times))} ms`,
  );
}
