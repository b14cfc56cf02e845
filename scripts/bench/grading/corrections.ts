import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { sql } from 'kysely';
import WebSocket from 'ws';
import type { AppRouter } from '../../../src/server/api/router';
import { newAccount } from '../../../tests/support/accounts';
import { signIn, signUp } from '../toolkit/api';
import { type BenchTeams, benchTeams, keptBenchTeams } from '../toolkit/app';
import { Checks } from '../toolkit/checks';
import { benchDatabase, databaseFacts } from '../toolkit/db';
import { expectFiguresTrue } from '../toolkit/figures-check';
import { intFromEnv } from '../toolkit/knobs';
import { loadAverage } from '../toolkit/proc';
import { gauge, scrapeMetrics } from '../toolkit/prometheus';
import { BENCH_ADMIN, benchServerEnv, serverNodeArgs, startServer } from '../toolkit/server-process';
import { quantile } from '../toolkit/stats';
import { sleep, timed } from '../toolkit/time';
import { bulkPlayers, correctedGames, gradedHistory } from './corrections-data';

// Corrections of a game picked by every player, through the running server (issue 46, item 1): USERS players
// (100,000) with HISTORY graded picks each (300), and RUNS (5) rounds of the four corrections an admin makes, each
// on a game of USERS picks: a late grading (PUT /api/admin/games/{id}/score of a game 36 hours before the newest
// graded one: two graded games of every player come after it), Fix Score of that game (the other winner), a hand
// grade (PUT /api/admin/picks/{id}/grade of a pick of a completed game whose winner is unknown, 60 hours back) and
// deleting the game (DELETE /api/admin/games/{id}). Timed from the admin's call: the answer, and the moment every
// effect its commit recorded has run (the server's own pickem_effect_queue_depth on /metrics back at 0) and every
// watching player whose record it changed (WATCHERS, 10, on live.me over a WebSocket) has heard of it.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_corrections npx tsx scripts/bench/grading/corrections.ts
// The database is made afresh (KEEP=1 keeps it; REUSE=1 runs again on the kept one, with new games). SERVER as in
// the README (the compiled server by default). Checks: every call answered 200, each correction's players equal a
// full recompute (a sample of SAMPLE players, 300, and every watcher), every watcher heard each correction.
const USERS = intFromEnv('USERS', 100_000);
const HISTORY = intFromEnv('HISTORY', 300);
const RUNS = intFromEnv('RUNS', 5);
const WATCHERS = Math.max(RUNS, intFromEnv('WATCHERS', 10));
const SAMPLE = intFromEnv('SAMPLE', 300);
const REUSE = process.env.REUSE === '1';
const METRICS_TOKEN = randomBytes(24).toString('base64url');
const HOUR = 3_600_000;

const checks = new Checks();
console.log(`load average at the start: ${loadAverage()}`);
const database = await benchDatabase({ name: 'pickem_bench_corrections', postgresOnly: 'corrections' });
const { db } = database;
const teams: BenchTeams = REUSE ? await keptBenchTeams(db) : await benchTeams(db);
const server = await startServer(
  { ...benchServerEnv(database.url!, BENCH_ADMIN), METRICS_TOKEN },
  { nodeArgs: serverNodeArgs(), timeoutMs: 600_000 },
);

