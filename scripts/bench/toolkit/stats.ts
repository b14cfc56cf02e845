// The numbers a benchmark reports, from lists of samples.

/** The value below which a share q (0..1) of the values fall (nearest rank); NaN for no values. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

export const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

/** How a list of delays spreads: its size, median, 99th percentile and maximum. */
export interface Spread {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

export const spread = (values: readonly number[]): Spread => ({
  n: values.length,
  p50: quantile(values, 0.5),
  p99: quantile(values, 0.99),
  max: Math.max(...values),
});
