import { sql } from 'kysely';
import { enterScore, signIn } from '../toolkit/api';
import { Checks } from '../toolkit/checks';
import { freshBenchDatabase } from '../toolkit/db';
import { type LoadCall, runAtRate } from '../toolkit/http-load';
import { intFromEnv } from '../toolkit/knobs';
import { cpuMs, loadAverage, rssKb } from '../toolkit/proc';
import { BENCH_ADMIN, benchServerEnv, type ServerProcess, startServer } from '../toolkit/server-process';
import { Generator } from '../toolkit/sockets/generator-process';
import { quantile } from '../toolkit/stats';
import { seedOpenGames, seedPlayers, seedStartedGameWithPicks, shuffle } from './picks-near-limit-data';

// Two instances under a kickoff rush: two compiled servers on one PostgreSQL (their bus LISTEN/NOTIFY, or
// Redis with EVENT_BUS_URL=redis://127.0.0.1:6379), SOCKETS signed-out sockets on live.games spread over
// them (one generator process per instance), picks sent at RATE a second for SECONDS through both, then
// the score entry of a game with GRADED_PICKS picks. It checks that every acknowledged pick is stored and
// that every socket got the graded game's message, and reports delivery per instance.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_rush npx tsx scripts/bench/picks/rush.ts
//   SOCKETS=20000 RATE=1000 SECONDS=120 GRADED_PICKS=10000 MAX_IN_FLIGHT=2000 GAMES=10 (the defaults;
//   the picks are spread over at least GAMES open games). Checks: every socket subscribed, every pick sent was
//   acknowledged and every acknowledged one is stored, the graded game holds its picks, every socket on both
//   instances got the result, and none closed.
const SOCKETS = intFromEnv('SOCKETS', 20_000);
const RATE = intFromEnv('RATE', 1000);
const SECONDS = intFromEnv('SECONDS', 120);
const GRADED_PICKS = intFromEnv('GRADED_PICKS', 10_000);
const MAX_IN_FLIGHT = intFromEnv('MAX_IN_FLIGHT', 2000);
const PLAYERS = intFromEnv('PLAYERS', Math.max(GRADED_PICKS, 5000));
const GAMES = intFromEnv('GAMES', 10);

const database = await freshBenchDatabase({ name: 'pickem_bench_rush', postgresOnly: 'The rush' });
const { db } = database;
const databaseUrl = database.url!;
const bus = process.env.EVENT_BUS_URL;
const total = RATE * SECONDS;
const players = await seedPlayers(db, PLAYERS, 0);
const teams = await seedOpenGames(db, Math.max(GAMES, Math.ceil(total / PLAYERS)));
const gradedGame = await seedStartedGameWithPicks(
  db,
  teams,
  players.slice(0, GRADED_PICKS).map((p) => p.id),
);
console.log(
  `${database.label}; bus: ${bus ? `Redis at ${new URL(bus).host}` : 'PostgreSQL LISTEN/NOTIFY'}; ` +
    `${PLAYERS} players, ${teams.gameIds.length} open games, a started game with ${GRADED_PICKS} picks`,
);

