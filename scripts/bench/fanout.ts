import { gzipSync } from 'node:zlib';
import { seedDemoData } from '../../db/seeds/demo';
import type { DB } from '../../src/server/db/client';
import { gameUpdated } from '../../src/server/events/domain-events';
import { PostgresEventBus } from '../../src/server/events/postgres.bus';
import { setLiveState } from '../../src/server/games/live-scores.repo';
import { databaseNow } from '../../src/server/system/system.repo';
import type { LiveGamesMessage } from '../../src/shared/schemas/live';
import { databaseSteps, runCleanUp } from './bench-cleanup';
import { freshBenchDatabase, quantile } from './bench-db';
import { Generator } from './fanout-generator-process';
import { monotonicMs } from './fanout-protocol';
import {
  cpuMs,
  enterScore,
  loadAverage,
  rssKb,
  type ServerProcess,
  signIn,
  signUp,
  sleep,
  startServer,
} from './fanout-server';
import {
  changesForRatio,
  type DayModel,
  dayBytes,
  HttpConnection,
  type LiveClient,
  liveClient,
  until,
  type WireCosts,
} from './fanout-wire';

// The realtime layer's three speed figures (issue 5), on PostgreSQL with the demo data:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_fanout npx tsx scripts/bench/fanout.ts
//
// 1. Wire: one signed-in player's socket (the real @trpc/client, subscribed to today and tomorrow as the
//    home page is) counted byte by byte for the handshake, the snapshots and live score changes, against
//    the spec's polling of GET /api/games/today (30 s) and /tomorrow (60 s), then multiplied out over a
//    3-hour game day.
// 2. End to end: a handful of players' tRPC clients; the admin enters a score over REST and each client's
//    `game` message is timed from the call's return (the commit) and from its sending.
// 3. Fan-out: a second process (fanout-generator.ts) holds SOCKETS signed-out sockets on live.games; score
//    changes of a live game reach every one of them, timed on one machine-wide clock; the server's RSS is
//    read before and after the sockets subscribed.
//
// The server is the real one (`node --import tsx src/server/main.ts`, a process of its own). The database
// is created and dropped again (KEEP=1 keeps it). Knobs: SOCKETS (10000), ROUNDS (5), E2E_ROUNDS (5),
// WIRE_UPDATES (30), CONNECT_CONCURRENCY (100), TIMEOUT_MINUTES (20). For looking inside the server:
// SERVER_NODE_ARGS is added to its node command line (e.g. '--cpu-prof --cpu-prof-dir=.tmp/prof' for a CPU
// profile to open in Chrome's DevTools, or '--trace-gc'), SERVER_LOG=<file> keeps everything it prints.

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const SOCKETS = int('SOCKETS', 10_000);
const ROUNDS = int('ROUNDS', 5);
const E2E_CLIENTS = 5;
const E2E_ROUNDS = int('E2E_ROUNDS', 5);
const WIRE_UPDATES = int('WIRE_UPDATES', 30);
const CONCURRENCY = int('CONNECT_CONCURRENCY', 100);
const TIMEOUT_MINUTES = int('TIMEOUT_MINUTES', 20);
const KEEP = process.env.KEEP === '1';
const ADMIN = { username: 'bench_admin', password: 'benchAdmin123' };
const DEMO_PLAYER = { username: 'demo_player', password: 'player1234' };
/** The modelled game day: three live games at once, each changing at every poll of ESPN (15 s). */
const DAY: DayModel = { hours: 3, liveGames: 3, changeEverySeconds: 15 };

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/pickem_bench_fanout';
const DATABASE_URL = process.env.DATABASE_URL;

// Everything that must be undone, whichever way the run ends.
// (Typed through `as`: TypeScript would otherwise take them for null wherever main() is not looked into.)
let database = null as Awaited<ReturnType<typeof freshBenchDatabase>> | null;
let server = null as ServerProcess | null;
let generator = null as Generator | null;
const clients: LiveClient[] = [];

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

interface Spread {
  n: number;
  p50: number;
  p99: number;
  max: number;
}
const spread = (values: number[]): Spread => ({
  n: values.length,
  p50: quantile(values, 0.5),
  p99: quantile(values, 0.99),
  max: Math.max(...values),
});
const showSpread = (s: Spread) => `n ${s.n}, p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, max ${ms(s.max)}`;

