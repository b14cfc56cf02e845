import type { EventBus } from './kernel/events';
import type { PushSettings } from './modules/notifications/push-settings';
import type { SportsFeed } from './modules/sports-feed/sports-feed';
import type { SignInProviderSettings } from './modules/users/sign-in-providers';
import type { Clock } from './platform/clock';
import type { DB } from './platform/db/client';
import type { EffectRunner } from './platform/effects/effect-runner';
import type { EffectBatch, EffectHandler, EffectHandlers } from './platform/effects/effects.worker';
import type { RateLimiter, RateLimitRules } from './platform/limits/rate-limit';
import type { Mailer } from './platform/mail/mailer';
import type { MailSettings } from './platform/mail/transports';

export interface AppConfig {
  production: boolean;
  /** Origins (scheme://host[:port]) allowed besides the request's own host. */
  allowedOrigins: string[];
  /** Public address for links in e-mails (APP_ORIGIN, required in production). */
  appOrigin?: string | undefined;
  /**
   * Without APP_ORIGIN: the server's own loopback address (`http://localhost:PORT`), for e-mail links asked
   * for through a host that is not a loopback one.
   */
  localOrigin?: string | undefined;
  trustProxy: boolean;
  /** Folder of the built client; absent in tests that need no browser files. */
  staticDir?: string | undefined;
  /** Calls per minute per address across /api and /trpc, over HTTP and WebSocket alike. */
  globalRateLimit: number;
  /** Sockets one address may hold open on one instance (SOCKETS_PER_ADDRESS); unset: 20. */
  socketsPerAddress?: number | undefined;
  rateLimits: RateLimitRules;
  /** Bearer token of GET /metrics (METRICS_TOKEN); unset, /metrics answers 404. */
  metricsToken?: string | undefined;
  /** How mail leaves (SMTP_URL, MAIL_FROM, DATA_DIR/outbox); main.ts builds `mailer` from it. */
  mail?: MailSettings | undefined;
  /** VAPID keys and subject, the lock reminder's lead, the encryption threads (VAPID_*, REMINDER_LEAD_MINUTES, PUSH_ENCRYPT_THREADS); defaults when absent. */
  push?: PushSettings | undefined;
  /** Sign-in providers (GOOGLE_*, APPLE_*, DISCORD_*, OIDC_*): each on when configured; none when absent. */
  signIn?: SignInProviderSettings | undefined;
}

/** Everything the server needs from outside; tests build their own. */
export interface AppDeps {
  db: DB;
  clock: Clock;
  config: AppConfig;
  limiter: RateLimiter;
  /** Delivers the mail_outbox table; services enqueue in their transaction, then call deliverSoon(). */
  mailer: Mailer;
  /**
   * The sports data feed (ESPN or the recorded fixtures). Optional so hand-built deps need not name
   * one; read it through `feedOf(deps)`, which falls back to the fixtures.
   */
  feed?: SportsFeed | undefined;
  /**
   * Change events, published by services after their commit and fanned out to live subscriptions:
   * in process on PGlite, PostgreSQL LISTEN/NOTIFY across instances (src/server/platform/events).
   */
  events: EventBus;
  /**
   * Carries out the effects recorded with commits (src/server/platform/effects). Services call
   * `effectsCommitted(deps)` after such a commit; absent, the effects wait for a worker elsewhere.
   */
  effects?: EffectRunner | undefined;
}

/** An effect of the app: its handler gets the app's deps (the platform's worker knows only its own). */
// biome-ignore lint/suspicious/noExplicitAny: as EffectHandler: a handler names its own payload's type.
export type AppEffectHandler<P = any> = EffectHandler<P, AppDeps>;
export type AppEffectBatch<P = unknown> = EffectBatch<P, AppDeps>;
export type AppEffectHandlers = EffectHandlers<AppDeps>;
