import { performance } from 'node:perf_hooks';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { sql } from 'kysely';
import WebSocket from 'ws';
import type { AppRouter } from '../../../src/server/api/router';
import { recomputeAllUsers } from '../../../src/server/modules/grading/recompute.service';
import { monthStart, weekStart } from '../../../src/shared/periods';
import { newAccount } from '../../../tests/support/accounts';
import { generateLeagues, oneLargeLeagueEach } from '../boards/leagues-data';
import { signIn, signUp } from '../toolkit/api';
import { type BenchTeams, benchGame, benchTeams, keptBenchTeams, startBenchApp } from '../toolkit/app';
import { Checks } from '../toolkit/checks';
import { benchDatabase, databaseFacts, pendingEffects } from '../toolkit/db';
import { intFromEnv } from '../toolkit/knobs';
import { quantile } from '../toolkit/stats';
import { msSince, sleep, timed } from '../toolkit/time';
import { timedRequestClient } from '../toolkit/timed-request';

// What an admin and the players wait for after a score entry, through the running server (REST, as a third-party
// client calls it), on a database with history: USERS players (100,000) who each have HISTORY graded picks (300),
// a game picked by all of them, then PUT /api/admin/games/{id}/score. Timed: the admin's answer (on a client thread
// of its own, timed-request.ts, as the admin's browser is not the server's process), and the moment
// every effect the commit recorded (awarding, the live events, notifications) has run, i.e. what players see.
// WATCHERS (20) of the players watch live.me over a WebSocket: the time until the last of them got the message
// the grading sends them is what a player waits for. Then the pick path for a player with 10 graded picks and one with 1,000 (POST /api/picks, PICK_RUNS each):
// the pick-time achievements must not read history.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_score npx tsx scripts/bench/grading/score-entry.ts
// The database is made afresh (about 12 minutes at full size, 7 GB); RUNS (3) score entries, each on a new game.
// REUSE=1 measures again on the database an earlier run left (new games, the same players).
// LEAGUES=10000 adds private leagues of 2 to 1,000 players; each watcher then also watches its own league's all-time
// board (live.leagueBoard, among the largest leagues), and the time until the last of them has the graded board
// is reported beside live.me. Checks: each score entry graded every pick of its game, every effect ran, and every
// watcher heard live.me (and its league board, with LEAGUES); each pick was answered 200.
const USERS = intFromEnv('USERS', 100_000);
const HISTORY = intFromEnv('HISTORY', 300);
const RUNS = intFromEnv('RUNS', 3);
const PICK_RUNS = intFromEnv('PICK_RUNS', 30);
const WATCHERS = intFromEnv('WATCHERS', 20);
const REUSE = process.env.REUSE === '1';
const LEAGUES = intFromEnv('LEAGUES', 0, 0);
// With 1,000,000 players, PICK_EVERY=10 has every tenth pick the measured games (the watchers always do).
const PICK_EVERY = intFromEnv('PICK_EVERY', 1);
// SHIELDS=10000 (issue 42): that many of each measured game's picks carry their player's streak shield (ADR 0050),
// each of those players holding one as the week's 5th win leaves it; about half of them lose, keep their streak and
// spend it. Checked: every shielded loser's streak is the one before the game.
const SHIELDS = intFromEnv('SHIELDS', 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const database = await benchDatabase({ name: 'pickem_bench_score' });
const { db } = database;
const checks = new Checks();

const bench = await startBenchApp(db, undefined, { effects: true });
const { address } = bench;

const teams: BenchTeams = REUSE ? await keptBenchTeams(db) : await benchTeams(db);
const HOME = teams.home;
const AWAY = teams.away;
const sport = { id: teams.sportId };

/** The bench sport and its two teams of the run that made the database (REUSE=1). */

/** An admin and two players signed up over REST (their cookies), before the bulk players; signed in on REUSE. */
async function player(username: string): Promise<{ id: number; cookie: string }> {
  if (!REUSE) return signUp(address, username);
  const cookie = await signIn(address, username, newAccount().password);
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { id: user.id, cookie };
}
const admin = await player('bench_admin');
await db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.id).execute();
const shortRecord = await player('bench_short');
const longRecord = await player('bench_long');
await db
  .updateTable('users')
  .set({ subscription_tier: 'premium' })
  .where('id', 'in', [shortRecord.id, longRecord.id])
  .execute();

