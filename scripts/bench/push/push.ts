import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { localHour } from '../../../src/server/kernel/player-day';
import { isQuietHour } from '../../../src/server/modules/notifications/reminder.rules';
import { DEFAULT_RATE_LIMITS } from '../../../src/server/platform/limits/rate-limit';
import { lockReminderJob } from '../../../src/server/workflows/reminders.jobs';
import { TIMEZONES } from '../../../src/shared/constants';
import { newDeviceKeys, TestPushService } from '../../../tests/support/push/push-service';
import { call, signIn } from '../toolkit/api';
import { benchGame, benchTeams } from '../toolkit/app';
import { Checks } from '../toolkit/checks';
import { freshBenchDatabase, pendingEffects } from '../toolkit/db';
import { intFromEnv, listFromEnv } from '../toolkit/knobs';
import { cpuMs, loadAverage, rssKb } from '../toolkit/proc';
import {
  BENCH_ADMIN,
  benchServerEnv,
  type ServerProcess,
  serverNodeArgs,
  startServer,
} from '../toolkit/server-process';
import { msSince as ms, sleep } from '../toolkit/time';

// Web Push at 100,000 players, through the real server (the compiled one, NODE_ENV=production; SERVER=source for
// the TypeScript sources): USERS players (100,000) with push on and one subscription each, whose endpoints are a
// push service in this process (HTTPS with a self-signed certificate, which the server trusts through
// NODE_EXTRA_CA_CERTS). It counts every message by its Topic header and checks every CHECK_EVERY-th (1,000th)
// one: VAPID signature verified, payload decrypted. The subscriptions reuse KEY_PAIRS (2,000) browser key pairs.
//   1. A game every player picked; the admin enters its score (PUT /api/admin/games/{id}/score). Timed: from the
//      call until every player's "pick graded" push arrived, with one instance, then with two on the same
//      database (INSTANCES=1,2), and the servers' RSS (VmRSS, sampled every 200 ms) meanwhile.
//   2. The lock reminder: a game no one picked starts in 30 minutes, so every player is due one reminder. Timed:
//      the job's tick alone (in this process, rolled back), then through a fresh server whose first scheduler tick
//      decides them: from /healthz answering until every reminder arrived.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_push npx tsx scripts/bench/push/push.ts
// The database is made afresh and dropped at the end (KEEP=1 keeps it). Knobs: USERS, KEY_PAIRS, CHECK_EVERY,
// TIMEOUT_S (1,800), INSTANCES (1,2), REMINDER=0, ENCRYPT_THREADS, WAIT_ALL=0, PG_LOG_MS (below). Checks: every
// player's push arrived once (no duplicate), the sampled ones verified and decrypted, every reminder decided.
const USERS = intFromEnv('USERS', 100_000);
const KEY_PAIRS = intFromEnv('KEY_PAIRS', 2_000);
const CHECK_EVERY = intFromEnv('CHECK_EVERY', 1_000);
const TIMEOUT_S = intFromEnv('TIMEOUT_S', 1_800);
const INSTANCES = listFromEnv('INSTANCES', '1,2').map(Number);
const REMINDER = process.env.REMINDER !== '0';
/** ENCRYPT_THREADS=1,2,0: a grading round per instance count and per PUSH_ENCRYPT_THREADS (ADR 0031); unset: the default. */
const ENCRYPT_THREADS = process.env.ENCRYPT_THREADS?.split(',').map(Number) ?? [undefined];
/** WAIT_ALL=0: a round ends when the last "pick graded" push arrived, not when every effect (achievements) is done. */
const WAIT_ALL = process.env.WAIT_ALL !== '0';
/** PG_LOG_MS=n: PostgreSQL logs every statement of the bench database that takes n ms or more (its own log). */
const PG_LOG_MS = process.env.PG_LOG_MS;
const HOUR = 3_600_000;
const checks = new Checks();
const topicOf = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

/** When each Topic first arrived, and how many times in all (a second arrival would be a duplicate). */
const arrived = new Map<string, number>();
let duplicates = 0;
let total = 0;
const service = await new TestPushService({
  check: (n) => n % CHECK_EVERY === 0,
  onArrival: ({ topic }) => {
    total++;
    if (!topic) return;
    if (arrived.has(topic)) duplicates++;
    else arrived.set(topic, performance.now());
  },
}).start();
mkdirSync('.tmp', { recursive: true });
const caFile = '.tmp/bench-push-ca.pem';
writeFileSync(caFile, service.cert);

const database = await freshBenchDatabase({ name: 'pickem_bench_push', postgresOnly: 'The push benchmark' });
const { db } = database;
const DATABASE_URL = database.url!;
if (PG_LOG_MS !== undefined) {
  const name = new URL(DATABASE_URL).pathname.slice(1);
  await sql.raw(`alter database "${name}" set log_min_duration_statement = ${Number(PG_LOG_MS)}`).execute(db);
}
console.log(
  `${database.label}; ${USERS} players, ${KEY_PAIRS} key pairs, checking every ${CHECK_EVERY}th push`,
);

