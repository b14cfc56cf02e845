import { z } from 'zod';
import { parsePushServiceHosts } from './modules/notifications/push-services.rules';
import {
  DEFAULT_PUSH_ENCRYPT_THREADS,
  DEFAULT_REMINDER_LEAD_MINUTES,
} from './modules/notifications/push-settings';
import { DEFAULT_ESPN_URL } from './modules/sports-feed/espn.adapter';
import { DEFAULT_ISSUERS, type SignInProviderSettings } from './modules/users/sign-in-providers';

const flag = <T extends boolean | undefined>(fallback: T) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

/** An optional setting: unset and '' are both "not set". */
const optionalText = () =>
  z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined));
const issuerUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/, error: 'must be an https:// URL (http:// only on this machine)' })
    .default(fallback);

/**
 * Sign-in providers (issue 43, README "Sign-in with Google, Apple, Discord"): each is on when its client id and
 * secret (Apple: team, key id and private key) are set. The issuers can be overridden (tests point them at a
 * provider on loopback); redirect URIs are APP_ORIGIN + /api/auth/oauth/<provider>/callback.
 */
const SIGN_IN_ENV = {
  GOOGLE_CLIENT_ID: optionalText(),
  GOOGLE_CLIENT_SECRET: optionalText(),
  GOOGLE_ISSUER: issuerUrl(DEFAULT_ISSUERS.google),
  APPLE_CLIENT_ID: optionalText(),
  APPLE_TEAM_ID: optionalText(),
  APPLE_KEY_ID: optionalText(),
  /** The .p8 key Apple issued (PEM; `\n` for line breaks is accepted). */
  APPLE_PRIVATE_KEY: optionalText(),
  APPLE_ISSUER: issuerUrl(DEFAULT_ISSUERS.apple),
  DISCORD_CLIENT_ID: optionalText(),
  DISCORD_CLIENT_SECRET: optionalText(),
  /** Discord's site (https://discord.com): its /oauth2/authorize, /api/oauth2/token and /api/users/@me. */
  DISCORD_URL: issuerUrl(DEFAULT_ISSUERS.discord),
  /** An operator's own OpenID provider (Keycloak, Authentik...): its issuer, client, and the button's name. */
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/, error: 'must be an https:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OIDC_CLIENT_ID: optionalText(),
  OIDC_CLIENT_SECRET: optionalText(),
  OIDC_NAME: z.string().trim().min(1).max(40).default('Single sign-on'),
};

/** The settings that turn each provider on: all or none of each group. */
const SIGN_IN_GROUPS: Record<string, readonly (keyof typeof SIGN_IN_ENV)[]> = {
  Google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  Apple: ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'],
  Discord: ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET'],
  'an OpenID provider': ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
};

