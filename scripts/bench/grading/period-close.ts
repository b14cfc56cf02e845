import { sql } from 'kysely';
import { CLOSE_LEASE, type CloseBatch, PeriodCloser } from '../../../src/server/workflows/period-close';
import { weekStart } from '../../../src/shared/periods';
import { enterScore, signIn } from '../toolkit/api';
import { Checks } from '../toolkit/checks';
import { benchDatabase } from '../toolkit/db';
import { intFromEnv } from '../toolkit/knobs';
import { generateSeason } from '../toolkit/season';
import { BENCH_ADMIN, benchServerEnv, serverNodeArgs, startServer } from '../toolkit/server-process';
import { quantile } from '../toolkit/stats';
import { sampleWaits } from '../toolkit/wait-sampler';

// A week's end that blocks nobody (issue 46, item 2): every player's week before is taken at once, as after the first
// gradings of a new week, and the period close moves them all to the archive while an admin enters scores through
// the running server. Figures: the close's batches (each holds the grading lock for its whole transaction: the
// longest is the longest a score entry can wait for it), its total time, and the score entries' answers during the
// close beside the same entries with no close running.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_period_close npx tsx scripts/bench/grading/period-close.ts
//
// Knobs: USERS (1,000,000), PICKS_PER_USER (3), GAMES (400), DAYS (20), ENTRIES (6: score entries each way),
// GAME_PICKS (20,000 picks on each entered game). The database is made afresh and dropped at the end (KEEP=1 keeps it;
// REUSE=1 runs again on the one kept, its season as it is). WAITS=1 samples the database's sessions while the scores are
// entered during the close and prints where their time went (a lock, the disk, the cores).

const USERS = intFromEnv('USERS', 1_000_000);
const PICKS_PER_USER = intFromEnv('PICKS_PER_USER', 3);
const GAMES = intFromEnv('GAMES', 400);
const DAYS = intFromEnv('DAYS', 20);
const ENTRIES = intFromEnv('ENTRIES', 6);
const GAME_PICKS = Math.min(USERS, intFromEnv('GAME_PICKS', 20_000));
const LOCK_TARGET_MS = 50;

const checks = new Checks();
const database = await benchDatabase({
  name: 'pickem_bench_period_close',
  postgresOnly: 'period-close',
});
const { db } = database;
const now = new Date();
console.log(`${database.label}; ${USERS} players, ${PICKS_PER_USER} picks each`);
if (process.env.REUSE !== '1')
  await generateSeason(
    database,
    { users: USERS, picksPerUser: PICKS_PER_USER, games: GAMES, days: DAYS },
    now,
  );

// Whatever weeks the season left in the slots before go first: the close below starts from none.
const closer = new PeriodCloser({ db, clock: () => new Date() });
await closer.closeAll();

/** Games to enter scores for, each picked by GAME_PICKS players, started an hour ago. */
async function gamesToEnter(count: number): Promise<number[]> {
  const teams = await sql<{ id: number }>`select id from teams order by id limit 2`.execute(db);
  const [home, away] = teams.rows.map((r) => r.id);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const game = await sql<{ id: number }>`
      insert into games (sport_id, home_team_id, away_team_id, scheduled_time, status)
      select sport_id, ${home}, ${away}, now() - interval '1 hour', 'live' from teams where id = ${home}
      returning id`.execute(db);
    const id = game.rows[0]!.id;
    await sql`insert into picks (user_id, game_id, selected_team_id, picked_at)
      select u.id, ${id}, case when random() < 0.5 then ${home}::int else ${away}::int end, now() - interval '2 hours'
      from (select id from users order by random() limit ${GAME_PICKS}) u`.execute(db);
    ids.push(id);
  }
  return ids;
}
const [before, during] = [await gamesToEnter(ENTRIES), await gamesToEnter(ENTRIES)];

