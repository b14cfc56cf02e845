import pg from 'pg';
import { checkBusEvent } from '../../../src/server/kernel/events';
import { consoleBusLogger } from '../../../src/server/platform/events/event-bus';
import { RedisEventBus } from '../../../src/server/platform/events/redis.bus';
import { Checks } from '../toolkit/checks';
import { benchDatabaseUrl, dropBenchDatabase, recreateDatabase } from '../toolkit/db';
import { intFromEnv as int, keepDatabase, numberFromEnv } from '../toolkit/knobs';
import { closedLoop, type LoopResult, openLoop } from '../toolkit/loops';
import { loadAverage } from '../toolkit/proc';
import { quantile } from '../toolkit/stats';
import { sleep } from '../toolkit/time';
import { type Counting, Listener, RedisListener } from './notify-listeners';
import { CHANNEL, type NotifyMode, pickCommit, pickEvents, pickPayload } from './notify-load';

// The ceiling of PostgreSQL's LISTEN/NOTIFY as the event bus, on this machine's PostgreSQL:
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pickem_bench_notify npx tsx scripts/bench/live/notify.ts
//
// 1. How many notifications (and events) a second it carries to two listening instances: pg_notify, each
//    in a transaction of its own as the bus sends it after a commit, at fixed rates and then from
//    PUBLISHERS connections back to back, with the 2 events of a pick (packEvents' payload) and with as
//    many as fit under NOTIFY's limit (146: a grading's batches). The listeners run in this process, as an
//    instance's one LISTEN connection does in the server's. 1r: the same through Redis pub/sub.
// 2. What notifying does to concurrent pick-like commits (lock the player's row, insert a pick, count it):
//    CLIENTS connections back to back, then an open loop at RATE a second, each without notifying, with
//    the pick's own pg_notify after its commit (the bus today), and with it inside the transaction, whose
//    commit then takes PostgreSQL's notification lock (one at a time across the whole database); each
//    mode twice, in turn. pg_stat_activity is sampled meanwhile for backends waiting on that lock. And the
//    same with the pick's events published on Redis after the commit (RedisEventBus, REDIS_URL).
// The database is created and dropped. Knobs: SECONDS (10, fractions allowed), PUBLISHERS (8), CLIENTS (50),
// RATE (1000); REDIS_URL (redis://127.0.0.1:6379). Checks: both listeners received every event sent, each way.

const SECONDS = numberFromEnv('SECONDS', 10, 0.05);
const PUBLISHERS = int('PUBLISHERS', 8);
const CLIENTS = int('CLIENTS', 50);
const RATE = int('RATE', 1000);
const USERS = 5000;
const URL_ = benchDatabaseUrl('pickem_bench_notify');
const checks = new Checks();
const MODES: NotifyMode[] = ['none', 'after', 'inside', 'redis'];
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_CHANNEL = `pickem_bench_notify_${process.pid}`;

async function createDatabase(): Promise<void> {
  await recreateDatabase(URL_);
  const db = new pg.Client({ connectionString: URL_ });
  await db.connect();
  await db.query(`create table bench_users (id int primary key, picks int not null default 0);
    insert into bench_users (id) select generate_series(1, ${USERS});
    create table bench_picks (id bigserial primary key, user_id int not null references bench_users,
      game_id int not null, created_at timestamptz not null default now(), unique (user_id, game_id));`);
  await db.end();
}