// Players who sign in and watch live.me; named like the bulk players, so they have the same history and picks.
const watchers: { id: number; cookie: string }[] = [];
for (let i = 0; i < WATCHERS; i++) watchers.push(await player(`bulk_watch_${i}`));

const now = Date.now();
const start = new Date(now - (HISTORY + 10) * DAY);
if (!REUSE) await makeHistory();
const hasLeagues = await db.selectFrom('leagues').select('id').limit(1).executeTakeFirst();
if (LEAGUES > 0 && !hasLeagues) {
  await timed(`${LEAGUES} leagues of 2 to 1,000 players`, () => generateLeagues(db, USERS, LEAGUES));
}
const watchedLeagues =
  LEAGUES > 0
    ? await oneLargeLeagueEach(
        db,
        watchers.map((w) => w.id),
      )
    : [];
async function makeHistory() {
  await timed(`${USERS} players`, () =>
    sql`insert into users (username, password_hash)
    select 'bulk_' || i, 'x' from generate_series(1, ${USERS}::int) as i`.execute(db),
  );
  await timed(`${HISTORY} graded games picked by every player (${USERS * HISTORY} picks)`, async () => {
    const secondary = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
    where tablename = 'picks' and indexname not like '%pkey' and indexdef not like '%UNIQUE%'`.execute(db);
    for (const { indexname } of secondary.rows) await sql`drop index ${sql.id(indexname)}`.execute(db);
    await sql`insert into games (sport_id, home_team_id, away_team_id, scheduled_time, status, home_score, away_score,
      winner_team_id, graded_winner_team_id, graded_at, completed_at)
    select ${sport.id}::int, ${HOME}::int, ${AWAY}::int, ${start}::timestamptz + g * interval '1 day', 'completed', 3, 1,
      w, w, ${start}::timestamptz + g * interval '1 day' + interval '3 hours',
      ${start}::timestamptz + g * interval '1 day' + interval '3 hours'
    from generate_series(0, ${HISTORY - 1}::int) as g,
      lateral (select case when random() < 0.5 then ${HOME}::int else ${AWAY}::int end as w) x`.execute(db);
    await sql`insert into picks (user_id, game_id, selected_team_id, picked_at)
    select u.id, g.id, case when random() < 0.55 then g.winner_team_id else
        case when g.winner_team_id = ${HOME}::int then ${AWAY}::int else ${HOME}::int end end,
      g.scheduled_time - interval '1 hour'
    from users u cross join games g
    where g.status = 'completed' and u.username like 'bulk\\_%'`.execute(db);
    // The two measured pickers: 10 and 1,000 graded picks (more games than the history when needed).
    await sql`insert into games (sport_id, home_team_id, away_team_id, scheduled_time, status, home_score, away_score,
      winner_team_id, graded_winner_team_id, graded_at, completed_at)
    select ${sport.id}::int, ${HOME}::int, ${AWAY}::int, ${start}::timestamptz - g * interval '1 hour', 'completed', 3, 1,
      ${HOME}::int, ${HOME}::int, ${start}::timestamptz, ${start}::timestamptz
    from generate_series(1, 1000) as g`.execute(db);
    await sql`insert into picks (user_id, game_id, selected_team_id, picked_at)
    select u.id, g.id, ${HOME}::int, g.scheduled_time - interval '1 hour'
    from users u cross join lateral (
      select id, scheduled_time from games where scheduled_time < ${start}::timestamptz order by id
      limit case when u.id = ${longRecord.id}::int then 1000 else 10 end) g
    where u.id in (${shortRecord.id}::int, ${longRecord.id}::int)`.execute(db);
    for (const { indexdef } of secondary.rows) await sql.raw(indexdef).execute(db);
  });
  await timed('Fix User Streaks: every standings row from its record', () => recomputeAllUsers(db));
  await timed('pick tallies from the stored picks', () =>
    sql`insert into pick_tallies (user_id, picks)
    select user_id, count(*) from picks group by user_id
    on conflict (user_id) do update set picks = excluded.picks`.execute(db),
  );
}

/** A live game every bulk player picked, started at `at`; its id and how many picks it has. */
async function liveGame(at: number): Promise<{ id: number; picks: number }> {
  const id = await benchGame(db, teams, new Date(at), { status: 'live' });
  const inserted = await sql`insert into picks (user_id, game_id, selected_team_id, picked_at)
    select id, ${id}::int, case when random() < 0.5 then ${HOME}::int else ${AWAY}::int end,
      ${new Date(at - HOUR)}::timestamptz
    from users where username like 'bulk\\_watch\\_%'
      or (username like 'bulk\\_%' and id % ${PICK_EVERY}::int = 0)`.execute(db);
  return { id, picks: Number(inserted.numAffectedRows) };
}
const games: { id: number; picks: number }[] = [];
// Each game starts after every game graded before it, so every player's record takes it in place (a game before
// one already graded would be a late grading: every player recomputed from history).
const newest = await db
  .selectFrom('games')
  .select((eb) => eb.fn.max('scheduled_time').as('at'))
  .where('status', '=', 'completed')
  .where('sport_id', '=', sport.id)
  .executeTakeFirst();
const from = new Date(newest?.at ?? now - (RUNS + 2) * HOUR).getTime();
// And in the newest graded game's week and month: no period close runs here, so a game of a later week would find
// every player's week before that one still held, and walk all 100,000 records instead of stepping them in place.
const samePeriods = (t: number) =>
  weekStart(new Date(t)) === weekStart(new Date(from)) &&
  monthStart(new Date(t)) === monthStart(new Date(from));
let until = now;
while (until > from && !samePeriods(until)) until -= HOUR / 4;
const gap = (until - from) / (RUNS + 1);
for (let i = 0; i < RUNS; i++) games.push(await liveGame(from + (i + 1) * gap));
/** Arms SHIELDS picks of the game, of players not armed on another measured game, and gives them a shield. */
async function armShields(gameId: number, run: number): Promise<void> {
  await sql`with chosen as (
      select id, user_id from picks where game_id = ${gameId}::int order by id
      offset ${run * SHIELDS}::int limit ${SHIELDS}::int),
    armed as (update picks p set shield_armed = true from chosen c where p.id = c.id returning p.user_id)
    update standings s set shield_held = true from armed a where s.user_id = a.user_id`.execute(db);
}
if (SHIELDS > 0) for (const [run, g] of games.entries()) await armShields(g.id, run);
/** The game's armed picks that lost with a shield held, and how many of those players' streaks moved. */
async function shieldedLosses(gameId: number): Promise<{ shielded: number; moved: number }> {
  const { rows } = await sql<{ shielded: number; moved: number }>`
    select count(*)::int as shielded, count(*) filter (where s.current_streak <> k.streak)::int as moved
    from picks p join record_checkpoints k on (k.game_id, k.user_id) = (p.game_id, p.user_id)
      join standings s on s.user_id = p.user_id
    where p.game_id = ${gameId}::int and p.shield_armed and k.shield_held and p.selected_team_id <> ${HOME}::int`.execute(
    db,
  );
  return rows[0]!;
}
await sql`vacuum analyze`.execute(db);
console.log(`${database.label}: ${JSON.stringify(await databaseFacts(db, { picks: 'picks' }))}`);

/** Each watcher's live.me subscription; `heard` is when its first message after `armed` arrived. */
const sockets = watchers.map(({ cookie }, i) => {
  const headers = { cookie, origin: address };
  const ws = createWSClient({
    url: `${address.replace(/^http/, 'ws')}/trpc`,
    WebSocket: class extends WebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols, { headers });
      }
    } as unknown as typeof globalThis.WebSocket,
  });
  const watch = { ws, armed: false, heard: null as number | null, league: null as number | null };
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] });
  client.live.me.subscribe(undefined, {
    onData: () => {
      if (watch.armed && watch.heard === null) watch.heard = performance.now();
    },
  });
  const leagueId = watchedLeagues[i];
  if (leagueId !== undefined) {
    client.live.leagueBoard.subscribe(
      { leagueId, period: 'alltime' },
      {
        onData: () => {
          if (watch.armed && watch.league === null) watch.league = performance.now();
        },
      },
    );
  }
  return watch;
});
await sleep(2000);

/** Picks of the game graded, as the database holds them. */
async function gradedPicks(gameId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from picks p join games g on g.id = p.game_id
    where p.game_id = ${gameId} and g.graded_at is not null`.execute(db);
  return rows[0]!.n;
}

const answers: number[] = [];
const settled: number[] = [];
const client = timedRequestClient();
// The thread's first fetch sets its HTTP client up (about 150 ms here): done once before anything is timed.
await client.get(`${address}/healthz`, {});
const heardLast: number[] = [];
const leagueLast: number[] = [];
for (const { id: gameId, picks } of games) {
  const unlocksBefore = await db
    .selectFrom('achievement_unlocks')
    .select(db.fn.countAll().as('n'))
    .executeTakeFirst();
  for (const w of sockets) Object.assign(w, { armed: true, heard: null, league: null });
  const t0 = performance.now();
  // Sent and timed on the client's own thread: the effects the server starts as it answers run on this thread's
  // event loop, and would hold the answer's arrival here though it has left (the admin's browser is elsewhere).
  const res = await client.send(`${address}/api/admin/games/${gameId}/score`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: admin.cookie, origin: address },
    body: JSON.stringify({ homeScore: 24, awayScore: 17, winner: 'home' }),
  });
  const answer = Math.round(res.ms);
  if (res.status !== 200) throw new Error(`score entry: ${res.status} ${res.body}`);
  while ((await pendingEffects(db)) > 0) await sleep(20);
  const done = msSince(t0);
  const waitUntil = performance.now() + 10_000;
  const waiting = (w: (typeof sockets)[number]) => w.heard === null || (LEAGUES > 0 && w.league === null);
  while (sockets.some(waiting) && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 5));
  const unheard = sockets.filter((w) => w.heard === null).length;
  checks.equal(await gradedPicks(gameId), picks, `game ${gameId}: every pick graded`);
  checks.equal(unheard, 0, `game ${gameId}: every watcher heard live.me`);
  const shields = SHIELDS > 0 ? await shieldedLosses(gameId) : null;
  if (shields) {
    checks.expect(shields.shielded > 0, `game ${gameId}: armed losses took a shield`);
    checks.equal(shields.moved, 0, `game ${gameId}: every shielded loser kept their streak`);
  }
  if (LEAGUES > 0)
    checks.expect(
      sockets.every((w) => w.league !== null),
      `game ${gameId}: every watcher's league board came`,
    );
  const last = Math.round(Math.max(...sockets.map((w) => (w.heard ?? Number.NaN) - t0)));
  const lastLeague = Math.round(Math.max(...sockets.map((w) => (w.league ?? Number.NaN) - t0)));
  if (LEAGUES > 0) leagueLast.push(lastLeague);
  for (const w of sockets) w.armed = false;
  heardLast.push(last);
  const unlocksAfter = await db
    .selectFrom('achievement_unlocks')
    .select(db.fn.countAll().as('n'))
    .executeTakeFirst();
  answers.push(answer);
  settled.push(done);
  console.log(
    `score entry of game ${gameId} (${Math.floor(USERS / PICK_EVERY) + WATCHERS} picks): answer ${answer} ms, every effect done ${done} ms, ` +
      `last of ${WATCHERS} players' live.me ${last} ms${unheard ? ` (${unheard} heard nothing)` : ''}, ` +
      (LEAGUES > 0 ? `last of their league boards ${lastLeague} ms, ` : '') +
      (shields ? `${SHIELDS} armed shields, ${shields.shielded} spent, ` : '') +
      `${Number(unlocksAfter?.n) - Number(unlocksBefore?.n)} unlocks`,
  );
}
console.log(
  `score entry: answer p50 ${quantile(answers, 0.5)} ms (max ${Math.max(...answers)}), ` +
    `effects done p50 ${quantile(settled, 0.5)} ms (max ${Math.max(...settled)}), ` +
    `last live.me p50 ${quantile(heardLast, 0.5)} ms (max ${Math.max(...heardLast)})` +
    (LEAGUES > 0
      ? `, last league board p50 ${quantile(leagueLast, 0.5)} ms (max ${Math.max(...leagueLast)})`
      : ''),
);

/** POST /api/picks on fresh open games, one at a time: the pick path's latency for one player. */
async function pickLatency(cookie: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < PICK_RUNS; i++) {
    const gameId = await benchGame(db, teams, new Date(Date.now() + DAY + i * HOUR));
    const t0 = performance.now();
    const res = await fetch(`${address}/api/picks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: address },
      body: JSON.stringify({ gameId, selectedTeamId: HOME }),
    });
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`pick: ${res.status} ${await res.text()}`);
  }
  return times;
}
for (const [label, who] of [
  ['10 graded picks', shortRecord],
  ['1,000 graded picks', longRecord],
] as const) {
  const times = await pickLatency(who.cookie);
  console.log(
    `a pick by a player with ${label}: p50 ${quantile(times, 0.5).toFixed(1)} ms, ` +
      `p95 ${quantile(times, 0.95).toFixed(1)} ms`,
  );
}

checks.conclude();
for (const w of sockets) w.ws.close();
await client.close();
await bench.close();
await database.close();
