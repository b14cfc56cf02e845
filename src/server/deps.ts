import type { RateLimiter, RateLimitRules } from './auth/rate-limit';
import type { DB } from './db/client';

/** The server's clock; tests pass their own to move time. */
export type Clock = () => Date;

export interface AppConfig {
  production: boolean;
  /** Origins (scheme://host[:port]) allowed besides the request's own host. */
  allowedOrigins: string[];
  /** Public address for links in e-mails; falls back to the request's host. */
  appOrigin?: string | undefined;
  trustProxy: boolean;
  /** Folder of the built client; absent in tests that need no browser files. */
  staticDir?: string | undefined;
  /** Requests per minute per IP across /api and /trpc. */
  globalRateLimit: number;
  rateLimits: RateLimitRules;
}

/** Everything the server needs from outside; tests build their own. */
export interface AppDeps {
  db: DB;
  clock: Clock;
  config: AppConfig;
  limiter: RateLimiter;
}
