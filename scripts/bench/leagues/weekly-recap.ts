import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { DB } from '../../../src/server/platform/db/client';
import { PERIOD_TIMEZONE } from '../../../src/shared/constants';
import { addDays, weekStart } from '../../../src/shared/periods';
import { zonedTimeToInstant } from '../../../src/shared/zoned-time';
import { generateLeagues } from '../boards/leagues-data';
import { Checks } from '../toolkit/checks';
import { runCleanUp, runProcessBenchmark } from '../toolkit/cleanup';
import { type BenchDatabase, freshBenchDatabase } from '../toolkit/db';
import { intFromEnv } from '../toolkit/knobs';
import { cpuMs, loadAverage } from '../toolkit/proc';
import { generateSeason } from '../toolkit/season';
import {
  BENCH_ADMIN,
  benchServerEnv,
  type ServerProcess,
  serverNodeArgs,
  startServer,
} from '../toolkit/server-process';
import { sleep } from '../toolkit/time';

// The weekly recap at scale (issue 41, item 11): USERS (1,000,000) players, each with graded picks in a week that has
// closed and an e-mail address, LEAGUES (one per 1,000 players, 2 to 1,000 members each) for the recap's league
// lines, generated in bulk with SQL (toolkit/season.ts, boards/leagues-data.ts). The compiled server then runs as
// production does, its clock (boards/shifted-clock.mjs) at 07:00 New York on the Tuesday after that week: its own
// scheduler's weekly recap job claims each player's recap (at most 50,000 a minute: CLAIMS_PER_RUN each
// RECAP_JOB_EVERY_MS), its effects worker composes each into the outbox (500 a transaction) and its mailer
// delivers them (here as .eml files in a temporary DATA_DIR). The benchmark only watches the tables every POLL_MS and
// prints when each stage finished, its rate and the total time.
//
//   npx tsx scripts/bench/leagues/weekly-recap.ts                 # 1,000,000 players
//   USERS=100000 npx tsx scripts/bench/leagues/weekly-recap.ts
//
// PostgreSQL (database pickem_bench_weekly_recap, dropped at the end unless KEEP=1). Knobs: USERS (1000000),
// PICKS_PER_USER (3), GAMES (60), LEAGUES (USERS / 1000), POLL_MS (5000), TIMEOUT_MINUTES (60); SERVER_NODE_ARGS adds
// to the server's node command line. 07:00 is before the daily e-mail (09:00), so every message is a recap.
// Checks: exactly one recap claimed, composed and delivered per player, none twice, no other mail; no recap effect
// left or parked.

const USERS = intFromEnv('USERS', 1_000_000);
const PICKS_PER_USER = intFromEnv('PICKS_PER_USER', 3);
const GAMES = intFromEnv('GAMES', 60);
const LEAGUES = intFromEnv('LEAGUES', Math.max(1, Math.round(USERS / 1000)));
const POLL_MS = intFromEnv('POLL_MS', 5000, 100);
const TIMEOUT_MINUTES = intFromEnv('TIMEOUT_MINUTES', 60);

let database = null as BenchDatabase | null;
let server = null as ServerProcess | null;
let dataDir = null as string | null;

interface Progress {
  claimed: number;
  queued: number;
  composed: number;
  delivered: number;
}

