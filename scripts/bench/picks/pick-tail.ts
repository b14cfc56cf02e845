import { gauge, histogramBetween, quantileBound, type Scrape } from '../toolkit/prometheus';

// Where a rush's slow picks spent their time, from the server's own /metrics scraped before and after it
// (docs/design/picks.md, "Where the tail comes from"): the group commits' waits for a batch and their runs,
// the pool's waits for a connection, garbage collection and the event loop's delay.

const ms = (seconds: number) => `${(seconds * 1000).toFixed(1)} ms`;
const bound = (seconds: number) => (Number.isFinite(seconds) ? `≤ ${ms(seconds)}` : 'beyond the last bucket');

export function tailReport(before: Scrape, after: Scrape): string[] {
  const lines: string[] = [];
  for (const batcher of ['new-picks', 'session-lookups']) {
    const labels = { batcher };
    const size = histogramBetween(before, after, 'pickem_group_commit_batch_size', labels);
    if (size.count === 0) continue;
    const waited = histogramBetween(before, after, 'pickem_group_commit_wait_seconds', labels);
    const ran = histogramBetween(before, after, 'pickem_group_commit_run_seconds', labels);
    lines.push(
      `${batcher}: ${size.count} batches of ${(size.sum / size.count).toFixed(1)} calls on average; ` +
        `the oldest call's wait for its batch mean ${ms(waited.sum / waited.count)}, p99 ${bound(quantileBound(waited, 0.99))}; ` +
        `a batch's run mean ${ms(ran.sum / ran.count)}, p99 ${bound(quantileBound(ran, 0.99))}`,
    );
  }
  const pool = histogramBetween(before, after, 'pickem_db_pool_wait_seconds');
  if (pool.count > 0) {
    lines.push(
      `pool: ${pool.count} connections handed out; the wait for one mean ${ms(pool.sum / pool.count)}, ` +
        `p99 ${bound(quantileBound(pool, 0.99))}`,
    );
  }
  const gcKinds = ['minor', 'major', 'incremental', 'weakcb'].map((kind) => ({
    kind,
    h: histogramBetween(before, after, 'nodejs_gc_duration_seconds', { kind }),
  }));
  lines.push(
    `garbage collection: ${gcKinds
      .filter((g) => g.h.count > 0)
      .map((g) => `${g.kind} ${g.h.count}× ${ms(g.h.sum)} in all (p99 ${bound(quantileBound(g.h, 0.99))})`)
      .join(', ')}`,
  );
  lines.push(
    `event-loop delay over the rush: p99 ${ms(gauge(after, 'nodejs_eventloop_lag_p99_seconds'))}, ` +
      `max ${ms(gauge(after, 'nodejs_eventloop_lag_max_seconds'))}`,
  );
  return lines;
}