/** The app's zone where it is now nearest 14:00, so no player is in their quiet hours during the benchmark. */
function daytimeZone(now: Date): string {
  const distance = (zone: string) => Math.abs(localHour(now, zone) - 14);
  const zone = [...TIMEZONES].sort((a, b) => distance(a) - distance(b))[0]!;
  if (isQuietHour(now, zone)) throw new Error('no zone of the app is outside its quiet hours now');
  return zone;
}
const zone = daytimeZone(new Date());
const teams = await benchTeams(db);
const { home, away } = teams;

const t0 = performance.now();
await sql`insert into users (username, password_hash, push_notifications, timezone)
  select 'push_' || i, 'x', true, ${zone} from generate_series(1, ${USERS}::int) as i`.execute(db);
const userIds = (
  await db.selectFrom('users').select('id').where('username', 'like', 'push\\_%').orderBy('id').execute()
).map((u) => u.id);
const keys = Array.from({ length: KEY_PAIRS }, newDeviceKeys);
const CHUNK = 20_000;
for (let from = 0; from < userIds.length; from += CHUNK) {
  const ids = userIds.slice(from, from + CHUNK);
  const devices = ids.map((_, i) => service.device(keys[(from + i) % KEY_PAIRS]!));
  await sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    select * from unnest(${ids}::int[], ${devices.map((d) => d.endpoint)}::text[],
      ${devices.map((d) => d.keys.p256dh)}::text[], ${devices.map((d) => d.keys.auth)}::text[])`.execute(db);
}
console.log(`${USERS} players with push on (zone ${zone}) and a subscription each: ${ms(t0)} ms`);

const env = {
  ...benchServerEnv(DATABASE_URL, BENCH_ADMIN),
  NODE_EXTRA_CA_CERTS: caFile,
  PUSH_SERVICE_HOSTS: service.hostsSetting,
};
const startServers = (n: number, threads?: number) =>
  Promise.all(
    Array.from({ length: n }, () =>
      startServer(threads === undefined ? env : { ...env, PUSH_ENCRYPT_THREADS: String(threads) }, {
        timeoutMs: 180_000,
        nodeArgs: serverNodeArgs(),
      }),
    ),
  );

/** The servers' VmRSS every 200 ms: the highest of each. */
function sampleRss(servers: ServerProcess[]) {
  const peak = servers.map((s) => rssKb(s.pid));
  const first = [...peak];
  const timer = setInterval(() => {
    servers.forEach((s, i) => {
      try {
        peak[i] = Math.max(peak[i]!, rssKb(s.pid));
      } catch {}
    });
  }, 200);
  return {
    stop: () => clearInterval(timer),
    text: () =>
      servers
        .map((_, i) => `${Math.round(first[i]! / 1024)} -> peak ${Math.round(peak[i]! / 1024)} MB`)
        .join(', '),
  };
}

/** Waits until every topic in `expected` arrived; logs progress every 10 s. Resolves with when the last came. */
async function allArrived(expected: string[], since: number, what: string): Promise<number> {
  let lastLog = performance.now();
  // Only the ones still missing are looked at again: 100,000 lookups every 20 ms took CPU from what is measured.
  let missing = expected;
  while (true) {
    missing = missing.filter((t) => !arrived.has(t));
    if (missing.length === 0) return expected.reduce((a, t) => Math.max(a, arrived.get(t)!), 0) - since;
    if (ms(since) > TIMEOUT_S * 1000)
      throw new Error(`${what}: ${missing.length} of ${expected.length} missing after ${TIMEOUT_S} s`);
    if (performance.now() - lastLog > 10_000) {
      lastLog = performance.now();
      console.log(
        `  ${Math.round(ms(since) / 1000)} s: ${expected.length - missing.length} of ${expected.length} arrived`,
      );
    }
    await sleep(missing.length < expected.length * 0.1 ? 20 : 200);
  }
}

/** The sampled messages since `from` that open `url`, decrypted: each must say `needle`. */
function checkSample(from: number, url: string, needle: string): string {
  const sample = service.received
    .slice(from)
    .filter((p) => (JSON.parse(p.text) as { url?: string }).url === url);
  const bad = sample.filter((p) => {
    const m = JSON.parse(p.text) as { title?: string; body?: string };
    return !m.title || !`${m.title} ${m.body}`.includes(needle);
  });
  if (sample.length === 0 || bad.length > 0)
    throw new Error(`sampled pushes: ${sample.length}, wrong: ${bad.map((b) => b.text).join(' | ')}`);
  return `${sample.length} sampled pushes verified and decrypted, e.g. ${sample[0]!.text}`;
}

async function gradingRound(instances: number, threads: number | undefined) {
  const game = { id: await benchGame(db, teams, new Date(Date.now() - 2 * HOUR), { status: 'live' }) };
  // Picked two days ago: the reminder's daily cap later counts no pick of today.
  await sql`insert into picks (user_id, game_id, selected_team_id, picked_at)
    select id, ${game.id}::int, case when random() < 0.5 then ${home}::int else ${away}::int end,
      now() - interval '2 days'
    from users where username like 'push\\_%'`.execute(db);
  await sql`analyze`.execute(db);
  const picks = await db
    .selectFrom('picks')
    .select(['id', 'user_id', 'selected_team_id'])
    .where('game_id', '=', game.id)
    .execute();
  // 24-17 for the home team.
  const expected = picks.map((p) =>
    topicOf(`pick-graded:${p.user_id}:${p.id}:${p.selected_team_id === home ? 'win' : 'loss'}`),
  );
  const servers = await startServers(instances, threads);
  try {
    const cookie = await signIn(servers[0]!.base, BENCH_ADMIN.username, BENCH_ADMIN.password);
    const sampledBefore = service.received.length;
    const totalBefore = total;
    const rss = sampleRss(servers);
    const cpuBefore = servers.map((s) => cpuMs(s.pid));
    const ownCpuBefore = process.cpuUsage();
    const t = performance.now();
    await call(
      servers[0]!.base,
      'PUT',
      `/api/admin/games/${game.id}/score`,
      { homeScore: 24, awayScore: 17, winner: 'home' },
      cookie,
    );
    const answer = ms(t);
    const last = await allArrived(expected, t, 'pick graded');
    const first = expected.reduce((a, x) => Math.min(a, arrived.get(x)!), Infinity) - t;
    // Who used the 2 vCPU until the last graded push: the servers, and this process (the push service).
    const serverCpu = servers.map((s, i) => cpuMs(s.pid) - cpuBefore[i]!).join(' + ');
    const ownCpu = process.cpuUsage(ownCpuBefore);
    console.log(
      `  CPU until then: server(s) ${serverCpu} ms, the push service's process ${Math.round((ownCpu.user + ownCpu.system) / 1000)} ms; load average ${loadAverage()}`,
    );
    while (WAIT_ALL && (await pendingEffects(db)) > 0) await sleep(100);
    const drained = ms(t);
    rss.stop();
    console.log(
      `grading, ${instances} instance(s), ${threads ?? 'default'} encryption thread(s): answer ${answer} ms; all ${expected.length} "pick graded" pushes arrived ` +
        `${Math.round(last)} ms after the score entry (${Math.round((expected.length / last) * 1000)}/s), the first ` +
        `${Math.round(first)} ms; ${WAIT_ALL ? 'every effect done' : 'stopped at'} ${drained} ms ` +
        `(${total - totalBefore} pushes in all, achievements included); ` +
        `duplicates ${duplicates}; RSS ${rss.text()}`,
    );
    console.log(`  ${checkSample(sampledBefore, '/picks', 'Bench 1 24-17 Bench 2')}`);
  } finally {
    for (const s of servers) await s.stop();
  }
}

