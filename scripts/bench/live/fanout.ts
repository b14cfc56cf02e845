import { checkBusEvent } from '../../../src/server/kernel/events';
import { PostgresEventBus } from '../../../src/server/platform/events/postgres.bus';
import { signIn } from '../toolkit/api';
import { Checks } from '../toolkit/checks';
import { runCleanUp, runProcessBenchmark } from '../toolkit/cleanup';
import { type BenchDatabase, freshBenchDatabase } from '../toolkit/db';
import { intFromEnv as int, settle } from '../toolkit/knobs';
import { loadAverage, rssKb } from '../toolkit/proc';
import {
  BENCH_ADMIN,
  benchServerEnv,
  type ServerProcess,
  serverNodeArgs,
  startServer,
} from '../toolkit/server-process';
import { Generator } from '../toolkit/sockets/generator-process';
import { prepareData } from './fanout-data';
import { idleScoreEntry, openE2EClients } from './fanout-e2e';
import { printSummary } from './fanout-report';
import { connectSockets, fanOutRounds } from './fanout-rounds';
import type { DayModel, LiveClient } from './fanout-wire';
import { measureWire, printWire } from './fanout-wire-bytes';

// The realtime layer's three speed figures (issue 5), on PostgreSQL with the demo data:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_fanout npx tsx scripts/bench/live/fanout.ts
//
// 1. Wire: one signed-in player's socket (the real @trpc/client, subscribed to today and tomorrow as the
//    home page is) counted byte by byte for the handshake, the snapshots and live score changes, against
//    the spec's polling of GET /api/games/today (30 s) and /tomorrow (60 s), then multiplied out over a
//    3-hour game day.
// 2. End to end: a handful of players' tRPC clients; the admin enters a score over REST and each client's
//    `game` message is timed from the call's return (the commit) and from its sending.
// 3. Fan-out: a second process (toolkit/sockets) holds SOCKETS signed-out sockets on live.games; score
//    changes of a live game reach every one of them, timed on one machine-wide clock; the server's RSS is
//    read before and after the sockets subscribed.
//
// The server is the real one (the compiled server, a process of its own; SERVER=source for the sources). The
// database is created and dropped again (KEEP=1 keeps it). Knobs: SOCKETS (10000), ROUNDS (5), E2E_ROUNDS (5),
// WIRE_UPDATES (30), CONNECT_CONCURRENCY (100), TIMEOUT_MINUTES (20), DEFLATE=1 (the sockets offer
// permessage-deflate), SETTLE=0 (no pauses before the memory readings). For looking inside the server:
// SERVER_NODE_ARGS is added to its node command line (e.g. '--cpu-prof --cpu-prof-dir=.tmp/prof' for a CPU
// profile to open in Chrome's DevTools, or '--trace-gc'), SERVER_LOG=<file> keeps everything it prints.
//
// The sections live in files of their own: fanout-wire-bytes.ts (1), fanout-e2e.ts (2), fanout-rounds.ts
// (3); the data in fanout-data.ts, the summary in fanout-report.ts. Checks (whatever the speed): every socket
// subscribed and got every change, every player's client its messages, each live change one frame on the wire.

const SOCKETS = int('SOCKETS', 10_000);
const ROUNDS = int('ROUNDS', 5);
const E2E_CLIENTS = 5;
const E2E_ROUNDS = int('E2E_ROUNDS', 5);
const WIRE_UPDATES = int('WIRE_UPDATES', 30);
const CONCURRENCY = int('CONNECT_CONCURRENCY', 100);
const TIMEOUT_MINUTES = int('TIMEOUT_MINUTES', 20);
const DEMO_PLAYER = { username: 'demo_player', password: 'player1234' };
/** The modelled game day: three live games at once, each changing at every poll of ESPN (15 s). */
const DAY: DayModel = { hours: 3, liveGames: 3, changeEverySeconds: 15 };

// Everything that must be undone, whichever way the run ends.
// (Typed through `as`: TypeScript would otherwise take them for null wherever main() is not looked into.)
let database = null as BenchDatabase | null;
let server = null as ServerProcess | null;
let generator = null as Generator | null;
const clients: LiveClient[] = [];

async function main(): Promise<boolean> {
  console.log(`load average at start: ${loadAverage()}`);
  database = await freshBenchDatabase({ name: 'pickem_bench_fanout', postgresOnly: 'The fan-out benchmark' });
  const { db } = database;
  const databaseUrl = database.url!;
  const { games } = await prepareData(db, DEMO_PLAYER.username);
  // The benchmark writes live scores the way another instance's poller would: the row, then NOTIFY.
  const bus = new PostgresEventBus({ check: checkBusEvent, connectionString: databaseUrl, db });

  server = await startServer(benchServerEnv(databaseUrl, BENCH_ADMIN), {
    nodeArgs: serverNodeArgs(),
    logFile: process.env.SERVER_LOG,
  });
  const { base } = server;
  console.log(`database: ${database.label}; server ${base} (pid ${server.pid})`);

  // 1. Wire bytes of one player.
  const demoCookie = await signIn(base, DEMO_PLAYER.username, DEMO_PLAYER.password);
  const wire = await measureWire(base, demoCookie, db, bus, games, WIRE_UPDATES, clients);
  const day = printWire(wire, DAY);

  // 2. Score entry -> players' messages, the server otherwise idle.
  const adminCookie = await signIn(base, BENCH_ADMIN.username, BENCH_ADMIN.password);
  const scored = games[0]!;
  const e2e = await openE2EClients(base, db, demoCookie, scored.id, E2E_CLIENTS, clients);
  const quiet = await idleScoreEntry(base, adminCookie, e2e, scored.id, E2E_ROUNDS);

  // 3. SOCKETS signed-out sockets from a second process.
  await settle(3000);
  const rssBefore = rssKb(server.pid);
  generator = Generator.start();
  const serverPid = server.pid;
  const sockets = await connectSockets(generator, {
    base,
    serverPid,
    sockets: SOCKETS,
    concurrency: CONCURRENCY,
    rssBefore,
  });
  const live = games[1]!;
  const rounds = await fanOutRounds(generator, {
    db,
    bus,
    base,
    adminCookie,
    serverPid,
    live,
    rounds: ROUNDS,
    e2e,
  });
  await generator.close();
  generator = null;

  const { rssEnd, ...figures } = rounds;
  printSummary({
    day,
    hours: DAY.hours,
    quietFromReturn: quiet.fromReturn,
    fanOut: {
      ...figures,
      subscribed: sockets.subscribed,
      rss: { before: rssBefore, after: sockets.rssAfter, end: rssEnd },
    },
  });
  const checks = new Checks();
  checks.equal(sockets.subscribed, SOCKETS, 'every socket subscribed');
  checks.equal(figures.missing, 0, 'every socket got every change (messages missing)');
  return checks.conclude();
}

/** Sockets, processes and the database go, in that order; each step on its own. */
async function cleanUp(): Promise<void> {
  await runCleanUp([
    ['generator', async () => generator?.close()],
    ['clients', async () => void (await Promise.all(clients.map((c) => c.close())))],
    ['server', async () => server?.stop()],
    ['database', async () => database?.close()],
  ]);
  generator = null;
  server = null;
  database = null;
}

await runProcessBenchmark('fanout', {
  main,
  cleanUp,
  timeoutMinutes: TIMEOUT_MINUTES,
  timeoutHint: 'TIMEOUT_MINUTES raises it',
  onFailure: () => {
    if (server) console.error(`last server output:\n${server.tail()}`);
  },
});
