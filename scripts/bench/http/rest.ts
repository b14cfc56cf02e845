import { benchGames, benchPlayers, benchTeams, startBenchApp } from '../toolkit/app';
import { Checks } from '../toolkit/checks';
import { freshBenchDatabase } from '../toolkit/db';
import { combineLoads, type FetchLoad, fetchLoad, loadRow } from '../toolkit/http-load';
import { intFromEnv } from '../toolkit/knobs';

// The REST adapter against tRPC over HTTP for the same two calls, 50 concurrent signed-in clients:
// picks created through POST /api/picks vs POST /trpc/picks.create, and GET /api/games/today vs
// GET /trpc/games.today. Both run over real HTTP on one server; rounds alternate which goes first.
//
// npx tsx scripts/bench/http/rest.ts       (PostgreSQL: DATABASE_URL or postgres://postgres@127.0.0.1:5432/pickem_bench_rest,
//                                      dropped and created again)
// BENCH_DB=pglite npx tsx scripts/bench/http/rest.ts
// Knobs: CLIENTS (50), PICKS_PER_CLIENT (20), READS_PER_CLIENT (40), ROUNDS (2). Checks: every call answered 200,
// and every pick is stored.
const CLIENTS = intFromEnv('CLIENTS', 50);
const PICKS_PER_CLIENT = intFromEnv('PICKS_PER_CLIENT', 20);
const READS_PER_CLIENT = intFromEnv('READS_PER_CLIENT', 40);
const ROUNDS = intFromEnv('ROUNDS', 2);
const LIVE_GAMES = 12;

const database = await freshBenchDatabase({ name: 'pickem_bench_rest' });
const { db } = database;
const bench = await startBenchApp(db);
const { address } = bench;

const teams = await benchTeams(db);
const { home } = teams;
const gamesAt = (count: number, at: Date, status: 'scheduled' | 'live') =>
  benchGames(
    db,
    teams,
    Array.from({ length: count }, () => at),
    { status },
  );
// Today's list: live games (listed whatever day they started). Picks: games two days ahead, a set
// per round and side so every call is a real insert.
await gamesAt(LIVE_GAMES, new Date(Date.now() - 30 * 60_000), 'live');
const pickSets = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const side of ['rest', 'trpc']) {
    pickSets.set(
      `${side}${round}`,
      await gamesAt(PICKS_PER_CLIENT, new Date(Date.now() + 2 * 86_400_000), 'scheduled'),
    );
  }
}

const cookies = await benchPlayers(db, address, CLIENTS);

const post = (cookie: string, body: object): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie, origin: address },
  body: JSON.stringify(body),
});
const picks = (side: 'rest' | 'trpc', round: number) => {
  const games = pickSets.get(`${side}${round}`)!;
  const url = side === 'rest' ? `${address}/api/picks` : `${address}/trpc/picks.create`;
  return fetchLoad(
    `${side === 'rest' ? 'POST /api/picks' : 'POST /trpc/picks.create'}`,
    CLIENTS,
    PICKS_PER_CLIENT,
    (c, i) => ({
      url,
      init: post(cookies[c]!, { gameId: games[i]!, selectedTeamId: home }),
    }),
  );
};
const today = (side: 'rest' | 'trpc') =>
  fetchLoad(
    side === 'rest' ? 'GET /api/games/today' : 'GET /trpc/games.today',
    CLIENTS,
    READS_PER_CLIENT,
    (c) => ({
      url: side === 'rest' ? `${address}/api/games/today` : `${address}/trpc/games.today`,
      init: { headers: { cookie: cookies[c]! } },
    }),
  );

// Warm-up: both paths compiled and connections open before anything is timed.
await fetchLoad('warm-up', CLIENTS, 3, (c) => ({
  url: `${address}/api/games/today`,
  init: { headers: { cookie: cookies[c]! } },
}));
await fetchLoad('warm-up', CLIENTS, 3, (c) => ({
  url: `${address}/trpc/games.today`,
  init: { headers: { cookie: cookies[c]! } },
}));

const results: Record<string, FetchLoad[]> = { restPicks: [], trpcPicks: [], restToday: [], trpcToday: [] };
for (let round = 0; round < ROUNDS; round++) {
  const order: ('rest' | 'trpc')[] = round % 2 === 0 ? ['rest', 'trpc'] : ['trpc', 'rest'];
  for (const side of order) results[`${side}Picks`]!.push(await picks(side, round));
  for (const side of order) results[`${side}Today`]!.push(await today(side));
}

const restPicks = combineLoads('POST /api/picks', results.restPicks!);
const trpcPicks = combineLoads('POST /trpc/picks.create', results.trpcPicks!);
const restToday = combineLoads('GET /api/games/today', results.restToday!);
const trpcToday = combineLoads('GET /trpc/games.today', results.trpcToday!);
const stored = await db
  .selectFrom('picks')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();

console.log(`database: ${database.label}`);
console.log(
  `clients: ${CLIENTS}, rounds: ${ROUNDS}, picks per client per round: ${PICKS_PER_CLIENT}, reads per client per round: ${READS_PER_CLIENT}, games on today's list: ${LIVE_GAMES}`,
);
console.log(`picks stored: ${stored.n}\n`);
console.log('| call | calls | failures | per second | p50 | p99 |\n| --- | --- | --- | --- | --- | --- |');
for (const r of [restPicks, trpcPicks, restToday, trpcToday]) console.log(loadRow(r));
const ratio = (rest: FetchLoad, trpc: FetchLoad) =>
  `throughput tRPC/REST ${(trpc.perSecond / rest.perSecond).toFixed(2)}, p50 REST/tRPC ${(rest.p50 / trpc.p50).toFixed(2)}, p99 REST/tRPC ${(rest.p99 / trpc.p99).toFixed(2)}`;
console.log(`\nadapter overhead, picks: ${ratio(restPicks, trpcPicks)}`);
console.log(`adapter overhead, games today: ${ratio(restToday, trpcToday)}`);
const checks = new Checks();
for (const r of [restPicks, trpcPicks, restToday, trpcToday])
  checks.equal(r.failures, 0, `${r.label}: every call 200`);
checks.equal(Number(stored.n), 2 * ROUNDS * CLIENTS * PICKS_PER_CLIENT, 'every pick stored');
checks.conclude();
await bench.close();
await database.close();