const server = await startServer(benchServerEnv(database.url!, BENCH_ADMIN), {
  nodeArgs: serverNodeArgs(),
  timeoutMs: 300_000,
  ...(process.env.SERVER_LOG ? { logFile: process.env.SERVER_LOG } : {}),
});
try {
  const admin = await signIn(server.base, BENCH_ADMIN.username, BENCH_ADMIN.password);
  const answer = async (gameId: number) => {
    const { sent, returned } = await enterScore(server.base, admin, gameId, 3, 1);
    return returned - sent;
  };
  const quiet: number[] = [];
  for (const id of before) quiet.push(await answer(id));

  // A week just closed for everyone, as the gradings of a new week's first picks leave it: a player whose week slot
  // holds an earlier week has it moved to the slot before (the new week's slot empty until their pick is graded);
  // every other player gets a week long past there (which no archived period and no game of this run touches; each
  // run's is one no run before archived, as REUSE=1 runs again on a database that has them). A grading never finds
  // a slot before taken with an earlier week in the slot (it moved that one there), so the score entries below are
  // the gradings they are with no close running: what a close adds is the lock and the machine, not a recompute.
  const thisWeek = weekStart(new Date(Date.now() - 3_600_000));
  const earlier = await sql<{ n: number }>`select count(distinct period_start)::int as n from period_archive
    where period_type = 'weekly' and period_start < '2021-01-01'`.execute(db);
  const pastWeek = new Date(Date.UTC(2020, 0, 6 + 7 * earlier.rows[0]!.n)).toISOString().slice(0, 10);
  const rolls = sql`week_picks > 0 and week_start < ${thisWeek}::date`;
  const taken = await sql<{ n: number }>`
    with t as (update standings set
        prev_week_start = case when ${rolls} then week_start else ${pastWeek}::date end,
        prev_week_wins = case when ${rolls} then week_wins else 1 end,
        prev_week_pushes = case when ${rolls} then week_pushes else 0 end,
        prev_week_picks = case when ${rolls} then week_picks else 2 end,
        prev_week_peak = case when ${rolls} then week_peak else 1 end,
        week_start = case when ${rolls} then null else week_start end,
        week_wins = case when ${rolls} then 0 else week_wins end,
        week_pushes = case when ${rolls} then 0 else week_pushes end,
        week_picks = case when ${rolls} then 0 else week_picks end,
        week_peak = case when ${rolls} then 0 else week_peak end
      where total_picks > 0 returning 1)
    select count(*)::int as n from t`.execute(db);
  const slots = taken.rows[0]!.n;
  // The benchmark's closer holds the close's turn as one instance would: the server's own closer waits for it (two
  // closers would take turns through the grading lock, and this one would count only its own batches).
  await sql`insert into job_leases (name, next_run_at, claimed_at) values (${CLOSE_LEASE}, now() + interval '1 hour', now())
    on conflict (name) do update set next_run_at = excluded.next_run_at, claimed_at = excluded.claimed_at`.execute(
    db,
  );
  const batches: CloseBatch[] = [];
  const timedCloser = new PeriodCloser({ db, clock: () => new Date() }, { onBatch: (b) => batches.push(b) });
  const waits = process.env.WAITS === '1' ? sampleWaits(db) : null;
  const t0 = performance.now();
  const closing = timedCloser.closeAll();
  const busy: number[] = [];
  // The close is awaited even when an entry fails, so the database is never closed under it.
  const entered = (async () => {
    for (const id of during) busy.push(await answer(id));
    if (waits)
      console.log(
        `the sessions during the score entries (share of samples):\n${(await waits.stop()).join('\n')}`,
      );
  })();
  const [entries, moved] = await Promise.all([
    entered.then(
      () => null,
      (error: unknown) => error,
    ),
    closing,
  ]);
  if (entries) throw entries;
  const closeMs = performance.now() - t0;
  await sql`update job_leases set next_run_at = now() where name = ${CLOSE_LEASE}`.execute(db);

  // A batch cut off at its statement's budget held the lock until it was cancelled: it counts with the others.
  const lockMs = batches.filter((b) => b.refused !== 'grading').map((b) => b.ms);
  const refused = batches.filter((b) => b.refused === 'grading').length;
  const overtime = batches.filter((b) => b.refused === 'overtime').length;
  const longest = Math.max(...lockMs);
  console.log(
    `period close: ${moved} players in ${(closeMs / 1000).toFixed(1)} s, ${lockMs.length} batches ` +
      `(${refused} found a grading, ${overtime} cut off at their budget), the grading lock held p50 ${quantile(lockMs, 0.5).toFixed(1)} ms, ` +
      `p99 ${quantile(lockMs, 0.99).toFixed(1)} ms, longest ${longest.toFixed(1)} ms, ` +
      `${lockMs.filter((ms) => ms >= LOCK_TARGET_MS).length} of them ${LOCK_TARGET_MS} ms or more ` +
      `(target under ${LOCK_TARGET_MS} ms: ${longest < LOCK_TARGET_MS ? 'met' : 'NOT met'})`,
  );
  const show = (xs: number[]) =>
    `p50 ${quantile(xs, 0.5).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
  console.log(`score entry (${GAME_PICKS} picks) with no close running: ${show(quiet)}`);
  console.log(`score entry (${GAME_PICKS} picks) during the close:       ${show(busy)}`);
  console.log(`${moved} of ${slots} taken slots moved by the close`);
  console.log(`during / quiet, p50: ${(quantile(busy, 0.5) / quantile(quiet, 0.5)).toFixed(2)}`);
  checks.expect(moved > 0 && closeMs > 0, 'the close ran while the scores were entered');

  // A grading during the close fits its pick in the slots it finds, so every taken slot is the close's to move; it may
  // also roll a player's month into the slot before, which the close then moves as well.
  checks.expect(moved >= slots, 'the close moved every taken slot');
  const left = await sql<{ n: number }>`select count(*)::int as n from standings
    where prev_week_picks > 0 or prev_month_picks > 0`.execute(db);
  checks.equal(left.rows[0]!.n, 0, 'no slot before left taken');
  const graded = await sql<{ n: number }>`select count(*)::int as n from games
    where id = any(${`{${[...before, ...during].join(',')}}`}::int[]) and graded_at is not null`.execute(db);
  checks.equal(graded.rows[0]!.n, before.length + during.length, 'every score entry graded its game');
} finally {
  await server.stop();
  await database.close();
}
checks.conclude();