async function progress(db: DB): Promise<Progress> {
  const { rows } = await sql<{ [K in keyof Progress]: string }>`select
      (select count(*) from notifications_sent where kind = 'weekly-recap') as claimed,
      (select count(*) from effect_jobs where kind = 'weekly-recap') as queued,
      (select count(*) from mail_outbox) as composed,
      (select count(*) from mail_outbox where sent_at is not null) as delivered`.execute(db);
  const r = rows[0]!;
  return {
    claimed: Number(r.claimed),
    queued: Number(r.queued),
    composed: Number(r.composed),
    delivered: Number(r.delivered),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rate = (n: number, ms: number) =>
  `${Math.round((n * 1000) / Math.max(ms, 1)).toLocaleString('en-US')}/s`;

async function main(): Promise<boolean> {
  const checks = new Checks();
  console.log(`load average at start: ${loadAverage()}`);
  database = await freshBenchDatabase({
    name: 'pickem_bench_weekly_recap',
    postgresOnly: 'The weekly recap',
  });
  const { db } = database;
  // The last week that has closed, its games from Monday to Sunday evening (New York), and the server's clock on
  // the Tuesday after it, before the daily e-mail's hour.
  const week = addDays(weekStart(new Date()), -7);
  const seasonEnd = zonedTimeToInstant(addDays(week, 6), '23:00', PERIOD_TIMEZONE);
  const clockAt = zonedTimeToInstant(addDays(week, 8), '07:00', PERIOD_TIMEZONE);
  const t0 = performance.now();
  console.log(`generating ${USERS} players, their picks in the week of ${week}, ${LEAGUES} leagues:`);
  await generateSeason(
    database,
    { users: USERS, picksPerUser: PICKS_PER_USER, games: GAMES, days: 6 },
    seasonEnd,
  );
  await sql`update users set email = username || '@example.com', timezone = ${PERIOD_TIMEZONE}`.execute(db);
  await generateLeagues(db, USERS, LEAGUES);
  await sql`vacuum analyze users`.execute(db);
  await sql`vacuum analyze league_members`.execute(db);
  console.log(`  data ready in ${seconds(performance.now() - t0)}`);

  dataDir = await mkdtemp(path.join(tmpdir(), 'pickem-bench-recap-'));
  const started = performance.now();
  server = await startServer(
    {
      ...benchServerEnv(database.url!, BENCH_ADMIN),
      BENCH_CLOCK_AT: clockAt.toISOString(),
      DATA_DIR: dataDir,
    },
    {
      nodeArgs: [
        '--import',
        fileURLToPath(new URL('../boards/shifted-clock.mjs', import.meta.url)),
        ...serverNodeArgs(),
      ],
      timeoutMs: 300_000,
    },
  );
  const cpuBefore = cpuMs(server.pid);
  console.log(`server ${server.base} (pid ${server.pid}), its clock at ${clockAt.toISOString()}`);

  const marks: Partial<
    Record<'firstClaim' | 'claimed' | 'composed' | 'firstDelivered' | 'delivered', number>
  > = {};
  let last: Progress = { claimed: 0, queued: 0, composed: 0, delivered: 0 };
  let printed = 0;
  const deadline = started + TIMEOUT_MINUTES * 60_000;
  while (performance.now() < deadline) {
    last = await progress(db);
    const at = performance.now() - started;
    if (last.claimed > 0) marks.firstClaim ??= at;
    if (last.claimed >= USERS) marks.claimed ??= at;
    if (marks.claimed !== undefined && last.queued === 0 && last.composed >= USERS) marks.composed ??= at;
    if (last.delivered > 0) marks.firstDelivered ??= at;
    if (marks.composed !== undefined && last.delivered >= last.composed) marks.delivered ??= at;
    if (at - printed >= 30_000) {
      printed = at;
      console.log(
        `  ${seconds(at)}: ${last.claimed} claimed, ${last.queued} waiting for the worker, ${last.composed} in the ` +
          `outbox, ${last.delivered} delivered; load ${loadAverage()}`,
      );
    }
    if (marks.delivered !== undefined) break;
    await sleep(POLL_MS);
  }
  const serverCpu = cpuMs(server.pid) - cpuBefore;
  checks.expect(
    marks.delivered !== undefined,
    'every recap delivered within TIMEOUT_MINUTES',
    JSON.stringify(last),
  );

  // Exactly once: one claim, one e-mail and one delivery per player, no other mail, no effect left.
  const { rows } = await sql<Record<string, string>>`select
      (select count(distinct user_id) from notifications_sent where kind = 'weekly-recap') as claimed_players,
      (select count(*) from notifications_sent where kind <> 'weekly-recap') as other_claims,
      (select count(*) from mail_outbox where subject like 'Your week:%') as recaps,
      (select count(distinct to_address) from mail_outbox where subject like 'Your week:%') as addressed,
      (select count(*) from mail_outbox where subject not like 'Your week:%') as other_mail,
      (select count(*) from effect_jobs where kind = 'weekly-recap') as left_effects,
      (select count(*) from effect_jobs where parked_at is not null) as parked`.execute(db);
  const f = rows[0]!;
  const outbox = path.join(dataDir, 'outbox');
  const names = await readdir(outbox).catch(() => [] as string[]);
  const files = names.length;
  // A delivered row's body is emptied (outbox.repo's markMailSent): recaps are read from their files,
  // quoted-printable. Not every player is in a league: the first 50 files are read, each must say the record and
  // carry the unsubscribe link, and some the player's leagues.
  const samples = await Promise.all(
    names
      .slice(0, 50)
      .map(async (name) =>
        (await readFile(path.join(outbox, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '='),
      ),
  );
  const unsaid = samples.find((text) => !/Record: \d+-\d+/.test(text) || !/unsubscribe\?token=/.test(text));
  checks.equal(last.claimed, USERS, 'one recap claimed per player (claims)');
  checks.equal(Number(f.claimed_players), USERS, 'every player claimed (players)');
  checks.equal(Number(f.recaps), USERS, 'one recap e-mail per player (e-mails)');
  checks.equal(Number(f.addressed), USERS, 'no player e-mailed twice (distinct addresses)');
  checks.equal(Number(f.other_mail), 0, 'no other mail');
  checks.equal(last.delivered, USERS, 'every recap delivered (delivered rows)');
  checks.equal(files, USERS, 'every recap written once by the transport (files)');
  checks.equal(Number(f.left_effects), 0, 'no recap effect left');
  checks.equal(Number(f.parked), 0, 'no effect parked');
  checks.expect(
    samples.length > 0 && unsaid === undefined,
    'every recap read says the record and carries the unsubscribe link',
    unsaid?.slice(0, 600),
  );
  checks.expect(
    samples.some((text) => /Your leagues:/.test(text)),
    'the recaps of league members say their leagues',
    samples[0]?.slice(0, 600),
  );
  if (Number(f.other_claims) > 0) console.log(`  (other notifications claimed meanwhile: ${f.other_claims})`);

  const { firstClaim = 0, claimed = 0, composed = 0, firstDelivered = 0, delivered = 0 } = marks;
  console.log('');
  console.log(`weekly recap, ${USERS} players, ${LEAGUES} leagues; load ${loadAverage()}`);
  console.log(
    `  claimed by the job: first after ${seconds(firstClaim)}, all after ${seconds(claimed)} (${rate(USERS, claimed - firstClaim)} from the first)`,
  );
  console.log(
    `  composed into the outbox by the effects worker: all after ${seconds(composed)} (${rate(USERS, composed - firstClaim)} from the first claim)`,
  );
  // The mailer drains every 30 s, and again at once while its batches come back full: its rate is from its first
  // delivery on, as it runs.
  console.log(
    `  delivered by the mailer (.eml files): first after ${seconds(firstDelivered)}, all after ${seconds(delivered)} ` +
      `(${rate(USERS, delivered - firstDelivered)} from its first)`,
  );
  console.log(
    `  total, server start to the last delivery: ${seconds(delivered)}; server CPU ${seconds(serverCpu)}`,
  );
  return checks.conclude();
}

async function cleanUp(): Promise<void> {
  await runCleanUp([
    ['server', async () => server?.stop()],
    // A million .eml files take minutes to remove (30 s was not enough at 1,000,000).
    ['outbox folder', async () => dataDir && rm(dataDir, { recursive: true, force: true }), 15 * 60_000],
    ['database', async () => database?.close()],
  ]);
  server = null;
  dataDir = null;
  database = null;
}

await runProcessBenchmark('weekly-recap', {
  main,
  cleanUp,
  timeoutMinutes: TIMEOUT_MINUTES + 30,
  timeoutHint: 'TIMEOUT_MINUTES raises it',
  onFailure: () => {
    if (server) console.error(`last server output:\n${server.tail()}`);
  },
});
