import { mkdirSync, readFileSync } from 'node:fs';
import { databaseSteps, runCleanUp } from '../toolkit/cleanup';
import { freshBenchDatabase, intFromEnv as int } from '../toolkit/db';
import {
  benchServerEnv,
  loadAverage,
  type ServerProcess,
  serverNodeArgs,
  signIn,
  startServer,
} from '../toolkit/server-process';
import { Generator } from '../toolkit/sockets/generator-process';
import { prepareSoakData } from './soak-data';
import { PickLoad } from './soak-load';
import { countLogLevels, findAcknowledged } from './soak-report';
import { ScoreRounds } from './soak-rounds';
import { mb, Sampler } from './soak-samples';
import { printSummary } from './soak-summary';

// The load promise of docs/reliability.md, on loopback: SOCKETS signed-out sockets on live.games plus RATE
// picks/s for DURATION_MINUTES with no error, no lost pick, and server memory flat within 10 % after the
// first minute.
//
//   npx tsx scripts/bench/http/soak.ts      (PostgreSQL at DATABASE_URL, default .../pickem_bench_soak, recreated)
//
// The server runs as its own process (`node --import tsx src/server/main.ts`); the sockets live in the
// fan-out benchmark's generator process; the picks go from here over HTTP (tRPC picks.create with the
// session cookie and Origin, as the browser sends them). Knobs: DURATION_MINUTES (10), SOCKETS (1000),
// RATE (200), PLAYERS (1000), GAMES (enough for one pick per player and game), MAX_IN_FLIGHT (200),
// KEEP=1 keeps the database, SERVER_LOG (.tmp/soak-server.log), SERVER_NODE_ARGS (e.g. --trace-gc). Exits
// non-zero when a property fails.

const DURATION_MINUTES = int('DURATION_MINUTES', 10);
const SOCKETS = int('SOCKETS', 1000);
const RATE = int('RATE', 200);
const PLAYERS = int('PLAYERS', 1000);
const TOTAL = RATE * DURATION_MINUTES * 60;
const GAMES = int('GAMES', Math.ceil(TOTAL / PLAYERS));
const MAX_IN_FLIGHT = int('MAX_IN_FLIGHT', 200);
const KEEP = process.env.KEEP === '1';
const SERVER_LOG = process.env.SERVER_LOG ?? '.tmp/soak-server.log';
const ADMIN = { username: 'soak_admin', password: 'soakAdmin12345' };
if (process.env.BENCH_DB === 'pglite') {
  // The embedded database belongs to the one process that opens it: the server here, not the soak.
  throw new Error('the soak runs on PostgreSQL only (the server is a process of its own)');
}
if (PLAYERS * GAMES < TOTAL) throw new Error(`PLAYERS x GAMES must be at least RATE x 60 x DURATION_MINUTES`);
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/pickem_bench_soak';
const DATABASE_URL = process.env.DATABASE_URL;

// Everything that must be undone, whichever way the run ends (typed through `as`, as in fanout.ts).
let database = null as Awaited<ReturnType<typeof freshBenchDatabase>> | null;
let server = null as ServerProcess | null;
let generator = null as Generator | null;
let load = null as PickLoad | null;

async function main(): Promise<boolean> {
  console.log(`load average at start: ${loadAverage()}`);
  database = await freshBenchDatabase();
  const { db } = database;
  const data = await prepareSoakData(db, PLAYERS, GAMES);
  mkdirSync('.tmp', { recursive: true });
  server = await startServer(benchServerEnv(DATABASE_URL, ADMIN), {
    logFile: SERVER_LOG,
    nodeArgs: serverNodeArgs(),
  });
  const { base } = server;
  console.log(
    `database: ${database.label}; server ${base} (pid ${server.pid}); ${PLAYERS} players, ${GAMES} open games`,
  );
  const adminCookie = await signIn(base, ADMIN.username, ADMIN.password);

  generator = Generator.start();
  await generator.next('ready', 30_000);
  generator.send({
    type: 'connect',
    url: `${base.replace(/^http/, 'ws')}/trpc`,
    count: SOCKETS,
    concurrency: 100,
    origin: base,
    day: 'today',
    socketTimeoutMs: 60_000,
  });
  const connected = await generator.next('connected', 5 * 60_000);
  console.log(
    `sockets: ${connected.subscribed} of ${SOCKETS} subscribed in ${(connected.elapsedMs / 1000).toFixed(1)} s` +
      (connected.failures.length ? ` (${connected.failures.join('; ')})` : ''),
  );

  const sampler = new Sampler(server.pid, generator);
  const rounds = new ScoreRounds(base, adminCookie, data.liveGameId, generator);
  const pickLoad = new PickLoad(base, RATE, DURATION_MINUTES * 60_000, MAX_IN_FLIGHT, (k) => {
    const player = data.players[k % PLAYERS]!;
    const game = Math.floor(k / PLAYERS) % GAMES;
    const teamId = (k + game) % 2 === 0 ? data.home : data.away;
    return { cookie: player.cookie, userId: player.id, gameId: data.gameIds[game]!, teamId };
  });
  load = pickLoad;
  console.log(`${RATE} picks/s for ${DURATION_MINUTES} min, a score entry every 15 s; load ${loadAverage()}`);
  await sampler.start();
  rounds.start();
  let minute = 0;
  const progress = setInterval(() => {
    const last = sampler.samples.at(-1);
    minute += 1;
    console.log(
      `  ${minute} min: ${pickLoad.acked.ids.length} picks acknowledged, ` +
        `${pickLoad.errorCount()} errors, ${pickLoad.inFlight} in flight, ` +
        `server RSS ${last ? mb(last.serverRssKb) : '?'} MB, load ${loadAverage()}`,
    );
  }, 60_000);
  await pickLoad.run();
  clearInterval(progress);
  await rounds.stop();
  await sampler.stop();
  const loadAtEnd = loadAverage();
  await generator.close();
  generator = null;
  await server.stop();
  const log = countLogLevels(readFileSync(SERVER_LOG, 'utf8'));
  const { found, stored } = await findAcknowledged(db, pickLoad.acked, data.gameIds);

  return printSummary({
    rate: RATE,
    total: TOTAL,
    maxInFlight: MAX_IN_FLIGHT,
    load: pickLoad,
    sampler,
    rounds,
    connectFailed: connected.failed,
    log,
    found,
    stored,
    loadAtEnd,
  });
}

/** Processes and the database go, in that order; each step on its own. */
async function cleanUp(): Promise<void> {
  load?.stop();
  await runCleanUp([
    ['generator', async () => generator?.close()],
    ['server', async () => server?.stop()],
    ...databaseSteps(database, DATABASE_URL, KEEP),
  ]);
  generator = null;
  server = null;
  database = null;
}

const watchdog = setTimeout(
  () => {
    console.error(`soak: no result ${DURATION_MINUTES + 15} minutes after the start; giving up`);
    if (server) console.error(`last server output:\n${server.tail()}`);
    void cleanUp().finally(() => process.exit(1));
  },
  (DURATION_MINUTES + 15) * 60_000,
);
process.once('SIGINT', () => {
  console.error('interrupted; cleaning up');
  void cleanUp().finally(() => process.exit(130));
});

try {
  const passed = await main();
  await cleanUp();
  clearTimeout(watchdog);
  process.exit(passed ? 0 : 1);
} catch (error) {
  console.error('soak failed:', error instanceof Error ? error.message : error);
  if (server) console.error(`last server output:\n${server.tail()}`);
  await cleanUp();
  clearTimeout(watchdog);
  process.exit(1);
}