export const DEFAULT_MAIL_FROM = "Streak Pick'em <no-reply@streakpickem.local>";

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().min(1).optional(),
  /** Connections each instance keeps to PostgreSQL (docs/capacity.md: instances x this, plus one LISTEN each). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATA_DIR: z.string().default('./data'),
  /** Unset: demo data on a fresh embedded database, none on DATABASE_URL. */
  DEMO_DATA: flag(undefined),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  /** The public address of the app, for links in e-mails and the allowed Origin of browser calls. */
  APP_ORIGIN: z.url().optional(),
  /** Further origins allowed to make cookie-authenticated calls, comma separated. */
  ALLOWED_ORIGINS: z.string().default(''),
  TRUST_PROXY: flag(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long closing on SIGTERM may take: past it the process exits (status 1); unwritten log lines are dropped. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1200),
  /** WebSockets one address may hold open on one instance. */
  SOCKETS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** smtp://[user:pass@]host:port or smtps://...; unset: mail is written as .eml files to DATA_DIR/outbox. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  /**
   * demo: the recorded fixtures plus the simulated demo games (the live demo); espn: ESPN's public JSON over
   * HTTP; fixtures: the recorded files of db/fixtures/espn (offline). Unset: demo on the embedded database
   * with demo data, else fixtures (configFromEnv).
   */
  SPORTS_FEED: z.enum(['demo', 'espn', 'fixtures']).optional(),
  /** Base of ESPN's site API (a mirror or a test server may stand in). */
  SPORTS_FEED_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default(DEFAULT_ESPN_URL),
  /** redis://host:port (or rediss://): the event bus between instances; unset: PostgreSQL's LISTEN/NOTIFY. */
  EVENT_BUS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The Redis channel of the events: Redis' pub/sub is one namespace, so deployments sharing it need their own. */
  EVENT_BUS_CHANNEL: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'letters, digits and _ . : - only')
    .default('pickem_events'),
  /** Bearer token Prometheus sends to GET /metrics; unset, /metrics answers 404. At least 24 characters. */
  METRICS_TOKEN: z
    .string()
    .min(24, 'must be at least 24 characters (a random token)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How often live games are polled from the feed. Unset: 15 s, or 5 s with the demo feed (configFromEnv). */
  LIVE_SCORES_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).optional(),
  /** The VAPID key pair of Web Push (base64url, as `npx web-push generate-vapid-keys` prints); unset: made once and kept in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VAPID_PRIVATE_KEY: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Who push services may contact about this sender: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(?:mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How long before a game locks the reminder push goes out (minutes). */
  REMINDER_LEAD_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(DEFAULT_REMINDER_LEAD_MINUTES),
  /** Push services trusted besides the known ones (`host[:port]`, comma separated), dialled as named. */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parsePushServiceHosts(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Worker threads that encrypt Web Push messages (ADR 0031); 0 encrypts them on the main thread. */
  PUSH_ENCRYPT_THREADS: z.coerce.number().int().min(0).max(16).default(DEFAULT_PUSH_ENCRYPT_THREADS),
  ...SIGN_IN_ENV,
});

/** The words a production start without APP_ORIGIN stops with. */
export const APP_ORIGIN_REQUIRED =
  'is required when NODE_ENV=production: set it to the public address of the app (e.g. https://picks.example.com). ' +
  'E-mail links and the allowed Origin of browser calls are built from it, never from the Host header of a request.';

// Production never builds a link from a request's Host header, so it needs the public address.
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY)
    ctx.addIssue({
      code: 'custom',
      path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message:
        'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a pair is then made and kept in the database)',
    });
  for (const [provider, names] of Object.entries(SIGN_IN_GROUPS)) {
    const missing = names.filter((name) => !env[name]);
    if (missing.length > 0 && missing.length < names.length)
      ctx.addIssue({
        code: 'custom',
        path: [missing[0]!],
        message: `set ${names.join(', ')} to sign in with ${provider}, or none of them`,
      });
  }
  if (env.NODE_ENV === 'production' && !env.APP_ORIGIN)
    ctx.addIssue({ code: 'custom', path: ['APP_ORIGIN'], message: APP_ORIGIN_REQUIRED });
});

export type Env = z.infer<typeof envSchema>;

/** Whether the demo data is wanted: DEMO_DATA, else on for the embedded database only. */
export const wantsDemoData = (env: Pick<Env, 'DEMO_DATA' | 'DATABASE_URL'>): boolean =>
  env.DEMO_DATA ?? !env.DATABASE_URL;

/** Reads and checks process.env once at start; a bad value stops the server with a clear message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = checkedEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

/** The sign-in providers the environment turns on (each only when its whole group is set). */
export function signInSettings(env: Env): SignInProviderSettings {
  return {
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER,
          }
        : undefined,
    apple:
      env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY
        ? {
            clientId: env.APPLE_CLIENT_ID,
            teamId: env.APPLE_TEAM_ID,
            keyId: env.APPLE_KEY_ID,
            privateKey: env.APPLE_PRIVATE_KEY,
            issuer: env.APPLE_ISSUER,
          }
        : undefined,
    discord:
      env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET
        ? {
            clientId: env.DISCORD_CLIENT_ID,
            clientSecret: env.DISCORD_CLIENT_SECRET,
            baseUrl: env.DISCORD_URL,
          }
        : undefined,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            name: env.OIDC_NAME,
          }
        : undefined,
  };
}