/** A live game of the benchmark and the score, period and clock label it shows now. */
interface LiveGame {
  id: number;
  home: number;
  away: number;
  period: number;
  clockSeconds: number;
}

/** The next state a feed poll would write: the clock runs, now and then someone scores. */
function advance(game: LiveGame, step: number): LiveGame {
  let { home, away, period, clockSeconds } = game;
  clockSeconds -= 37;
  if (clockSeconds <= 0) {
    period = period >= 4 ? 4 : period + 1;
    clockSeconds = 15 * 60;
  }
  if (step % 3 === 0) home += 3;
  if (step % 5 === 0) away += 7;
  return { ...game, home, away, period, clockSeconds };
}
const clockLabel = (g: LiveGame) =>
  `Q${g.period} ${Math.floor(g.clockSeconds / 60)}:${String(g.clockSeconds % 60).padStart(2, '0')}`;

/** What the live-scores poller does for a live change: one statement, then game.updated after it. */
async function writeLiveScore(db: DB, bus: PostgresEventBus, game: LiveGame): Promise<{ committed: number }> {
  const written = await setLiveState(
    db,
    game.id,
    {
      homeScore: game.home,
      awayScore: game.away,
      currentPeriod: game.period,
      timeRemaining: clockLabel(game),
    },
    new Date(),
  );
  const committed = monotonicMs();
  if (!written) throw new Error(`game ${game.id} is completed; a live score cannot be written`);
  await bus.publish([gameUpdated(game.id)]);
  return { committed };
}

/**
 * The demo data (teams, players with histories, today's and tomorrow's slates) plus three live games of
 * the benchmark's own, copied from today's demo games (teams, records, pick texts) but without a feed id,
 * so only the benchmark changes them. The demo player has a pick on the first one.
 */
async function prepareData(db: DB): Promise<{ games: LiveGame[] }> {
  await seedDemoData(db, new Date());
  const now = await databaseNow(db);
  const templates = await db
    .selectFrom('games as g')
    .innerJoin('sports as s', 's.id', 'g.sport_id')
    .selectAll('g')
    .where('g.provider_event_id', 'like', 'demo-%')
    .where('s.name', 'in', ['NFL', 'NBA', 'College Football', 'MLB'])
    .orderBy('g.scheduled_time')
    .limit(3)
    .execute();
  if (templates.length < 3) throw new Error('the demo data has fewer than three team games to copy');
  const games: LiveGame[] = [];
  for (const [i, template] of templates.entries()) {
    const { id: _id, provider: _provider, provider_event_id: _eventId, ...copy } = template;
    const state = { home: 10 + i, away: 7, period: 2, clockSeconds: 8 * 60 + 41 };
    const row = await db
      .insertInto('games')
      .values({
        ...copy,
        scheduled_time: new Date(now.getTime() - (30 + 25 * i) * 60_000),
        status: 'live',
        home_score: state.home,
        away_score: state.away,
        current_period: state.period,
        time_remaining: clockLabel({ id: 0, ...state }),
        winner_team_id: null,
        is_push: false,
        is_free_pick: false,
        completed_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'home_team_id'])
      .executeTakeFirstOrThrow();
    games.push({ id: row.id, ...state });
  }
  const player = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', DEMO_PLAYER.username)
    .executeTakeFirstOrThrow();
  await addPicks(db, games[0]!.id, [player.id]);
  return { games };
}

/** Picks made before the start (the API refuses picks on a live game; the benchmark writes them). */
async function addPicks(db: DB, gameId: number, userIds: number[]): Promise<void> {
  const game = await db
    .selectFrom('games')
    .select('home_team_id')
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('picks')
    .values(userIds.map((user_id) => ({ user_id, game_id: gameId, selected_team_id: game.home_team_id })))
    .execute();
}

/** The first `game` message per (game, home score) a client received, on the machine-wide clock. */
class Arrivals {
  readonly seen = new Map<string, number>();
  snapshots = 0;
  readonly messages: LiveGamesMessage[] = [];

  onData = (message: { data: LiveGamesMessage }): void => {
    const data = message.data;
    this.messages.push(data);
    if (data.type === 'snapshot') this.snapshots += 1;
    if (data.type !== 'game') return;
    const key = `${data.game.id}:${data.game.homeScore}`;
    if (!this.seen.has(key)) this.seen.set(key, monotonicMs());
  };
}

