import { sql } from 'kysely';
import type { DB } from '../../../src/server/platform/db/client';
import { quantile } from '../toolkit/stats';
import type { Acknowledged, MinuteOfLoad } from './soak-load';
import { mb, type Sample } from './soak-samples';

// The soak's checks and figures: lost picks, memory against the end of minute 1, the minutes.

/**
 * How many acknowledged picks are in the database with the user, game and team they were made with
 * (one query over the whole list), and how many picks the soak's games hold in all.
 */
export async function findAcknowledged(
  db: DB,
  acked: Acknowledged,
  gameIds: number[],
): Promise<{ found: number; stored: number }> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n
    from picks p
    join unnest(${acked.ids}::int8[], ${acked.users}::int8[], ${acked.games}::int8[], ${acked.teams}::int8[])
      as a(id, user_id, game_id, team_id)
      on p.id = a.id and p.user_id = a.user_id and p.game_id = a.game_id and p.selected_team_id = a.team_id
  `.execute(db);
  const total = await db
    .selectFrom('picks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('game_id', 'in', gameIds)
    .executeTakeFirstOrThrow();
  return { found: Number(rows[0]?.n ?? 0), stored: Number(total.n) };
}

export interface MemoryVerdict {
  baseline: Sample | null;
  /** The largest |RSS - baseline| / baseline after the baseline, in %. */
  maxDeviationPct: number;
  worst: Sample | null;
  /** The highest and the lowest RSS after the baseline, in % of it: growth and shrinking told apart. */
  maxRisePct: number;
  maxFallPct: number;
}

/** The baseline is the sample at the end of minute 1 (warm-up: JIT, pools, caches fill before it). */
export function memoryVerdict(samples: Sample[]): MemoryVerdict {
  const index = samples.findIndex((s) => s.atMs >= 59_000);
  const baseline = index >= 0 ? samples[index]! : null;
  const verdict: MemoryVerdict = {
    baseline,
    maxDeviationPct: Number.NaN,
    worst: null,
    maxRisePct: 0,
    maxFallPct: 0,
  };
  if (!baseline) return verdict;
  for (const sample of samples.slice(index + 1)) {
    const change = ((sample.serverRssKb - baseline.serverRssKb) / baseline.serverRssKb) * 100;
    verdict.maxRisePct = Math.max(verdict.maxRisePct, change);
    verdict.maxFallPct = Math.max(verdict.maxFallPct, -change);
    if (!(Math.abs(change) <= verdict.maxDeviationPct)) {
      verdict.maxDeviationPct = Math.abs(change);
      verdict.worst = sample;
    }
  }
  return verdict;
}

/** The sample taken closest to `atMs`. */
function sampleAt(samples: Sample[], atMs: number): Sample | undefined {
  let best: Sample | undefined;
  for (const s of samples) if (!best || Math.abs(s.atMs - atMs) < Math.abs(best.atMs - atMs)) best = s;
  return best;
}

/** One line per minute: the load, its latency, and what the processes and the machine did meanwhile. */
export function minuteLines(minutes: MinuteOfLoad[], samples: Sample[]): string[] {
  const lines = [
    'minute | sent | acked | errors | picks/s | p50 ms | p99 ms | max ms | CPU (% of a core): server, generator, soak | server event loop: on a CPU, waiting for one (%) | server RSS MB at end | load (1 min)',
  ];
  minutes.forEach((m, i) => {
    const from = sampleAt(samples, i * 60_000);
    const to = sampleAt(samples, (i + 1) * 60_000);
    const span = from && to ? to.atMs - from.atMs : Number.NaN;
    const pct = (f: (s: Sample) => number) =>
      from && to && span > 0 ? (((f(to) - f(from)) / span) * 100).toFixed(0) : '?';
    lines.push(
      [
        i + 1,
        m.sent,
        m.acked,
        m.errors,
        (m.acked / 60).toFixed(1),
        quantile(m.latencies, 0.5).toFixed(1),
        quantile(m.latencies, 0.99).toFixed(1),
        Math.max(0, ...m.latencies).toFixed(1),
        `${pct((s) => s.serverCpuMs)}, ${pct((s) => s.generatorCpuMs)}, ${pct((s) => s.benchCpuMs)}`,
        `${pct((s) => s.loopOnCpuMs)}, ${pct((s) => s.loopWaitMs)}`,
        to ? mb(to.serverRssKb) : '?',
        to ? to.load1.toFixed(2) : '?',
      ].join(' | '),
    );
  });
  return lines;
}

/** Server RSS over time, one value per sample. */
export function rssLine(samples: Sample[]): string {
  return samples.map((s) => `${(s.atMs / 1000).toFixed(0)} s ${mb(s.serverRssKb)}`).join(', ');
}

/** The server's log lines at level error or worse (pino: 50, 60), and at warn (40). */
export function countLogLevels(log: string): { errors: number; warnings: number; firstError: string | null } {
  let errors = 0;
  let warnings = 0;
  let firstError: string | null = null;
  for (const line of log.split('\n')) {
    const level = /"level":(\d+)/.exec(line)?.[1];
    if (level === '40') warnings += 1;
    if (level === '50' || level === '60') {
      errors += 1;
      firstError ??= line.slice(0, 300);
    }
  }
  return { errors, warnings, firstError };
}
