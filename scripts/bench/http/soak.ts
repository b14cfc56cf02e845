import { mkdirSync, readFileSync } from 'node:fs';
import { signIn } from '../toolkit/api';
import { runCleanUp, runProcessBenchmark } from '../toolkit/cleanup';
import { type BenchDatabase, freshBenchDatabase } from '../toolkit/db';
import { intFromEnv as int } from '../toolkit/knobs';
import { loadAverage } from '../toolkit/proc';
import {
  BENCH_ADMIN,
  benchServerEnv,
  type ServerProcess,
  serverNodeArgs,
  startServer,
} from '../toolkit/server-process';
import { Generator } from '../toolkit/sockets/generator-process';
import { prepareSoakData } from './soak-data';
import { PickLoad } from './soak-load';
import { countLogLevels, findAcknowledged } from './soak-report';
import { ROUND_EVERY_MS, ScoreRounds } from './soak-rounds';
import { mb, Sampler } from './soak-samples';
import { printSummary } from './soak-summary';

// The load promise of docs/reliability.md, on loopback: SOCKETS signed-out sockets on live.games plus RATE
// picks/s for DURATION_MINUTES with no error, no lost pick, and server memory flat within 10 % after the
// first minute.
//
//   npx tsx scripts/bench/http/soak.ts      (PostgreSQL at DATABASE_URL, default .../pickem_bench_soak, recreated)
//
// The server runs as its own process (the compiled server; SERVER=source for the sources); the sockets live in
// the socket generator process (toolkit/sockets); the picks go from here over HTTP (tRPC picks.create with the
// session cookie and Origin, as the browser sends them). Knobs: DURATION_MINUTES (10; DURATION_SECONDS instead
// for a run of seconds), SOCKETS (1000), RATE (200), PLAYERS (1000), GAMES (enough for one pick per player and
// game), MAX_IN_FLIGHT (200), ROUND_EVERY_SECONDS (15: a score entry), KEEP=1 keeps the database, SERVER_LOG
// (.tmp/soak-server.log), SERVER_NODE_ARGS (e.g. --trace-gc). Exits non-zero when a property fails (memory is
// judged only in runs of 2 minutes or more).

const DURATION_MINUTES = int('DURATION_MINUTES', 10);
/** DURATION_SECONDS, when given, sets the length instead (the smoke run's seconds). */
const DURATION_MS = int('DURATION_SECONDS', DURATION_MINUTES * 60) * 1000;
const SOCKETS = int('SOCKETS', 1000);
const RATE = int('RATE', 200);
const PLAYERS = int('PLAYERS', 1000);
const TOTAL = Math.floor((RATE * DURATION_MS) / 1000);
const GAMES = int('GAMES', Math.ceil(TOTAL / PLAYERS));
const MAX_IN_FLIGHT = int('MAX_IN_FLIGHT', 200);
const SERVER_LOG = process.env.SERVER_LOG ?? '.tmp/soak-server.log';
if (PLAYERS * GAMES < TOTAL)
  throw new Error('PLAYERS x GAMES must be at least RATE x the duration in seconds');
const duration = DURATION_MS % 60_000 === 0 ? `${DURATION_MS / 60_000} min` : `${DURATION_MS / 1000} s`;

// Everything that must be undone, whichever way the run ends (typed through `as`, as in fanout.ts).
let database = null as BenchDatabase | null;
let server = null as ServerProcess | null;
let generator = null as Generator | null;
let load = null as PickLoad | null;

async function main(): Promise<boolean> {
  console.log(`load average at start: ${loadAverage()}`);
  database = await freshBenchDatabase({ name: 'pickem_bench_soak', postgresOnly: 'The soak' });
  const { db } = database;
  const data = await prepareSoakData(db, PLAYERS, GAMES);
  mkdirSync('.tmp', { recursive: true });
  server = await startServer(benchServerEnv(database.url!, BENCH_ADMIN), {
    logFile: SERVER_LOG,
    nodeArgs: serverNodeArgs(),
  });
  const { base } = server;
  console.log(
    `database: ${database.label}; server ${base} (pid ${server.pid}); ${PLAYERS} players, ${GAMES} open games`,
  );
  const adminCookie = await signIn(base, BENCH_ADMIN.username, BENCH_ADMIN.password);

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
  const pickLoad = new PickLoad(base, RATE, DURATION_MS, MAX_IN_FLIGHT, (k) => {
    const player = data.players[k % PLAYERS]!;
    const game = Math.floor(k / PLAYERS) % GAMES;
    const teamId = (k + game) % 2 === 0 ? data.home : data.away;
    return { cookie: player.cookie, userId: player.id, gameId: data.gameIds[game]!, teamId };
  });
  load = pickLoad;
  console.log(
    `${RATE} picks/s for ${duration}, a score entry every ${ROUND_EVERY_MS / 1000} s; load ${loadAverage()}`,
  );
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
    durationMs: DURATION_MS,
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
  await runCleanUp([
    ['generator', async () => generator?.close()],
    ['server', async () => server?.stop()],
    ['database', async () => database?.close()],
  ]);
  generator = null;
  server = null;
  database = null;
}

await runProcessBenchmark('soak', {
  main,
  cleanUp: async () => {
    load?.stop();
    await cleanUp();
  },
  timeoutMinutes: Math.ceil(DURATION_MS / 60_000) + 15,
  onFailure: () => {
    if (server) console.error(`last server output:\n${server.tail()}`);
  },
});
