import { Counter, type Registry } from 'prom-client';

/**
 * pickem_log_lines_dropped_total, read at each scrape from the count the log's destination keeps
 * (src/server/platform/system/log-destination.ts), so it holds every drop since the start, those before the metrics
 * existed included.
 */
export function countLogDrops(registry: Registry, read: () => number): void {
  const dropped: Counter = new Counter({
    name: 'pickem_log_lines_dropped_total',
    help: "Log lines dropped because the log's reader lagged: beyond the log's buffer, or not written by exit",
    registers: [registry],
    collect() {
      dropped.reset();
      dropped.inc(read());
    },
  });
}