const env = { ...benchServerEnv(databaseUrl, BENCH_ADMIN), ...(bus ? { EVENT_BUS_URL: bus } : {}) };
const servers: ServerProcess[] = [];
const generators: Generator[] = [];
const checks = new Checks();
try {
  for (let i = 0; i < 2; i++) servers.push(await startServer(env));
  const adminCookie = await signIn(servers[0]!.base, BENCH_ADMIN.username, BENCH_ADMIN.password);

  // 1. The sockets, half on each instance.
  const rssIdle = servers.map((s) => rssKb(s.pid));
  for (const [i, server] of servers.entries()) {
    const generator = Generator.start();
    generators.push(generator);
    await generator.next('ready', 30_000);
    generator.send({
      type: 'connect',
      url: `${server.base.replace(/^http/, 'ws')}/trpc`,
      count: Math.floor(SOCKETS / 2) + (i === 0 ? SOCKETS % 2 : 0),
      concurrency: 100,
      origin: server.base,
      day: 'today',
      socketTimeoutMs: 120_000,
    });
  }
  const connected = await Promise.all(generators.map((g) => g.next('connected', 20 * 60_000)));
  checks.equal(
    connected.reduce((n, c) => n + c.subscribed, 0),
    SOCKETS,
    'every socket subscribed',
  );
  for (const [i, c] of connected.entries()) {
    console.log(
      `instance ${i + 1}: ${c.subscribed} sockets subscribed, ${c.failed} failed in ${(c.elapsedMs / 1000).toFixed(1)} s` +
        `${c.failures.length ? ` (${c.failures.join('; ')})` : ''}; RSS ${(rssIdle[i]! / 1024).toFixed(0)} MB idle, ` +
        `${(rssKb(servers[i]!.pid) / 1024).toFixed(0)} MB with the sockets`,
    );
  }

  // 2. The rush: every player picks the open games one after another, spread over both instances.
  const calls: LoadCall[] = shuffle(
    teams.gameIds.flatMap((gameId) => players.map((player) => ({ gameId, player }))),
  )
    .slice(0, total)
    .map(({ gameId, player }, i) => ({
      path: '/trpc/picks.create',
      body: JSON.stringify({ gameId, selectedTeamId: teams.home }),
      headers: { cookie: `__Host-session=${player.token}`, origin: servers[i % 2]!.base },
    }));
  const cpuBefore = servers.map((s) => cpuMs(s.pid));
  const rush = await runAtRate(
    servers.map((s) => s.base),
    calls,
    RATE,
    MAX_IN_FLIGHT,
  );
  const cpuRush = servers.map((s, i) => cpuMs(s.pid) - cpuBefore[i]!);
  const acked = rush.answers.filter((a) => a.status === 200);
  const ackedIds = acked.map(
    (a) => (JSON.parse(a.body) as { result: { data: { pick: { id: number } } } }).result.data.pick.id,
  );
  console.log(
    `rush: ${calls.length} picks due at ${RATE}/s; ${rush.answers.length} sent in ${rush.seconds.toFixed(1)} s ` +
      `(${(rush.answers.length / rush.seconds).toFixed(0)}/s), ${rush.skipped} skipped (over ${MAX_IN_FLIGHT} in flight), ` +
      `${acked.length} acknowledged, ${rush.answers.length - acked.length} refused or failed; load average ${loadAverage()}`,
  );
  for (const [i] of servers.entries()) {
    const mine = rush.answers.filter((a) => a.base === i).map((a) => a.ms);
    const ok = acked.filter((a) => a.base === i).length;
    console.log(
      `  instance ${i + 1}: ${mine.length} picks, p50 ${quantile(mine, 0.5).toFixed(0)} ms, p99 ${quantile(mine, 0.99).toFixed(0)} ms; ` +
        `CPU ${(cpuRush[i]! / 1000).toFixed(1)} s (${(cpuRush[i]! / Math.max(1, ok)).toFixed(2)} ms a pick); RSS ${(rssKb(servers[i]!.pid) / 1024).toFixed(0)} MB`,
    );
  }
  const failures = new Map<string, number>();
  for (const a of rush.answers.filter((x) => x.status !== 200)) {
    const key = `${a.status} ${a.body.slice(0, 100)}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  }
  if (failures.size) console.log(`  refusals: ${[...failures].map(([k, n]) => `${n} x ${k}`).join('; ')}`);
  const stored = await sql<{ n: number; found: number }>`
    select count(*)::int as n, count(*) filter (where id = any(${ackedIds}))::int as found
    from picks where game_id <> ${gradedGame}`.execute(db);
  const s = stored.rows[0]!;
  console.log(
    `  stored: ${s.n}, acknowledged and found: ${s.found} of ${acked.length}` +
      `${s.n === acked.length && s.found === acked.length ? ' (no acknowledged pick lost, none extra)' : ' MISMATCH'}`,
  );
  checks.equal(acked.length, rush.answers.length, 'every pick sent was acknowledged');
  checks.expect(
    s.n === acked.length && s.found === acked.length,
    'every acknowledged pick stored, nothing extra',
    `${acked.length} acknowledged, ${s.n} stored, ${s.found} of them found`,
  );

  // 3. The grading: one score entry on instance 1; every socket on both instances must see the result.
  const marker = '"homeScore":77,';
  for (const g of generators) g.send({ type: 'arm', marker, timeoutMs: 60_000 });
  await Promise.all(generators.map((g) => g.next('armed', 10_000)));
  const entry = await enterScore(servers[0]!.base, adminCookie, gradedGame, 77, 70);
  const arrivals = await Promise.all(generators.map((g) => g.next('arrivals', 120_000)));
  const graded = await sql<{ n: number }>`
    select count(*)::int as n from picks p join games g on g.id = p.game_id
    where p.game_id = ${gradedGame} and g.status = 'completed' and g.graded_winner_team_id is not null`.execute(
    db,
  );
  console.log(
    `grading: ${GRADED_PICKS} picks; the score entry answered in ${(entry.returned - entry.sent).toFixed(0)} ms; ` +
      `${graded.rows[0]!.n} picks on the completed, graded game`,
  );
  checks.equal(graded.rows[0]!.n, GRADED_PICKS, 'the graded game holds its picks');
  for (const [i, a] of arrivals.entries()) {
    checks.expect(
      a.times.every((t) => t !== null),
      `every socket of instance ${i + 1} got the result`,
    );
    const times = a.times.filter((t): t is number => t !== null).map((t) => t - entry.sent);
    console.log(
      `  instance ${i + 1}: ${times.length} of ${a.times.length} sockets got it, ${a.times.length - times.length} missing, ` +
        `${a.closed} closed; from the score entry p50 ${quantile(times, 0.5).toFixed(0)} ms, p99 ${quantile(times, 0.99).toFixed(0)} ms, ` +
        `max ${Math.max(...times).toFixed(0)} ms`,
    );
  }
  const health = await Promise.all(
    generators.map((g) => {
      g.send({ type: 'health' });
      return g.next('health', 10_000);
    }),
  );
  for (const [i, h] of health.entries()) {
    console.log(
      `  instance ${i + 1} sockets at the end: ${h.open} open, ${h.closed} closed, ${h.errors} errors`,
    );
    checks.expect(h.closed === 0 && h.errors === 0, `no socket of instance ${i + 1} closed or failed`);
  }
  checks.conclude();
} finally {
  await Promise.all(generators.map((g) => g.close()));
  await Promise.all(servers.map((s) => s.stop()));
  await database.close();
}