// ---------------------------------------------------------------------------------------------------------
// 1. Bytes on the wire
// ---------------------------------------------------------------------------------------------------------

async function measureWire(
  base: string,
  cookie: string,
  db: DB,
  bus: PostgresEventBus,
  games: LiveGame[],
): Promise<{ costs: WireCosts; notes: string[] }> {
  const client = liveClient(base, cookie);
  clients.push(client);
  const today = new Arrivals();
  const tomorrow = new Arrivals();
  const fail = (error: unknown) => console.error('wire client subscription failed:', error);
  client.trpc.live.games.subscribe({ day: 'today' }, { onData: today.onData, onError: fail });
  client.trpc.live.games.subscribe({ day: 'tomorrow' }, { onData: tomorrow.onData, onError: fail });
  await until(() => today.snapshots === 1 && tomorrow.snapshots === 1, 20_000, 'the two snapshots');
  await sleep(300);
  const socket = client.socket();
  if (!socket) throw new Error('the wire client has no socket');
  const tcp = socket.tcp;
  const handshake = socket.handshake.sent + socket.handshake.received;
  const subscribe = tcp.bytesWritten - socket.handshake.sent;
  const snapshots = tcp.bytesRead - socket.handshake.received;
  const snapshotPayload = socket.frames.payloadBytes;
  const todaySnapshot = today.messages[0];
  const listed = todaySnapshot?.type === 'snapshot' ? todaySnapshot.games.length : 0;
  const tomorrowSnapshot = tomorrow.messages[0];
  const listedTomorrow = tomorrowSnapshot?.type === 'snapshot' ? tomorrowSnapshot.games.length : 0;

  // One keep-alive round as the client library sends it after 10 s without a message.
  let before = { sent: tcp.bytesWritten, received: tcp.bytesRead, frames: socket.frames.count };
  socket.ws.send('PING');
  await until(() => socket.frames.count > before.frames, 5000, 'the PONG');
  const keepAlive = tcp.bytesWritten - before.sent + (tcp.bytesRead - before.received);

  // Live changes, one after the other (each waited for, so none is coalesced with the next).
  before = { sent: tcp.bytesWritten, received: tcp.bytesRead, frames: socket.frames.count };
  const payloadBefore = socket.frames.payloadBytes;
  for (let step = 1; step <= WIRE_UPDATES; step++) {
    const index = step % games.length;
    const game = advance(games[index]!, step);
    games[index] = game;
    await writeLiveScore(db, bus, game);
    const label = clockLabel(game);
    await until(
      () =>
        today.messages.some(
          (m) => m.type === 'game' && m.game.id === game.id && m.game.timeRemaining === label,
        ),
      5000,
      `the game message of live update ${step}`,
    );
  }
  await sleep(300);
  const frames = socket.frames.count - before.frames;
  const gameMessage = (tcp.bytesRead - before.received) / frames;
  const gamePayload = (socket.frames.payloadBytes - payloadBefore) / frames;
  const upstream = tcp.bytesWritten - before.sent;

  // The spec's polling, on one kept-alive HTTP connection.
  const http = await HttpConnection.open(base);
  const polls = { today: [] as number[], tomorrow: [] as number[] };
  const bodies = { today: 0, tomorrow: 0, todayGzip: 0, tomorrowGzip: 0 };
  for (let i = 0; i < 3; i++) {
    for (const day of ['today', 'tomorrow'] as const) {
      const exchange = await http.get(`/api/games/${day}`, base, cookie);
      if (exchange.status !== 200) throw new Error(`GET /api/games/${day}: HTTP ${exchange.status}`);
      polls[day].push(exchange.sent + exchange.received);
      bodies[day] = exchange.body.length;
      bodies[`${day}Gzip`] = gzipSync(exchange.body).length;
    }
  }
  http.close();
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  await client.close();
  clients.splice(clients.indexOf(client), 1);

  const costs: WireCosts = {
    handshake,
    subscribe,
    snapshots,
    gameMessage,
    keepAlive,
    pollToday: mean(polls.today),
    pollTomorrow: mean(polls.tomorrow),
  };
  const notes = [
    `today lists ${listed} games, tomorrow ${listedTomorrow}`,
    `snapshot payloads ${snapshotPayload} bytes (frames ${snapshots} bytes)`,
    `${frames} game messages for ${WIRE_UPDATES} live updates: payload ${gamePayload.toFixed(1)} bytes, ` +
      `${gameMessage.toFixed(1)} on the wire; the client sent ${upstream} bytes meanwhile`,
    `poll bodies: today ${bodies.today} bytes (gzip ${bodies.todayGzip}), ` +
      `tomorrow ${bodies.tomorrow} bytes (gzip ${bodies.tomorrowGzip})`,
  ];
  return { costs, notes };
}