/** Backends waiting on the notification lock (a Lock wait on an object), sampled every 50 ms. */
function lockSampler(pool: pg.Pool) {
  const samples: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const { rows } = await pool.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'object'`,
      );
      samples.push(rows[0]?.n ?? 0);
      await sleep(50);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const mean = samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length);
      return { mean, max: Math.max(0, ...samples) };
    },
  };
}

/** Waits (60 s at most) for both listeners to have `expected` events; says what arrived, checks it all did. */
async function delivered(listeners: Counting[], expected: number, what: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && listeners.some((l) => l.events < expected)) await sleep(100);
  const lags = listeners.flatMap((l) => l.lags);
  const got = listeners.map((l) => l.events).join(' and ');
  checks.expect(
    listeners.every((l) => l.events === expected),
    `${what}: every listener received every event`,
    `received ${got} of ${expected}`,
  );
  return `received ${got} of ${expected}; lag p50 ${quantile(lags, 0.5)} ms, p99 ${quantile(lags, 0.99)} ms`;
}

const fmt = (r: LoopResult) =>
  `${Math.round(r.perSecond)}/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`;

async function main(): Promise<void> {
  console.log(`load average at start: ${loadAverage()}`);
  await createDatabase();
  const pool = new pg.Pool({ connectionString: URL_, max: Math.max(CLIENTS, PUBLISHERS) + 2 });
  const watch = new pg.Pool({ connectionString: URL_, max: 1 });
  const listeners = [await Listener.open(URL_), await Listener.open(URL_)];
  const redisListeners = [
    await RedisListener.open(REDIS_URL, REDIS_CHANNEL),
    await RedisListener.open(REDIS_URL, REDIS_CHANNEL),
  ];
  const redis = new RedisEventBus({
    check: checkBusEvent,
    url: REDIS_URL,
    channel: REDIS_CHANNEL,
    log: consoleBusLogger,
  });
  await redis.start();
  const heard = (mode: NotifyMode) => (mode === 'redis' ? redisListeners : listeners);
  try {
    console.log(`\n1. NOTIFY alone, two listeners; ${SECONDS} s each`);
    for (const asked of [2, 200]) {
      const bytes = Buffer.byteLength(pickPayload(0, asked));
      // Packed when sent: the payload carries its send time, which the listeners' lag is taken from. A
      // full one holds 146-164 events, as many as the ids' digits leave room for.
      let sentEvents = 0;
      const notify = async (i: number) => {
        const payload = pickPayload(i, asked);
        await pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
        sentEvents += asked === 2 ? 2 : (JSON.parse(payload) as { e: unknown[] }).e.length;
      };
      const steps = asked === 2 ? [1000, 2000, 5000] : [50, 200, 1000];
      for (const rate of [...steps, 0]) {
        for (const l of listeners) l.reset();
        sentEvents = 0;
        const started = performance.now();
        const r = rate
          ? await openLoop(rate, SECONDS, PUBLISHERS * 4, notify)
          : await closedLoop(PUBLISHERS, SECONDS, notify);
        const perNotification = Math.round(sentEvents / r.done);
        const report = await delivered(
          listeners,
          sentEvents,
          `NOTIFY, ${asked} events, rate ${rate || 'closed'}`,
        );
        const carried = Math.min(...listeners.map((l) => l.events / ((l.lastAt - started) / 1000)));
        console.log(
          `   ${perNotification} events a notification (up to ${bytes} bytes), ${rate ? `${rate}/s` : `${PUBLISHERS} connections back to back`}: ` +
            `sent ${fmt(r)} = ${Math.round(r.perSecond * perNotification)} events/s; carried ` +
            `${Math.round(carried)} events/s to each listener; ${report}`,
        );
      }
    }

    console.log(
      `\n1r. Redis pub/sub (RedisEventBus), ${PUBLISHERS} loops back to back, two subscribed instances`,
    );
    for (const size of [2, 146]) {
      for (const l of redisListeners) l.reset();
      const started = performance.now();
      const r = await closedLoop(PUBLISHERS, SECONDS, (i) =>
        redis.publish(Array.from({ length: size / 2 }, (_, k) => pickEvents(i * 100 + k)).flat()),
      );
      const report = await delivered(redisListeners, r.done * size, `Redis, ${size} events a message`);
      const carried = Math.min(...redisListeners.map((l) => l.events / ((l.lastAt - started) / 1000)));
      console.log(
        `   ${size} events a message: sent ${fmt(r)} = ${Math.round(r.perSecond * size)} events/s; carried ` +
          `${Math.round(carried)} events/s to each instance; ${report}`,
      );
    }

    console.log(`\n2a. Pick-like commits, ${CLIENTS} connections back to back for ${SECONDS} s`);
    for (const mode of [...MODES, ...MODES]) {
      for (const l of heard(mode)) l.reset();
      const locks = lockSampler(watch);
      const r = await closedLoop(CLIENTS, SECONDS, (i) => pickCommit(pool, i, USERS, mode, redis));
      const waiting = await locks.stop();
      const events = mode === 'none' ? '' : `; ${await delivered(heard(mode), r.done * 2, `2a, ${mode}`)}`;
      console.log(
        `   notify ${mode}: ${fmt(r)}; waiting on the notification lock: mean ${waiting.mean.toFixed(1)}, ` +
          `max ${waiting.max}${events}`,
      );
    }

    console.log(`\n2b. Pick-like commits at ${RATE}/s for ${SECONDS} s (at most ${CLIENTS} in flight)`);
    for (const mode of [...MODES, ...MODES]) {
      for (const l of heard(mode)) l.reset();
      const locks = lockSampler(watch);
      const r = await openLoop(RATE, SECONDS, CLIENTS, (i) => pickCommit(pool, i, USERS, mode, redis));
      const waiting = await locks.stop();
      const events = mode === 'none' ? '' : `; ${await delivered(heard(mode), r.done * 2, `2b, ${mode}`)}`;
      console.log(
        `   notify ${mode}: ${fmt(r)}, ${r.skipped} not sent (${CLIENTS} in flight); waiting on the ` +
          `notification lock: mean ${waiting.mean.toFixed(1)}, max ${waiting.max}${events}`,
      );
    }
  } finally {
    for (const l of [...listeners, ...redisListeners]) await l.close();
    await redis.stop();
    await pool.end();
    await watch.end();
    if (!keepDatabase()) await dropBenchDatabase(URL_);
  }
  console.log(`\nload average at the end: ${loadAverage()}`);
  checks.conclude();
}

await main();
