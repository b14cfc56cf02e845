import { mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import { DEMO_PLAYER } from '../../../db/seeds/demo-people';
import { sessionCookieName } from '../../../src/server/modules/users/cookies';
import { createSession } from '../../../src/server/modules/users/session.service';
import type { DB } from '../../../src/server/platform/db/client';
import { startBenchApp } from '../toolkit/app';
import { freshBenchDatabase } from '../toolkit/db';
import { intFromEnv } from '../toolkit/knobs';
import { kb, mb } from '../toolkit/report';
import { Generator } from '../toolkit/sockets/generator-process';
import { advance, clockLabel, prepareData, writeLiveScore } from './fanout-data';

// What one subscribed socket keeps alive on the server: the app runs in this process (started with
// --expose-gc), a second process opens SOCKETS signed-out sockets subscribed to live.games today, and the
// live JavaScript heap after a full collection is compared before the sockets, with them, and after
// ROUNDS live scores reached every socket. Unlike RSS, the live heap does not include the room the heap
// keeps for garbage, so it shows exactly what a change of the socket path saves.
//
//   node --expose-gc --import tsx scripts/bench/live/socket-heap.ts
//   (BENCH_DB=pglite for the embedded database; DATABASE_URL for a PostgreSQL database to create and drop;
//   HEAP_SNAPSHOTS=1 also writes .tmp/before, with and after.heapsnapshot to compare in DevTools; SOCKETS (2000),
//   ROUNDS (5), SIGNED_IN=1, DEFLATE=1). Fails unless every socket subscribed and got every live score.

const SOCKETS = intFromEnv('SOCKETS', 2000);
/** SIGNED_IN=1: every socket signs in with a session of its own (of the demo data's players, in turn). */
const SIGNED_IN = process.env.SIGNED_IN === '1';
const ROUNDS = intFromEnv('ROUNDS', 5);

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (see the comment at the top)');

async function liveHeap(): Promise<{ heap: number; external: number; rss: number }> {
  // Promises and timers waiting on finalization need turns of the loop between collections.
  for (let i = 0; i < 3; i++) {
    gc!();
    await sleep(100);
  }
  const { used_heap_size } = v8.getHeapStatistics();
  const { external, rss } = process.memoryUsage();
  return { heap: used_heap_size, external, rss };
}

function heapSnapshot(name: string): void {
  if (!process.env.HEAP_SNAPSHOTS) return;
  mkdirSync('.tmp', { recursive: true });
  v8.writeHeapSnapshot(`.tmp/${name}.heapsnapshot`);
}

/** `count` sessions, one per socket, spread over the players of the demo data. */
async function sessionCookies(db: DB, count: number): Promise<string[]> {
  const players = await db.selectFrom('users').select('id').where('is_admin', '=', false).execute();
  const now = new Date();
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const session = await createSession(db, players[i % players.length]!.id, now, {
      ip: '127.0.0.1',
      userAgent: null,
    });
    cookies.push(`${sessionCookieName(false)}=${session.token}`);
  }
  return cookies;
}

async function main(): Promise<void> {
  const database = await freshBenchDatabase({ name: 'pickem_bench_socket_heap' });
  const { games } = await prepareData(database.db, DEMO_PLAYER.username);
  const bench = await startBenchApp(database.db);
  const { deps, address } = bench;
  const generator = Generator.start();
  try {
    await generator.next('ready', 30_000);
    // The code the sockets run is loaded once for all of them: over 2,000 sockets it is a rounding error.
    const cookies = SIGNED_IN ? await sessionCookies(database.db, SOCKETS) : undefined;
    const before = await liveHeap();
    heapSnapshot('before');
    generator.send({
      type: 'connect',
      url: `${address.replace(/^http/, 'ws')}/trpc`,
      count: SOCKETS,
      concurrency: 100,
      origin: null,
      day: 'today',
      socketTimeoutMs: 60_000,
      deflate: process.env.DEFLATE === '1',
      cookies,
    });
    const connected = await generator.next('connected', 10 * 60_000);
    if (connected.subscribed !== SOCKETS) {
      throw new Error(`${connected.subscribed} of ${SOCKETS} subscribed (${connected.failures.join('; ')})`);
    }
    const withSockets = await liveHeap();
    heapSnapshot('with');
    let game = games[1]!;
    for (let round = 1; round <= ROUNDS; round++) {
      game = advance(game, round);
      generator.send({ type: 'arm', marker: clockLabel(game), timeoutMs: 30_000 });
      await generator.next('armed', 10_000);
      await writeLiveScore(database.db, deps.events, game);
      const { times } = await generator.next('arrivals', 60_000);
      const missing = times.filter((t) => t === null).length;
      if (missing > 0) throw new Error(`round ${round}: ${missing} sockets missed the score`);
    }
    const afterRounds = await liveHeap();
    heapSnapshot('after');
    const per = (a: { heap: number; external: number }) => ({
      heap: (a.heap - before.heap) / SOCKETS,
      external: (a.external - before.external) / SOCKETS,
    });
    const connectedPer = per(withSockets);
    const roundsPer = per(afterRounds);
    console.log(
      `\n${database.label}; ${SOCKETS} ${SIGNED_IN ? 'signed-in' : 'signed-out'} sockets, ${ROUNDS} live scores`,
    );
    console.log(
      `live heap before ${mb(before.heap)}, with the sockets ${mb(withSockets.heap)}, after the rounds ${mb(afterRounds.heap)}`,
    );
    console.log(
      `per socket: live heap ${kb(connectedPer.heap)} (+${kb(connectedPer.external)} external) subscribed, ` +
        `${kb(roundsPer.heap)} (+${kb(roundsPer.external)} external) after the rounds`,
    );
    console.log(
      `RSS ${mb(before.rss)} before, ${mb(withSockets.rss)} with the sockets, ${mb(afterRounds.rss)} after`,
    );
  } finally {
    await generator.close();
    await bench.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
