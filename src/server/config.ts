import path from 'node:path';
import type { AppConfig } from './deps';
import { type Env, signInSettings, wantsDemoData } from './env';
import {
  defaultFeedKind,
  defaultLiveScoresIntervalMs,
  type SportsFeedSettings,
} from './modules/sports-feed/feed-factory';
import { DEFAULT_RATE_LIMITS } from './platform/limits/rate-limit';
import type { MailSettings } from './platform/mail/transports';
import { projectPath } from './platform/project-path';

export const CLIENT_DIST = projectPath('dist');

/** The server's settings as the environment gives them. */
export function configFromEnv(env: Env): AppConfig & { mail: MailSettings; sportsFeed: SportsFeedSettings } {
  const allowedOrigins = env.ALLOWED_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (env.APP_ORIGIN) allowedOrigins.push(new URL(env.APP_ORIGIN).origin);
  const feedKind = env.SPORTS_FEED ?? defaultFeedKind(!env.DATABASE_URL, wantsDemoData(env));
  return {
    production: env.NODE_ENV === 'production',
    allowedOrigins,
    appOrigin: env.APP_ORIGIN,
    localOrigin: `http://localhost:${env.PORT}`,
    trustProxy: env.TRUST_PROXY,
    staticDir: path.resolve(CLIENT_DIST),
    globalRateLimit: env.RATE_LIMIT_MAX,
    socketsPerAddress: env.SOCKETS_PER_ADDRESS,
    metricsToken: env.METRICS_TOKEN,
    rateLimits: DEFAULT_RATE_LIMITS,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.resolve(env.DATA_DIR, 'outbox') },
    push: {
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      subject: env.VAPID_SUBJECT,
      reminderLeadMinutes: env.REMINDER_LEAD_MINUTES,
      encryptThreads: env.PUSH_ENCRYPT_THREADS,
      serviceHosts: env.PUSH_SERVICE_HOSTS,
    },
    signIn: signInSettings(env),
    sportsFeed: {
      kind: feedKind,
      url: env.SPORTS_FEED_URL,
      liveScoresIntervalMs: env.LIVE_SCORES_INTERVAL_MS ?? defaultLiveScoresIntervalMs(feedKind),
    },
  };
}
