import type { BusEvent } from '../../../src/server/kernel/events';
import type { DB } from '../../../src/server/platform/db/client';
import type { PostgresEventBus } from '../../../src/server/platform/events/postgres.bus';
import { enterScore } from '../toolkit/api';
import { settle } from '../toolkit/knobs';
import { cpuMs, loadAverage, rssKb } from '../toolkit/proc';
import { kb, mb, showSpread } from '../toolkit/report';
import type { Generator } from '../toolkit/sockets/generator-process';
import { type Spread, spread } from '../toolkit/stats';
import { advance, type LiveGame, writeLiveScore } from './fanout-data';
import { type E2EClient, e2eDelays } from './fanout-e2e';
import type { SummaryInput } from './fanout-report';

// Section 3 of the fan-out benchmark, the fan-out itself: the generator process (started and closed by
// fanout.ts, handed in here) connects its sockets, then live score changes and a last admin score entry
// reach every one of them, each round timed on the machine-wide clock with the CPU time of both sides.

interface RoundResult {
  fromStart: number[];
  fromAlso: number[];
  missing: number;
  closed: number;
  /** CPU time the server and the generator used during the round: which side the time went to. */
  serverCpuMs: number;
  generatorCpuMs: number;
}

/** One round: arm the generator with the message's marker, change the score, collect the arrivals. */
async function fanOutRound(
  g: Generator,
  serverPid: number,
  change: () => Promise<{ from: number; also?: number }>,
  marker: string,
): Promise<RoundResult> {
  const generatorPid = g.child.pid!;
  g.send({ type: 'arm', marker, timeoutMs: 30_000 });
  await g.next('armed', 10_000);
  const cpu = { server: cpuMs(serverPid), generator: cpuMs(generatorPid) };
  const { from, also } = await change();
  const { times, closed } = await g.next('arrivals', 60_000);
  const serverCpuMs = cpuMs(serverPid) - cpu.server;
  const generatorCpuMs = cpuMs(generatorPid) - cpu.generator;
  const arrived = times.filter((t): t is number => t !== null);
  return {
    fromStart: arrived.map((t) => t - from),
    fromAlso: also === undefined ? [] : arrived.map((t) => t - also),
    missing: times.length - arrived.length,
    closed,
    serverCpuMs,
    generatorCpuMs,
  };
}

const cpuNote = (r: RoundResult) => `; CPU server ${r.serverCpuMs} ms, generator ${r.generatorCpuMs} ms`;

/**
 * `sockets` signed-out sockets from the just started generator, `concurrency` connecting at a time; the
 * server's RSS (`rssBefore` was read before the generator started) 5 s after they subscribed.
 */
export async function connectSockets(
  generator: Generator,
  options: { base: string; serverPid: number; sockets: number; concurrency: number; rssBefore: number },
): Promise<{ subscribed: number; rssAfter: number }> {
  const { base, sockets, concurrency, rssBefore } = options;
  const ready = await generator.next('ready', 30_000);
  if (ready.fdLimit !== null && ready.fdLimit < sockets + 100) {
    throw new Error(`the generator may open only ${ready.fdLimit} files; ${sockets} sockets need more`);
  }
  console.log(`\n3. fan-out: ${sockets} sockets from a second process (${concurrency} connecting at a time)`);
  generator.send({
    type: 'connect',
    url: `${base.replace(/^http/, 'ws')}/trpc`,
    count: sockets,
    concurrency,
    origin: base,
    day: 'today',
    socketTimeoutMs: 60_000,
    deflate: process.env.DEFLATE === '1',
  });
  const connected = await generator.next('connected', 10 * 60_000);
  console.log(
    `  ${connected.subscribed} subscribed, ${connected.failed} failed in ${(connected.elapsedMs / 1000).toFixed(1)} s` +
      (connected.failures.length ? ` (${connected.failures.join('; ')})` : '') +
      `; generator RSS ${connected.rssKb === null ? '?' : mb(connected.rssKb * 1024)}`,
  );
  if (connected.subscribed === 0) throw new Error('no socket subscribed');
  await settle(5000);
  const rssAfter = rssKb(options.serverPid);
  const perSocket = ((rssAfter - rssBefore) * 1024) / connected.subscribed;
  console.log(
    `  server RSS ${mb(rssBefore * 1024)} before, ${mb(rssAfter * 1024)} with the sockets: ` +
      `${kb(perSocket)} per socket; load average ${loadAverage()}`,
  );
  return { subscribed: connected.subscribed, rssAfter };
}

/**
 * `rounds` live score changes of `live` (written as another instance's poller would: the row, then
 * NOTIFY), then the admin's score entry that completes it, timed at the sockets and at the E2E players.
 * Returns section 3's part of the summary but for the sockets and RSS figures the caller has.
 */
export async function fanOutRounds(
  generator: Generator,
  options: {
    db: DB;
    bus: PostgresEventBus<BusEvent>;
    base: string;
    adminCookie: string;
    serverPid: number;
    live: LiveGame;
    rounds: number;
    e2e: E2EClient[];
  },
): Promise<Omit<SummaryInput['fanOut'], 'subscribed' | 'rss'> & { rssEnd: number }> {
  const { db, bus, base, adminCookie, serverPid, live, rounds, e2e } = options;
  const liveRounds: Spread[] = [];
  const liveAll: number[] = [];
  let missing = 0;
  for (let round = 1; round <= rounds; round++) {
    const next = { ...advance(live, round), home: 100 + round };
    const result = await fanOutRound(
      generator,
      serverPid,
      async () => {
        const { committed } = await writeLiveScore(db, bus, next);
        return { from: committed };
      },
      `"homeScore":${next.home},`,
    );
    Object.assign(live, next);
    missing += result.missing;
    liveRounds.push(spread(result.fromStart));
    liveAll.push(...result.fromStart);
    console.log(
      `  live score ${round} (commit, NOTIFY, fan-out): ${result.fromStart.length} received, ` +
        `${result.missing} missing, ${result.closed} closed; from commit ${showSpread(spread(result.fromStart))}` +
        cpuNote(result),
    );
    await settle(2000);
  }

  // The last change: the admin's score entry completes the game, through this server (no NOTIFY hop).
  const finalScore = 100 + rounds + 1;
  let entry = { sent: 0, returned: 0 };
  const final = await fanOutRound(
    generator,
    serverPid,
    async () => {
      entry = await enterScore(base, adminCookie, live.id, finalScore, 90);
      return { from: entry.sent, also: entry.returned };
    },
    `"homeScore":${finalScore},`,
  );
  missing += final.missing;
  console.log(
    `  admin score entry (completes the game): ${final.fromStart.length} received, ${final.missing} missing; ` +
      `from sending ${showSpread(spread(final.fromStart))}; from its return ${showSpread(spread(final.fromAlso))}` +
      cpuNote(final),
  );
  const loaded = await e2eDelays(e2e, `${live.id}:${finalScore}`, entry);
  console.log(
    `  the ${e2e.length} players meanwhile: from the return ${showSpread(spread(loaded.fromReturn))}; ` +
      `from sending ${showSpread(spread(loaded.fromSend))}`,
  );
  const load = loadAverage();
  // Garbage of the rounds (10,000 envelopes each) is in the heap until V8 collects it: look again later.
  await settle(10_000);
  const rssEnd = rssKb(serverPid);
  return { rounds, liveRounds, liveAll, missing, loadedFromReturn: loaded.fromReturn, load, rssEnd };
}
