import { buildApp } from './app';
import { RateLimiter } from './auth/rate-limit';
import { configFromEnv } from './config';
import { openDatabase } from './db/client';
import { migrateToLatest } from './db/migrate';
import type { AppDeps } from './deps';
import { readEnv } from './env';
import { prepareData } from './startup';

const env = readEnv();
const clock = () => new Date();
const database = openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
});
const deps: AppDeps = { db: database.db, clock, config: configFromEnv(env), limiter: new RateLimiter(clock) };
const app = await buildApp(deps, {
  logger: {
    level: env.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  },
});

try {
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  await prepareData(database.db, env, app.log, clock());
  await app.listen({ host: env.HOST, port: env.PORT });
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  await database.db.destroy().catch(() => {});
  process.exit(1);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.db.destroy();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
