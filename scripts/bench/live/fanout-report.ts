import { kb, mb, ms, showSpread } from '../toolkit/report';
import { type Spread, spread } from '../toolkit/stats';
import type { DayBytes } from './fanout-wire';

// The fan-out benchmark's closing summary against the targets (timing targets: printed as met or not, never a
// check that fails the run).

/** What the summary is made of: the three sections' results. */
export interface SummaryInput {
  /** Section 1: the modelled day's bytes and its length in hours. */
  day: DayBytes;
  hours: number;
  /** Section 2: the players' delays from the call's return, the server idle. */
  quietFromReturn: number[];
  /** Section 3: the fan-out rounds. */
  fanOut: {
    subscribed: number;
    rounds: number;
    liveRounds: Spread[];
    liveAll: number[];
    missing: number;
    rss: { before: number; after: number; end: number };
    loadedFromReturn: number[];
    load: string;
  };
}

export function printSummary({ day, hours, quietFromReturn, fanOut }: SummaryInput): void {
  const { subscribed, rss } = fanOut;
  const perSocket = ((rss.after - rss.before) * 1024) / subscribed;
  const pooled = spread(fanOut.liveAll);
  const perSocketEnd = ((rss.end - rss.before) * 1024) / subscribed;
  console.log('\nsummary');
  console.log(
    `  fan-out to ${subscribed} sockets, ${fanOut.rounds} live scores: ${showSpread(pooled)} ` +
      `(per round p99: ${fanOut.liveRounds.map((r) => ms(r.p99)).join(', ')}); ${fanOut.missing} messages missing; ` +
      `target p99 < 250 ms ${pooled.p99 < 250 && fanOut.missing === 0 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  memory: ${kb(perSocket)} of server RSS per socket (RSS ${mb(rss.before * 1024)} -> ` +
      `${mb(rss.after * 1024)}, ${mb(rss.end * 1024)} 10 s after the rounds = ${kb(perSocketEnd)} per socket); ` +
      `target < 20 KB ${memoryVerdict(perSocket, perSocketEnd)}`,
  );
  const quietReturn = spread(quietFromReturn);
  const loadedMax = Math.max(...fanOut.loadedFromReturn);
  console.log(
    `  score entry -> player's message: max ${ms(quietReturn.max)} from the return idle, ` +
      `${ms(loadedMax)} with ${subscribed} sockets; target < 1 s ` +
      `${quietReturn.max < 1000 && loadedMax < 1000 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  wire, ${hours} h: polling ${mb(day.poll)} / push ${mb(day.push)} = ${day.ratio.toFixed(2)}x; ` +
      `target >= 50x ${day.ratio >= 50 ? 'met' : 'NOT met'}`,
  );
  console.log(`  load average at the end of the fan-out: ${fanOut.load}`);
}

/**
 * RSS that fell while the sockets opened means other memory was freed meanwhile (small runs): the figure
 * then says nothing about the sockets, and is not counted as meeting the target.
 */
function memoryVerdict(perSocket: number, perSocketEnd: number): string {
  if (perSocket <= 0 || perSocketEnd <= 0) return 'not measured (RSS fell; use more sockets)';
  return perSocket < 20 * 1024 && perSocketEnd < 20 * 1024 ? 'met' : 'NOT met';
}
