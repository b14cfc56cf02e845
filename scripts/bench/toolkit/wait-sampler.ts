import { sql } from 'kysely';
import type { DB } from '../../../src/server/platform/db/client';

/**
 * Samples what the database's other sessions are doing (pg_stat_activity) every `everyMs` while started, and tells
 * the most frequent states: how many samples found a session running or waiting on each wait event, and with which
 * statement. Where a benchmark's time goes when it is not in one statement (a lock, the disk, the cores) shows there.
 */
export function sampleWaits(db: DB, everyMs = 20) {
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const { rows } = await sql<{ what: string }>`
        select coalesce(wait_event_type || ':' || wait_event, 'on a core') || ' | ' ||
          left(regexp_replace(query, '\\s+', ' ', 'g'), 70) as what
        from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`.execute(db);
      samples++;
      for (const { what } of rows) counts.set(what, (counts.get(what) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    /** Stops sampling; the `top` states, each with the share of samples that found it. */
    async stop(top = 10): Promise<string[]> {
      running = false;
      await done;
      return [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([what, n]) => `${((100 * n) / Math.max(samples, 1)).toFixed(0).padStart(3)} % ${what}`);
    },
  };
}
