import { benchPlayers, benchTeams, startBenchApp } from '../toolkit/app';
import { freshBenchDatabase } from '../toolkit/db';
import { combine, type LoadResult, row, runLoad } from './rest-load';

// The REST adapter against tRPC over HTTP for the same two calls, 50 concurrent signed-in clients:
// picks created through POST /api/picks vs POST /trpc/picks.create, and GET /api/games/today vs
// GET /trpc/games.today. Both run over real HTTP on one server; rounds alternate which goes first.
//
// npx tsx scripts/bench/http/rest.ts       (PostgreSQL: DATABASE_URL or postgres://postgres@127.0.0.1:5432/pickem_bench_rest,
//                                      dropped and created again)
// BENCH_DB=pglite npx tsx scripts/bench/http/rest.ts
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const PICKS_PER_CLIENT = Number(process.env.PICKS_PER_CLIENT ?? 20);
const READS_PER_CLIENT = Number(process.env.READS_PER_CLIENT ?? 40);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const LIVE_GAMES = 12;

if (process.env.BENCH_DB !== 'pglite') {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/pickem_bench_rest';
}
const database = await freshBenchDatabase();
const { db } = database;
const { app, address } = await startBenchApp(db);

const { sportId, home, away } = await benchTeams(db);
const gamesAt = (count: number, at: Date, status: 'scheduled' | 'live') =>
  db
    .insertInto('games')
    .values(
      Array.from({ length: count }, () => ({
        sport_id: sportId,
        home_team_id: home,
        away_team_id: away,
        scheduled_time: at,
        status,
      })),
    )
    .returning('id')
    .execute();
// Today's list: live games (listed whatever day they started). Picks: games two days ahead, a set
// per round and side so every call is a real insert.
await gamesAt(LIVE_GAMES, new Date(Date.now() - 30 * 60_000), 'live');
const pickSets = new Map<string, { id: number }[]>();
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
  return runLoad(
    `${side === 'rest' ? 'POST /api/picks' : 'POST /trpc/picks.create'}`,
    CLIENTS,
    PICKS_PER_CLIENT,
    (c, i) => ({
      url,
      init: post(cookies[c]!, { gameId: games[i]!.id, selectedTeamId: home }),
    }),
  );
};
const today = (side: 'rest' | 'trpc') =>
  runLoad(
    side === 'rest' ? 'GET /api/games/today' : 'GET /trpc/games.today',
    CLIENTS,
    READS_PER_CLIENT,
    (c) => ({
      url: side === 'rest' ? `${address}/api/games/today` : `${address}/trpc/games.today`,
      init: { headers: { cookie: cookies[c]! } },
    }),
  );

// Warm-up: both paths compiled and connections open before anything is timed.
await runLoad('warm-up', CLIENTS, 3, (c) => ({
  url: `${address}/api/games/today`,
  init: { headers: { cookie: cookies[c]! } },
}));
await runLoad('warm-up', CLIENTS, 3, (c) => ({
  url: `${address}/trpc/games.today`,
  init: { headers: { cookie: cookies[c]! } },
}));

const results: Record<string, LoadResult[]> = { restPicks: [], trpcPicks: [], restToday: [], trpcToday: [] };
for (let round = 0; round < ROUNDS; round++) {
  const order: ('rest' | 'trpc')[] = round % 2 === 0 ? ['rest', 'trpc'] : ['trpc', 'rest'];
  for (const side of order) results[`${side}Picks`]!.push(await picks(side, round));
  for (const side of order) results[`${side}Today`]!.push(await today(side));
}

const restPicks = combine('POST /api/picks', results.restPicks!);
const trpcPicks = combine('POST /trpc/picks.create', results.trpcPicks!);
const restToday = combine('GET /api/games/today', results.restToday!);
const trpcToday = combine('GET /trpc/games.today', results.trpcToday!);
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
for (const r of [restPicks, trpcPicks, restToday, trpcToday]) console.log(row(r));
const ratio = (rest: LoadResult, trpc: LoadResult) =>
  `throughput tRPC/REST ${(trpc.perSecond / rest.perSecond).toFixed(2)}, p50 REST/tRPC ${(rest.p50 / trpc.p50).toFixed(2)}, p99 REST/tRPC ${(rest.p99 / trpc.p99).toFixed(2)}`;
console.log(`\nadapter overhead, picks: ${ratio(restPicks, trpcPicks)}`);
console.log(`adapter overhead, games today: ${ratio(restToday, trpcToday)}`);
await app.close();
await db.destroy();
