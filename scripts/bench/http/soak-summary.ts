import type { PickLoad } from './soak-load';
import { type countLogLevels, memoryVerdict, minuteLines, rssLine } from './soak-report';
import { ARRIVAL_TIMEOUT_MS, type ScoreRounds } from './soak-rounds';
import { mb, type Sampler } from './soak-samples';

// The soak's printout: the minutes, then one line per kind of trouble, then PASS or FAIL per property.

export interface SoakOutcome {
  rate: number;
  total: number;
  /** How long the load ran: memory is judged against the end of its first minute, so only from 2 minutes on. */
  durationMs: number;
  maxInFlight: number;
  load: PickLoad;
  sampler: Sampler;
  rounds: ScoreRounds;
  /** Sockets that never subscribed. */
  connectFailed: number;
  log: ReturnType<typeof countLogLevels>;
  /** Acknowledged picks found in the database as acknowledged; all picks stored on the soak's games. */
  found: number;
  stored: number;
  loadAtEnd: string;
}

/** Prints the figures and the verdicts; true when every property holds. */
export function printSummary(o: SoakOutcome): boolean {
  const { load } = o;
  const acked = load.acked.ids.length;
  const last = o.sampler.samples.at(-1);
  const socketTrouble = (last?.socketsClosed ?? 0) + (last?.socketErrors ?? 0);
  const roundsMissing = o.rounds.results.reduce((n, r) => n + r.missing, 0);
  const errors =
    load.errorCount() +
    o.connectFailed +
    socketTrouble +
    o.rounds.failures.length +
    roundsMissing +
    o.log.errors +
    o.sampler.failures.length;
  const memory = memoryVerdict(o.sampler.samples);
  const rate = load.achievedRate();

  console.log('\nper minute (latency: sending a pick to its answer)');
  for (const line of minuteLines(load.minutes, o.sampler.samples)) console.log(`  ${line}`);
  console.log(`server RSS (MB) every 10 s: ${rssLine(o.sampler.samples)}`);
  const rounds = o.rounds.results.map((r) =>
    r.received === r.armed
      ? `${r.max.toFixed(0)}`
      : `${r.received}/${r.armed} within ${ARRIVAL_TIMEOUT_MS / 1000} s`,
  );
  console.log(`score rounds, ms from sending the score to the last socket: ${rounds.join(', ')}`);
  console.log('\nsummary');
  console.log(
    `  picks: ${o.total} scheduled, ${o.total - load.unsent} sent, ${acked} acknowledged; ` +
      `${load.late} started over 100 ms late (max lag ${load.maxLagMs.toFixed(0)} ms), ` +
      `${load.maxInFlightSeen} in flight at most (bound ${o.maxInFlight})`,
  );
  for (const [kind, n] of load.errors) console.log(`  pick error x${n}: ${kind}`);
  console.log(
    `  sockets: ${o.connectFailed} failed to subscribe, ${last?.socketsClosed ?? '?'} closed and ` +
      `${last?.socketErrors ?? '?'} errors after subscribing, ${last?.socketsOpen ?? '?'} open at the end` +
      (o.sampler.socketReasons.length ? ` (${o.sampler.socketReasons.join('; ')})` : ''),
  );
  console.log(
    `  score rounds: ${o.rounds.results.length} played, ${o.rounds.failures.length} failed, ` +
      `${roundsMissing} socket messages not received within ${ARRIVAL_TIMEOUT_MS / 1000} s` +
      (o.rounds.failures.length ? ` (${o.rounds.failures.slice(0, 3).join('; ')})` : ''),
  );
  console.log(
    `  server log: ${o.log.errors} errors, ${o.log.warnings} warnings${o.log.firstError ? ` (${o.log.firstError})` : ''}`,
  );
  for (const failure of o.sampler.failures.slice(0, 3)) console.log(`  sampling: ${failure}`);
  console.log(`  load average at the end: ${o.loadAtEnd}`);
  const verdicts: [string, boolean | null, string][] = [
    [
      'rate',
      acked >= o.total * 0.99 && load.unsent === 0,
      `${rate.toFixed(1)} picks/s acknowledged of ${o.rate} offered`,
    ],
    ['no error', errors === 0, `${errors} errors in all`],
    [
      'no lost pick',
      acked > 0 && o.found === acked,
      `${acked} acknowledged, ${o.found} found, lost ${acked - o.found}; ${o.stored} stored on the soak's games`,
    ],
    [
      'memory flat within 10 %',
      o.durationMs < 120_000 ? null : memory.maxDeviationPct <= 10,
      o.durationMs < 120_000
        ? 'not judged: the run is shorter than 2 minutes (its baseline is the end of minute 1)'
        : memory.baseline
          ? `baseline ${mb(memory.baseline.serverRssKb)} MB at ${(memory.baseline.atMs / 1000).toFixed(0)} s, ` +
            `max deviation ${memory.maxDeviationPct.toFixed(1)} % (${mb(memory.worst?.serverRssKb ?? 0)} MB at ` +
            `${((memory.worst?.atMs ?? 0) / 1000).toFixed(0)} s; at most +${memory.maxRisePct.toFixed(1)} %, ` +
            `-${memory.maxFallPct.toFixed(1)} %)`
          : 'no sample at the end of minute 1',
    ],
  ];
  for (const [what, pass, detail] of verdicts)
    console.log(`  ${pass === null ? 'n/a' : pass ? 'PASS' : 'FAIL'} ${what}: ${detail}`);
  return verdicts.every(([, pass]) => pass !== false);
}