/** A call of the admin's, without fetch's time limit (a correction before issue 46 took minutes). */
function adminCall(cookie: string, method: string, path: string, body?: object): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.base);
    const req = request(url, {
      method,
      headers: { 'content-type': 'application/json', origin: server.base, cookie },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

const watchers: { id: number; cookie: string }[] = [];
try {
  const admin = await signIn(server.base, BENCH_ADMIN.username, BENCH_ADMIN.password);
  for (let i = 0; i < WATCHERS; i++) {
    const name = `bulk_watch_${i}`;
    if (!REUSE) watchers.push(await signUp(server.base, name));
    else {
      const cookie = await signIn(server.base, name, newAccount().password);
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', name)
        .executeTakeFirstOrThrow();
      watchers.push({ id: row.id, cookie });
    }
  }
  const lastAt = REUSE
    ? ((
        await db
          .selectFrom('games')
          .select((eb) => eb.fn.max('scheduled_time').as('at'))
          .where('status', '=', 'completed')
          .where('winner_team_id', 'is not', null)
          .executeTakeFirstOrThrow()
      ).at as Date)
    : new Date(Date.now() - 2 * 24 * HOUR);
  if (!REUSE) {
    await timed(`${USERS} players`, () => bulkPlayers(db, USERS - WATCHERS));
    await timed(`${HISTORY} graded games picked by every player`, () =>
      gradedHistory(db, teams, HISTORY, lastAt),
    );
  }
  // No e-mails or weekly recaps for the generated players: those jobs are other benchmarks' subjects.
  await sql`update users set email_notifications = false, weekly_recap = false`.execute(db);
  const { result: games } = await timed(`${RUNS + 1} games picked by every player`, () =>
    correctedGames(db, teams, RUNS, lastAt),
  );
  await sql`vacuum analyze`.execute(db);
  console.log(
    `${database.label}: ${JSON.stringify(await databaseFacts(db, { picks: 'picks', archived: 'period_archive' }))}`,
  );

  const sockets = watchers.map(({ cookie }) => {
    const headers = { cookie, origin: server.base };
    const ws = createWSClient({
      url: `${server.base.replace(/^http/, 'ws')}/trpc`,
      WebSocket: class extends WebSocket {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols, { headers });
        }
      } as unknown as typeof globalThis.WebSocket,
    });
    const watch = { ws, armed: false, heard: null as number | null };
    createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] }).live.me.subscribe(undefined, {
      onData: () => {
        if (watch.armed && watch.heard === null) watch.heard = performance.now();
      },
    });
    return watch;
  });
  await sleep(2000);

  const queueDepth = async () =>
    gauge(await scrapeMetrics(server.base, METRICS_TOKEN), 'pickem_effect_queue_depth', { queue: 'effects' });
  type Kind = 'late grading' | 'Fix Score' | 'hand grade' | 'delete';
  const figures = new Map<Kind, { answer: number[]; done: number[] }>();

  /** One correction: the admin's call, then its effects and the watchers it changes (`heard`). */
  async function measure(kind: Kind, heard: readonly number[], call: () => Promise<number>): Promise<void> {
    const awaited = heard.map((i) => sockets[i]!);
    for (const w of awaited) Object.assign(w, { armed: true, heard: null });
    const t0 = performance.now();
    const status = await call();
    const answer = Math.round(performance.now() - t0);
    checks.equal(status, 200, `${kind}: answered 200`);
    const deadline = performance.now() + 600_000;
    while ((await queueDepth()) > 0 && performance.now() < deadline) await sleep(25);
    const effects = performance.now();
    while (awaited.some((w) => w.heard === null) && performance.now() < deadline) await sleep(5);
    checks.expect(
      awaited.every((w) => w.heard !== null),
      `${kind}: every changed watcher heard live.me`,
    );
    const done = Math.round(Math.max(effects, ...awaited.map((w) => w.heard ?? 0)) - t0);
    for (const w of awaited) w.armed = false;
    const entry = figures.get(kind) ?? { answer: [], done: [] };
    entry.answer.push(answer);
    entry.done.push(done);
    figures.set(kind, entry);
    console.log(
      `${kind}: answer ${answer} ms, every effect done ${done} ms (${done - answer} ms after the answer)`,
    );
  }

  const everyone = watchers.map((_, i) => i);
  const sample = async () => [
    ...new Set([
      ...watchers.map((w) => w.id),
      ...(
        await sql<{ id: number }>`select id from users where username like 'bulk\\_%'
      order by random() limit ${SAMPLE}`.execute(db)
      ).rows.map((r) => r.id),
    ]),
  ];
  const score = (gameId: number, winner: 'home' | 'away') =>
    adminCall(admin, 'PUT', `/api/admin/games/${gameId}/score`, {
      homeScore: winner === 'home' ? 24 : 17,
      awayScore: winner === 'home' ? 17 : 24,
      winner,
    });
  for (let run = 0; run < RUNS; run++) {
    const gameId = games.late[run]!;
    console.log(`round ${run + 1} of ${RUNS} (game ${gameId}), load average ${loadAverage()}`);
    await measure('late grading', everyone, () => score(gameId, 'home'));
    await measure('Fix Score', everyone, () => score(gameId, 'away'));
    const pick = await db
      .selectFrom('picks')
      .select('id')
      .where('game_id', '=', games.byHand)
      .where('user_id', '=', watchers[run]!.id)
      .executeTakeFirstOrThrow();
    await measure('hand grade', [run], () =>
      adminCall(admin, 'PUT', `/api/admin/picks/${pick.id}/grade`, { result: run % 2 ? 'loss' : 'win' }),
    );
    const ids = await sample();
    checks.equal(
      await expectFiguresTrue(db, ids),
      ids.length,
      `round ${run + 1}: sampled players equal a recompute`,
    );
    await measure('delete', everyone, () => adminCall(admin, 'DELETE', `/api/admin/games/${gameId}`));
    checks.equal(await expectFiguresTrue(db, ids), ids.length, `round ${run + 1}: after the deletion too`);
  }
  const p50 = (xs: number[]) => quantile(xs, 0.5);
  for (const [kind, { answer, done }] of figures) {
    const after = done.map((d, i) => d - answer[i]!);
    console.log(
      `${kind}: answer p50 ${p50(answer)} ms (${Math.min(...answer)}-${Math.max(...answer)}; target 2,000: ` +
        `${p50(answer) < 2000 ? 'met' : 'NOT met'}), every effect done p50 ${p50(after)} ms after the answer ` +
        `(max ${Math.max(...after)}; target 3,000: ${Math.max(...after) <= 3000 ? 'met' : 'NOT met'})`,
    );
  }
  console.log(`load average at the end: ${loadAverage()}`);
  for (const w of sockets) w.ws.close();
} catch (error) {
  console.error(server.tail());
  throw error;
} finally {
  await server.stop();
  await database.close();
}
checks.conclude();
