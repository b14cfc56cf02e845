import { buildApp } from './app';
import { configFromEnv } from './config';
import type { AppDeps } from './deps';
import { EFFECT_HANDLERS } from './effect-kinds';
import { type Env, readEnv } from './env';
import { checkBusEvent } from './kernel/events';
import { weeklyRankSnapshotJob } from './modules/achievements/achievements.jobs';
import { startGamesJob } from './modules/games/games.jobs';
import { weeklyMatchupsJob } from './modules/leagues/matchups.jobs';
import { createSportsFeed } from './modules/sports-feed/feed-factory';
import { forgetExpiredExportsJob } from './modules/users/data-exports.service';
import { forgetExpiredSessionsJob } from './modules/users/session.jobs';
import { forgetExpiredCeremoniesJob } from './modules/users/sign-in.jobs';
import { openDatabase } from './platform/db/client';
import { migrateToLatest } from './platform/db/migrate';
import { EffectWorker } from './platform/effects/effects.worker';
import { createEventBus } from './platform/events/create-event-bus';
import { RateLimiter } from './platform/limits/rate-limit';
import { Mailer } from './platform/mail/mailer';
import { MAIL_DRAIN_EVERY_MS } from './platform/mail/outbox.rules';
import { transportFor } from './platform/mail/transports';
import { countLogDrops } from './platform/metrics/log-drops';
import { Scheduler } from './platform/scheduler/scheduler';
import { applyHeapPolicy } from './platform/system/heap-policy';
import { LogDestination } from './platform/system/log-destination';
import { forgetIdempotencyKeysJob } from './platform/transport/rest/idempotency.jobs';
import { prepareData } from './startup';
import { demoKeeperJob } from './workflows/demo-keeper.job';
import { prepareDemoGames } from './workflows/demo-keeper.service';
import { freePickGradingJob } from './workflows/free-pick.jobs';
import { LiveScoresPoller } from './workflows/live-scores.poller';
import { PeriodCloser } from './workflows/period-close';
import { dailyEmailJob, lockReminderJob } from './workflows/reminders.jobs';
import { weeklyRecapJob } from './workflows/weekly-recap';

applyHeapPolicy();
const env = readEnvOrExit();
// Standard output through a destination that never waits on its reader and holds little for it (ADR 0042): a
// stalled log shipper neither stops the server serving nor its exit, and what it misses is counted.
const logs = new LogDestination(process.stdout, {
  onCaughtUp: (droppedLines) =>
    app.log.warn(
      { droppedLines, droppedSinceStart: logs.dropped },
      'log lines were dropped while the log reader lagged',
    ),
});
const clock = () => new Date();
const database = openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
  poolSize: env.DATABASE_POOL_SIZE,
});
const config = configFromEnv(env);
const mailer = new Mailer(
  database.db,
  clock,
  transportFor(config.mail),
  config.mail.from,
  !config.production,
);
// Redis (EVENT_BUS_URL) or PostgreSQL's LISTEN/NOTIFY, so every instance's subscribers see every change;
// PGlite alone: in process.
const events = createEventBus(
  database,
  { databaseUrl: env.DATABASE_URL, eventBusUrl: env.EVENT_BUS_URL, channel: env.EVENT_BUS_CHANNEL },
  checkBusEvent,
);
const deps: AppDeps = { db: database.db, clock, config, limiter: new RateLimiter(clock), mailer, events };
// Every instance carries out the effects recorded with commits (awarding, live events): src/server/platform/effects.
const effects = new EffectWorker(deps, EFFECT_HANDLERS);
deps.effects = effects;
const app = await buildApp(deps, {
  pool: database.pool,
  logger: {
    level: env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    stream: logs,
  },
});
countLogDrops(app.metrics.registry, () => logs.dropped);
mailer.setLogger(app.log.child({ module: 'mail' }));
effects.setLogger(app.log.child({ module: 'effects' }));
events.setLogger(app.log.child({ module: 'events' }));
// Like the mailer, the feed logs through the app's logger, which exists only once the app is built.
deps.feed = createSportsFeed(config.sportsFeed, clock, app.log.child({ module: 'sports-feed' }), database.db);
// SPORTS_FEED=demo: the demo keeper keeps today and tomorrow filled (src/server/modules/sports-feed/demo).
const demo = config.sportsFeed.kind === 'demo';
const liveScores = new LiveScoresPoller(deps, {
  intervalMs: config.sportsFeed.liveScoresIntervalMs,
  logger: app.log.child({ module: 'live-scores' }),
});

