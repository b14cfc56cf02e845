// The server's /metrics read by a benchmark: what its own histograms saw between two scrapes (a rush's group
// commits, pool waits, GC pauses), so a run's report can say where the time went.

/** One scrape: each series (`name` and its labels) with its value. */
export interface Scrape {
  series: { name: string; labels: Record<string, string>; value: number }[];
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseMetrics(text: string): Scrape {
  const series: Scrape['series'] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = LINE.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(LABEL)) labels[l[1]!] = l[2]!;
    series.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return { series };
}

/** GET /metrics with the bearer token the server was started with. */
export async function scrapeMetrics(base: string, token: string): Promise<Scrape> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return parseMetrics(await res.text());
}

/** A histogram's observations between two scrapes: how many, their sum, and the cumulative count per bound. */
export interface HistogramFigures {
  count: number;
  sum: number;
  buckets: { le: number; count: number }[];
}

const matches = (labels: Record<string, string>, want: Record<string, string>) =>
  Object.entries(want).every(([k, v]) => labels[k] === v);

function histogramIn(scrape: Scrape, name: string, want: Record<string, string>): HistogramFigures {
  const pick = (suffix: string) =>
    scrape.series.filter((s) => s.name === name + suffix && matches(s.labels, want));
  const buckets = new Map<number, number>();
  for (const s of pick('_bucket')) {
    const le = s.labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(s.labels.le);
    buckets.set(le, (buckets.get(le) ?? 0) + s.value);
  }
  const total = (suffix: string) => pick(suffix).reduce((n, s) => n + s.value, 0);
  return {
    count: total('_count'),
    sum: total('_sum'),
    buckets: [...buckets].map(([le, count]) => ({ le, count })).sort((a, b) => a.le - b.le),
  };
}

/** What `name` (summed over the series matching `labels`) observed from `before` to `after`. */
export function histogramBetween(
  before: Scrape,
  after: Scrape,
  name: string,
  labels: Record<string, string> = {},
): HistogramFigures {
  const a = histogramIn(before, name, labels);
  const b = histogramIn(after, name, labels);
  const earlier = new Map(a.buckets.map((x) => [x.le, x.count]));
  return {
    count: b.count - a.count,
    sum: b.sum - a.sum,
    buckets: b.buckets.map((x) => ({ le: x.le, count: x.count - (earlier.get(x.le) ?? 0) })),
  };
}

/** The bound of the first bucket holding the q-quantile: the quantile is at most this (Infinity past the last). */
export function quantileBound(h: HistogramFigures, q: number): number {
  const target = q * h.count;
  return h.buckets.find((b) => b.count >= target)?.le ?? Number.POSITIVE_INFINITY;
}

/** One gauge's value in a scrape (NaN when absent). */
export function gauge(scrape: Scrape, name: string, labels: Record<string, string> = {}): number {
  return scrape.series.find((s) => s.name === name && matches(s.labels, labels))?.value ?? Number.NaN;
}