// ---------------------------------------------------------------------------------------------------------
// 2. Score entry to a player's message, for a handful of players
// ---------------------------------------------------------------------------------------------------------

interface E2EClient {
  client: LiveClient;
  arrivals: Arrivals;
}

async function openE2EClients(
  base: string,
  db: DB,
  demoCookie: string,
  gameId: number,
): Promise<E2EClient[]> {
  const players = [];
  for (let i = 1; i < E2E_CLIENTS; i++) players.push(await signUp(base, `fanout_${i}_${process.pid}`));
  await addPicks(
    db,
    gameId,
    players.map((p) => p.id),
  );
  const cookies = [demoCookie, ...players.map((p) => p.cookie)];
  const opened: E2EClient[] = [];
  for (const cookie of cookies) {
    const client = liveClient(base, cookie);
    clients.push(client);
    const arrivals = new Arrivals();
    client.trpc.live.games.subscribe(
      { day: 'today' },
      { onData: arrivals.onData, onError: (e) => console.error('player subscription failed:', e) },
    );
    opened.push({ client, arrivals });
  }
  await until(() => opened.every((c) => c.arrivals.snapshots > 0), 20_000, "the players' snapshots");
  return opened;
}

/** Each client's delay for the message of (game, homeScore), from the call's return and its sending. */
async function e2eDelays(
  e2e: E2EClient[],
  key: string,
  call: { sent: number; returned: number },
): Promise<{ fromReturn: number[]; fromSend: number[] }> {
  await until(() => e2e.every((c) => c.arrivals.seen.has(key)), 10_000, `every player's message ${key}`);
  const times = e2e.map((c) => c.arrivals.seen.get(key)!);
  return { fromReturn: times.map((t) => t - call.returned), fromSend: times.map((t) => t - call.sent) };
}

