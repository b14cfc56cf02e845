/** Limits and fixed lists shared by the server and the browser. */

export const APP_NAME = "Streak Pick'em";
export const APP_VERSION = '1.0.0';

export const TIMEZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Phoenix',
  'America/Anchorage',
  'Pacific/Honolulu',
  'UTC',
] as const;
/** One of the spec's eight zones (player.md section 5); a player may choose any IANA zone (time-zones.ts). */
export type SpecTimezone = (typeof TIMEZONES)[number];
/** A player's time zone: any IANA zone `isTimeZone` accepts. */
export type Timezone = string;
export const DEFAULT_TIMEZONE: SpecTimezone = 'America/New_York';
/** Admin-entered times and the admin screens use Mountain time. */
export const ADMIN_TIMEZONE = 'America/Denver';
/** Weeks (Monday) and months for boards, prizes and monthly achievements. */
export const PERIOD_TIMEZONE = 'America/New_York';

export const AGE_BANDS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const GENDERS = ['male', 'female', 'prefer-not-to-answer'] as const;
export type Gender = (typeof GENDERS)[number];

export const SUBSCRIPTION_TIERS = ['free', 'premium'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const DEFAULT_AVATAR_KEY = 'geometric-1';
export const AVATAR_KEYS = [
  'cyber-ninja',
  'flame-dragon',
  'galactic-warrior',
  'neon-skull',
  'rainbow-phoenix',
  'electric-wolf',
  'crystal-mage',
  'steampunk-gear',
  'shadow-assassin',
  'cosmic-explorer',
  'pink-pony',
  'rainbow-unicorn',
  'magical-fairy',
  'space-cat',
  'butterfly-princess',
  'ocean-mermaid',
] as const;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The largest PostgreSQL `integer` (ids, scores, records): inputs above it are refused, never sent to the database. */
export const DB_INT_MAX = 2_147_483_647;

/** Free users' new picks per local calendar day; premium users have no cap. */
export const FREE_DAILY_PICKS = 3;

export const SESSION_DAYS = 30;
/** A session used with fewer than this many days left is extended to a full SESSION_DAYS again. */
export const SESSION_RENEW_WITHIN_DAYS = 15;

/**
 * The leagues the sports feed serves, by the `name` of their sport row: the sports-api tab's chips, what
 * Fetch Games imports and team sync reads.
 */
export const FEED_SPORT_NAMES = [
  'NFL',
  'NBA',
  'MLB',
  'Premier League',
  'La Liga',
  'MLS',
  'College Football',
] as const;
export type FeedSportName = (typeof FEED_SPORT_NAMES)[number];

/** Every league of the product: the fed ones, then PGA (golfers, not teams) and Special (the free pick). */
export const SPORT_NAMES = [...FEED_SPORT_NAMES, 'PGA', 'Special'] as const;

/** Leagues whose records include ties (draws). */
export const SOCCER_SPORTS = ['Premier League', 'La Liga', 'MLS'] as const;
export const isSoccer = (sport: string) => (SOCCER_SPORTS as readonly string[]).includes(sport);