const jobs = [
  startGamesJob,
  freePickGradingJob,
  weeklyRankSnapshotJob,
  forgetIdempotencyKeysJob,
  forgetExpiredSessionsJob(clock),
  forgetExpiredCeremoniesJob(clock),
  forgetExpiredExportsJob(clock),
  lockReminderJob(deps),
  dailyEmailJob(deps),
  weeklyRecapJob(deps),
  weeklyMatchupsJob(clock),
  ...(demo ? [demoKeeperJob(clock)] : []),
];
// Not a tick's job: its batches are short transactions of their own, so it never holds the grading lock long.
const periodClose = new PeriodCloser(deps, {
  log: app.log.child({ module: 'period-close' }),
  onBatch: (batch) => app.log.debug(batch, 'period close batch'),
});
const scheduler = new Scheduler(database.db, jobs, {
  logger: app.log,
  // Jobs' changes (games going live, free picks graded) reach live subscribers after each tick commits.
  events,
  effects,
});

try {
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  await prepareData(database.db, env, app.log, clock());
  await events.start();
  if (demo) app.log.info(await prepareDemoGames(deps), 'live demo: games settled and added');
  await app.listen({ host: env.HOST, port: env.PORT });
  mailer.start(MAIL_DRAIN_EVERY_MS);
  effects.start();
  app.log.info(config.mail.smtpUrl ? 'mail goes out by SMTP' : `mail is written to ${config.mail.outboxDir}`);
  scheduler.start();
  liveScores.start();
  periodClose.start();
  app.log.info(
    { feed: config.sportsFeed.kind, intervalMs: config.sportsFeed.liveScoresIntervalMs },
    'live scores are polled from the sports feed',
  );
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  await database.db.destroy().catch(() => {});
  await logs.settle(Date.now() + env.SHUTDOWN_GRACE_MS);
  exit(1);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const deadline = Date.now() + env.SHUTDOWN_GRACE_MS;
  app.log.info({ signal, graceMs: env.SHUTDOWN_GRACE_MS }, 'shutting down');
  // Whatever still runs at the end of the grace period is abandoned: an effect's open transaction rolls back
  // and the effect is taken again later. The timer can fire because nothing blocks the event loop, the log's
  // writes included.
  const force = setTimeout(() => exit(1), env.SHUTDOWN_GRACE_MS);
  force.unref();
  await Promise.all([scheduler.stop(), liveScores.stop(), periodClose.stop(), effects.stop()]);
  // Closing ends only the connections idle at that moment: one whose request was under way then is kept alive
  // after its answer, and would hold the close open until keep-alive's timeout (72 s) or the grace period.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  idle.unref();
  await app.close();
  clearInterval(idle);
  await events.stop();
  await mailer.stop();
  await database.db.destroy();
  // The log's reader gets the rest of the grace period, less a moment to exit in.
  await logs.settle(deadline - Math.min(500, env.SHUTDOWN_GRACE_MS / 10));
  exit(0);
}

/**
 * Exits now, without waiting on the log's reader. The lines dropped since the log last said so are counted on
 * standard error, a channel of its own (the same pipe under `2>&1`, where this line is lost too, never waited for).
 */
function exit(code: number): never {
  logs.abandon();
  if (logs.unreported > 0) {
    const report = {
      level: 40,
      time: Date.now(),
      pid: process.pid,
      droppedLines: logs.unreported,
      droppedSinceStart: logs.dropped,
      msg: 'log lines were dropped: the log reader lagged',
    };
    process.stderr.write(`${JSON.stringify(report)}\n`);
  }
  process.exit(code);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

/** The environment, or a plain message naming each wrong variable and exit 1 (no stack trace to read). */
function readEnvOrExit(): Env {
  try {
    return readEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