async function reminderRound() {
  const startsAt = new Date(Date.now() + 30 * 60_000);
  await benchGame(db, teams, startsAt);
  await sql`analyze`.execute(db);
  const config = {
    production: true,
    allowedOrigins: [],
    trustProxy: false,
    globalRateLimit: 1,
    rateLimits: DEFAULT_RATE_LIMITS,
  };
  const job = lockReminderJob({ clock: () => new Date(), config });
  let decided: unknown;
  const t = performance.now();
  await db
    .transaction()
    .execute(async (trx) => {
      decided = await job.run(trx);
      throw new Error('rolled back');
    })
    .catch((e) => {
      if ((e as Error).message !== 'rolled back') throw e;
    });
  console.log(`lock reminder, the job's tick alone (rolled back): ${ms(t)} ms, ${decided} reminders decided`);
  checks.equal(Number(decided), USERS, 'a reminder decided for every player');

  const firstLock = startsAt.toISOString();
  const expected = userIds.map((id) => topicOf(`lock-reminder:${id}:${firstLock}`));
  const sampledBefore = service.received.length;
  const servers = await startServers(1);
  try {
    const rss = sampleRss(servers);
    const t1 = performance.now();
    const last = await allArrived(expected, t1, 'lock reminder');
    const first = expected.reduce((a, x) => Math.min(a, arrived.get(x)!), Infinity) - t1;
    rss.stop();
    console.log(
      `lock reminder through a fresh server: first push ${Math.round(first)} ms, all ${expected.length} ` +
        `${Math.round(last)} ms after /healthz answered; RSS ${rss.text()}`,
    );
    console.log(`  ${checkSample(sampledBefore, '/', '1 game you can still pick locks at')}`);
  } finally {
    for (const s of servers) await s.stop();
  }
}

try {
  for (const n of INSTANCES) for (const threads of ENCRYPT_THREADS) await gradingRound(n, threads);
  if (REMINDER) await reminderRound();
  checks.equal(duplicates, 0, 'no push arrived twice');
  checks.conclude();
} finally {
  await service.close();
  await database.close();
}