// ---------------------------------------------------------------------------------------------------------
// 3. The load generator process
// ---------------------------------------------------------------------------------------------------------

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
  change: () => Promise<{ from: number; also?: number }>,
  marker: string,
): Promise<RoundResult> {
  const g = generator!;
  const serverPid = server!.pid;
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

// ---------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  console.log(`load average at start: ${loadAverage()}`);
  database = await freshBenchDatabase();
  const { db } = database;
  const { games } = await prepareData(db);
  // The benchmark writes live scores the way another instance's poller would: the row, then NOTIFY.
  const bus = new PostgresEventBus({ connectionString: DATABASE_URL, db });

  server = await startServer(
    {
      NODE_ENV: 'production',
      DATABASE_URL,
      DEMO_DATA: 'false',
      // No simulator and no feed polling: only the benchmark changes games while it measures.
      SPORTS_FEED: 'fixtures',
      LIVE_SCORES_INTERVAL_MS: '3600000',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // 10,000 upgrades from one address in a minute: far over the per-IP limit meant for browsers.
      RATE_LIMIT_MAX: '100000000',
    },
    {
      nodeArgs: (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      logFile: process.env.SERVER_LOG,
    },
  );
  const { base } = server;
  console.log(`database: ${database.label}; server ${base} (pid ${server.pid})`);

  // 1. Wire bytes of one player.
  const demoCookie = await signIn(base, DEMO_PLAYER.username, DEMO_PLAYER.password);
  const wire = await measureWire(base, demoCookie, db, bus, games);
  const day = dayBytes(wire.costs, DAY);
  const demoDay = dayBytes(wire.costs, { ...DAY, changeEverySeconds: 5 });
  const c = wire.costs;
  console.log('\n1. bytes on the wire, one signed-in player');
  for (const note of wire.notes) console.log(`  ${note}`);
  console.log(
    `  handshake ${c.handshake}, subscribe ${c.subscribe}, snapshots ${c.snapshots}, ` +
      `game message ${c.gameMessage.toFixed(1)}, keep-alive round ${c.keepAlive}, ` +
      `poll today ${c.pollToday.toFixed(0)}, poll tomorrow ${c.pollTomorrow.toFixed(0)} (bytes)`,
  );
  console.log(
    `  ${DAY.hours} h, ${DAY.liveGames} live games changing every ${DAY.changeEverySeconds} s ` +
      `(${day.changes} game messages): push ${mb(day.push)}, polling ${mb(day.poll)}, ` +
      `polling/push ${day.ratio.toFixed(2)}x`,
  );
  console.log(
    `  the same every 5 s (the demo feed; ${demoDay.changes} messages): push ${mb(demoDay.push)}, ` +
      `polling/push ${demoDay.ratio.toFixed(2)}x`,
  );
  console.log(
    `  push is 50x under polling with at most ${changesForRatio(wire.costs, DAY.hours, 50)} game messages ` +
      `in ${DAY.hours} h; 10x with ${changesForRatio(wire.costs, DAY.hours, 10)}`,
  );

  // 2. Score entry -> players' messages, the server otherwise idle.
  const adminCookie = await signIn(base, ADMIN.username, ADMIN.password);
  const scored = games[0]!;
  const e2e = await openE2EClients(base, db, demoCookie, scored.id);
  const quiet = { fromReturn: [] as number[], fromSend: [] as number[] };
  for (let round = 1; round <= E2E_ROUNDS; round++) {
    // The first call completes the game and grades its picks; later ones are Fix Score.
    const homeScore = 40 + round;
    const timing = await enterScore(base, adminCookie, scored.id, homeScore, 20);
    const delays = await e2eDelays(e2e, `${scored.id}:${homeScore}`, timing);
    quiet.fromReturn.push(...delays.fromReturn);
    quiet.fromSend.push(...delays.fromSend);
    await sleep(500);
  }
  console.log(
    `\n2. admin score entry -> ${E2E_CLIENTS} players' game message, ${E2E_ROUNDS} rounds, idle server`,
  );
  console.log(`  from the call's return (commit): ${showSpread(spread(quiet.fromReturn))}`);
  console.log(`  from sending the call:           ${showSpread(spread(quiet.fromSend))}`);

  // 3. SOCKETS signed-out sockets from a second process.
  await sleep(3000);
  const rssBefore = rssKb(server.pid);
  generator = Generator.start();
  const ready = await generator.next('ready', 30_000);
  if (ready.fdLimit !== null && ready.fdLimit < SOCKETS + 100) {
    throw new Error(`the generator may open only ${ready.fdLimit} files; ${SOCKETS} sockets need more`);
  }
  console.log(`\n3. fan-out: ${SOCKETS} sockets from a second process (${CONCURRENCY} connecting at a time)`);
  generator.send({
    type: 'connect',
    url: `${base.replace(/^http/, 'ws')}/trpc`,
    count: SOCKETS,
    concurrency: CONCURRENCY,
    origin: base,
    day: 'today',
    socketTimeoutMs: 60_000,
  });
  const connected = await generator.next('connected', 10 * 60_000);
  console.log(
    `  ${connected.subscribed} subscribed, ${connected.failed} failed in ${(connected.elapsedMs / 1000).toFixed(1)} s` +
      (connected.failures.length ? ` (${connected.failures.join('; ')})` : '') +
      `; generator RSS ${connected.rssKb === null ? '?' : mb(connected.rssKb * 1024)}`,
  );
  if (connected.subscribed === 0) throw new Error('no socket subscribed');
  await sleep(5000);
  const rssAfter = rssKb(server.pid);
  const perSocket = ((rssAfter - rssBefore) * 1024) / connected.subscribed;
  console.log(
    `  server RSS ${mb(rssBefore * 1024)} before, ${mb(rssAfter * 1024)} with the sockets: ` +
      `${kb(perSocket)} per socket; load average ${loadAverage()}`,
  );

  const live = games[1]!;
  const liveRounds: Spread[] = [];
  const liveAll: number[] = [];
  let missing = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const next = { ...advance(live, round), home: 100 + round };
    const result = await fanOutRound(async () => {
      const { committed } = await writeLiveScore(db, bus, next);
      return { from: committed };
    }, `"homeScore":${next.home},`);
    Object.assign(live, next);
    missing += result.missing;
    liveRounds.push(spread(result.fromStart));
    liveAll.push(...result.fromStart);
    console.log(
      `  live score ${round} (commit, NOTIFY, fan-out): ${result.fromStart.length} received, ` +
        `${result.missing} missing, ${result.closed} closed; from commit ${showSpread(spread(result.fromStart))}` +
        cpuNote(result),
    );
    await sleep(2000);
  }

  // The last change: the admin's score entry completes the game, through this server (no NOTIFY hop).
  const finalScore = 100 + ROUNDS + 1;
  let entry = { sent: 0, returned: 0 };
  const final = await fanOutRound(async () => {
    entry = await enterScore(base, adminCookie, live.id, finalScore, 90);
    return { from: entry.sent, also: entry.returned };
  }, `"homeScore":${finalScore},`);
  missing += final.missing;
  console.log(
    `  admin score entry (completes the game): ${final.fromStart.length} received, ${final.missing} missing; ` +
      `from sending ${showSpread(spread(final.fromStart))}; from its return ${showSpread(spread(final.fromAlso))}` +
      cpuNote(final),
  );
  const loaded = await e2eDelays(e2e, `${live.id}:${finalScore}`, entry);
  console.log(
    `  the ${E2E_CLIENTS} players meanwhile: from the return ${showSpread(spread(loaded.fromReturn))}; ` +
      `from sending ${showSpread(spread(loaded.fromSend))}`,
  );
  const load = loadAverage();
  // Garbage of the rounds (10,000 envelopes each) is in the heap until V8 collects it: look again later.
  await sleep(10_000);
  const rssEnd = rssKb(server.pid);
  await generator.close();
  generator = null;

  const pooled = spread(liveAll);
  const perSocketEnd = ((rssEnd - rssBefore) * 1024) / connected.subscribed;
  console.log('\nsummary');
  console.log(
    `  fan-out to ${connected.subscribed} sockets, ${ROUNDS} live scores: ${showSpread(pooled)} ` +
      `(per round p99: ${liveRounds.map((r) => ms(r.p99)).join(', ')}); ${missing} messages missing; ` +
      `target p99 < 250 ms ${pooled.p99 < 250 && missing === 0 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  memory: ${kb(perSocket)} of server RSS per socket (RSS ${mb(rssBefore * 1024)} -> ` +
      `${mb(rssAfter * 1024)}, ${mb(rssEnd * 1024)} 10 s after the rounds = ${kb(perSocketEnd)} per socket); ` +
      `target < 20 KB ${perSocket < 20 * 1024 && perSocketEnd < 20 * 1024 ? 'met' : 'NOT met'}`,
  );
  const quietReturn = spread(quiet.fromReturn);
  console.log(
    `  score entry -> player's message: max ${ms(quietReturn.max)} from the return idle, ` +
      `${ms(Math.max(...loaded.fromReturn))} with ${connected.subscribed} sockets; target < 1 s ` +
      `${quietReturn.max < 1000 && Math.max(...loaded.fromReturn) < 1000 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  wire, ${DAY.hours} h: polling ${mb(day.poll)} / push ${mb(day.push)} = ${day.ratio.toFixed(2)}x; ` +
      `target >= 50x ${day.ratio >= 50 ? 'met' : 'NOT met'}`,
  );
  console.log(`  load average at the end of the fan-out: ${load}`);
}

/** Sockets, processes and the database go, in that order; each step on its own. */
async function cleanUp(): Promise<void> {
  await runCleanUp([
    ['generator', async () => generator?.close()],
    ['clients', async () => void (await Promise.all(clients.map((c) => c.close())))],
    ['server', async () => server?.stop()],
    ...databaseSteps(database, DATABASE_URL, KEEP),
  ]);
  generator = null;
  server = null;
  database = null;
}

const watchdog = setTimeout(() => {
  console.error(`fanout: no result after ${TIMEOUT_MINUTES} minutes; giving up (TIMEOUT_MINUTES raises it)`);
  if (server) console.error(`last server output:\n${server.tail()}`);
  void cleanUp().finally(() => process.exit(1));
}, TIMEOUT_MINUTES * 60_000);
process.once('SIGINT', () => {
  console.error('interrupted; cleaning up');
  void cleanUp().finally(() => process.exit(130));
});

try {
  await main();
  await cleanUp();
  clearTimeout(watchdog);
  process.exit(0);
} catch (error) {
  console.error('fanout failed:', error instanceof Error ? error.message : error);
  if (server) console.error(`last server output:\n${server.tail()}`);
  await cleanUp();
  clearTimeout(watchdog);
  process.exit(1);
}
