import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { LeaderboardPeriod, PeriodBoard } from '../../../shared/schemas/leaderboard';

/** A timestamptz column: read as Date, written as Date or ISO string, defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A `date` column, read and written as 'YYYY-MM-DD'. */
type DateString = ColumnType<string, string, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  /** Null for an account made by a sign-in provider that never set a password (issue 43). */
  password_hash: string | null;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  avatar_key: Defaulted<string>;
  timezone: Defaulted<string>;
  /** The player chose the zone (sign-up or Settings); until then the app proposes the device's. */
  timezone_chosen: Defaulted<boolean>;
  subscription_tier: Defaulted<'free' | 'premium'>;
  is_admin: Defaulted<boolean>;
  age_band: string | null;
  gender: string | null;
  email_notifications: Defaulted<boolean>;
  push_notifications: Defaulted<boolean>;
  /** The weekly recap by e-mail and push (issue 41); on by default. */
  weekly_recap: Defaulted<boolean>;
  /** The player's language (issue 45): their e-mails and pushes, and the app's screens. */
  locale: Defaulted<'en' | 'es'>;
  last_login_at: NullableTimestamp;
  password_changed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set when the account was erased: the row stays as an anonymous "Deleted player" (issue 43). */
  deleted_at: NullableTimestamp;
  /** The terms and privacy notice accepted at sign-up: their versions and when. */
  terms_version: ColumnType<string | null, string | null | undefined, string | null>;
  terms_accepted_at: NullableTimestamp;
  privacy_version: ColumnType<string | null, string | null | undefined, string | null>;
  privacy_accepted_at: NullableTimestamp;
}

export interface SessionsTable {
  id: string;
  secret_hash: Uint8Array;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  user_agent: string | null;
  ip_address: string | null;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: Uint8Array;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  attempts: Defaulted<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  /** Extra headers (List-Unsubscribe); null for most mail. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

export interface SportsTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  description: string | null;
  provider_path: string | null;
  created_at: Timestamp;
}

export interface TeamsTable {
  id: Generated<number>;
  sport_id: number;
  name: string;
  abbreviation: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  wins: Defaulted<number>;
  losses: Defaulted<number>;
  ties: Defaulted<number>;
  provider_team_id: string | null;
  logo_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type GameStatus = 'scheduled' | 'live' | 'completed';

export interface GamesTable {
  id: Generated<number>;
  sport_id: number;
  home_team_id: number;
  away_team_id: number;
  scheduled_time: ColumnType<Date, Date | string, Date | string>;
  status: Defaulted<GameStatus>;
  home_score: number | null;
  away_score: number | null;
  winner_team_id: number | null;
  is_push: Defaulted<boolean>;
  time_remaining: string | null;
  current_period: number | null;
  notes: string | null;
  venue: string | null;
  home_team_pick_option: string | null;
  away_team_pick_option: string | null;
  show_team_records: Defaulted<boolean>;
  home_team_wins: number | null;
  home_team_losses: number | null;
  home_team_ties: number | null;
  away_team_wins: number | null;
  away_team_losses: number | null;
  away_team_ties: number | null;
  home_starting_pitcher: string | null;
  away_starting_pitcher: string | null;
  home_pitcher_record: string | null;
  away_pitcher_record: string | null;
  is_free_pick: Defaulted<boolean>;
  /** The outcome the players' figures reflect: set when its picks are graded, cleared when they are not. */
  graded_winner_team_id: number | null;
  graded_push: Defaulted<boolean>;
  graded_at: NullableTimestamp;
  provider: string | null;
  provider_event_id: string | null;
  completed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The line (issue 42): the favourite's side, the points it gives (numeric, read as text), the total. */
  line_favorite: 'home' | 'away' | null;
  line_spread: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  line_over_under: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  line_details: string | null;
  /** The bookmaker the feed named, or 'admin'; with `line_as_of`, null when the game has no line. */
  line_source: string | null;
  line_as_of: NullableTimestamp;
}

export type PickResult = 'win' | 'loss' | 'push';

export interface PicksTable {
  id: Generated<number>;
  user_id: number;
  game_id: number;
  selected_team_id: number;
  picked_at: Timestamp;
  updated_at: Timestamp;
  /** A result an admin gave by hand (games whose winner is unknown); otherwise the game's outcome decides. */
  manual_result: PickResult | null;
  manual_graded_at: NullableTimestamp;
  is_underdog: Defaulted<boolean>;
  /** The player's streak shield rides on this pick (armed before its game locks; ADR 0050). */
  shield_armed: Defaulted<boolean>;
}

export interface AchievementUnlocksTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  period: Defaulted<string>;
  unlocked_at: Timestamp;
}

export interface AchievementSharesTable {
  id: Generated<number>;
  user_id: number;
  achievement_type: string;
  platform: string | null;
  shared_at: Timestamp;
}

export interface PrizesTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  month: string;
  year: number;
  is_active: Defaulted<boolean>;
  created_at: Timestamp;
}

/** A prize month's named winner (a shared tie: a row per player), kept when superseded: see ADR 0048. */
export interface PrizeWinnersTable {
  id: Generated<number>;
  /** The rows of one decision share it (prize_winner_decisions). */
  decision: number;
  month: string;
  prize_id: number | null;
  prize_title: string;
  user_id: number;
  peak_streak: number;
  wins: number;
  picks: number;
  win_percentage: number;
  peak_reached_at: NullableTimestamp;
  decided_by: 'only' | 'streak' | 'wins' | 'accuracy' | 'peak_reached_at' | 'shared';
  shared: Defaulted<boolean>;
  runner_up: ColumnType<unknown, string | null, string | null>;
  decided_at: Timestamp;
  superseded_at: NullableTimestamp;
  superseded_reason: string | null;
}

export interface SuggestedGamesTable {
  id: Generated<number>;
  sport_id: number;
  provider: string;
  provider_event_id: string;
  home_team_name: string;
  away_team_name: string;
  home_team_provider_id: string | null;
  away_team_provider_id: string | null;
  home_team_record: string | null;
  away_team_record: string | null;
  scheduled_time: ColumnType<Date, Date | string, Date | string>;
  venue: string | null;
  payload: ColumnType<unknown, string | undefined, string>;
  status: Defaulted<'pending' | 'approved' | 'rejected'>;
  game_id: number | null;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
}

/**
 * A player's figures in one row: all time, the week and month of their newest graded pick, and the week and month
 * before until a job moves them to period_archive (see the keep_standings_per_player migration).
 */
export interface StandingsTable {
  user_id: number;
  current_streak: Defaulted<number>;
  longest_streak: Defaulted<number>;
  total_wins: Defaulted<number>;
  total_losses: Defaulted<number>;
  total_pushes: Defaulted<number>;
  total_picks: Defaulted<number>;
  win_percentage: Defaulted<number>;
  last_game_time: NullableTimestamp;
  last_game_id: number | null;
  week_start: DateString | null;
  week_wins: Defaulted<number>;
  week_pushes: Defaulted<number>;
  week_picks: Defaulted<number>;
  week_peak: Defaulted<number>;
  prev_week_start: DateString | null;
  prev_week_wins: Defaulted<number>;
  prev_week_pushes: Defaulted<number>;
  prev_week_picks: Defaulted<number>;
  prev_week_peak: Defaulted<number>;
  month_start: DateString | null;
  month_wins: Defaulted<number>;
  month_pushes: Defaulted<number>;
  month_picks: Defaulted<number>;
  month_peak: Defaulted<number>;
  prev_month_start: DateString | null;
  prev_month_wins: Defaulted<number>;
  prev_month_pushes: Defaulted<number>;
  prev_month_picks: Defaulted<number>;
  prev_month_peak: Defaulted<number>;
  /** Whether the current winning run began right after a losing run long enough for comeback_kid. */
  comeback_armed: Defaulted<boolean>;
  /** Whether the player holds a streak shield after their graded record (ADR 0050). */
  shield_held: Defaulted<boolean>;
}

/** A player's figures for a week or month older than the ones standings holds. */
/** How many picks a player made, and how many of them early, at night, at the weekend and on the underdog. */
export interface PickTalliesTable {
  user_id: number;
  picks: Defaulted<number>;
  early: Defaulted<number>;
  night: Defaulted<number>;
  weekend: Defaulted<number>;
  underdog: Defaulted<number>;
}

export interface PeriodArchiveTable {
  period_type: PeriodBoard;
  period_start: DateString;
  user_id: number;
  wins: number;
  losses: number;
  pushes: number;
  picks: number;
  peak_streak: number;
}

/** A player's record just before one of their graded picks: what a correction walks on from (ADR 0046). */
export interface RecordCheckpointsTable {
  game_id: number;
  user_id: number;
  prev_game_id: number | null;
  streak: number;
  longest: number;
  week_peak: number;
  month_peak: number;
  comeback_armed: boolean;
  /** Whether the player held a streak shield before the pick (ADR 0050). */
  shield_held: Defaulted<boolean>;
}

/**
 * Every board's entries, from standings and period_archive (a view): k1, k2, k3 are the keys the board sorts by,
 * all descending (week, month: peak streak, wins, accuracy; all time: wins, accuracy, longest streak).
 */
export interface BoardEntriesView {
  board: LeaderboardPeriod;
  ps: DateString;
  user_id: number;
  k1: number;
  k2: number;
  k3: number;
  picks: number;
}

/** The best entries of each board, kept by triggers (see src/server/modules/leaderboard/board-keeping.sql.ts). */
export interface BoardLeadersTable {
  board: LeaderboardPeriod;
  period_start: DateString;
  user_id: number;
  k1: number;
  k2: number;
  k3: number;
  picks: number;
}

export interface WeeklyRankSnapshotsTable {
  snapshot_date: DateString;
  user_id: number;
  rank: number;
}

/** A job's turn across instances (live scores): see the job_leases migration. */
export interface JobLeasesTable {
  name: string;
  next_run_at: ColumnType<Date, Date | string, Date | string>;
  claimed_at: Timestamp;
}

/** A client's Idempotency-Key and the answer of its first call: see the idempotency_keys migration. */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  method: string;
  path: string;
  /** SHA-256 (hex) of the request: method, route, path parameters and body. */
  fingerprint: string;
  state: Defaulted<'in_progress' | 'done'>;
  response_status: number | null;
  /** The JSON text sent, kept byte for byte so a replay answers exactly the same. */
  response_body: string | null;
  created_at: Timestamp;
}

/** The day a player's daily pick cap counts in, fixed by their first pick of it: see the pick_days migration. */
export interface PickDaysTable {
  user_id: number;
  day_from: Date;
  day_to: Date;
}

/** Effects recorded with a commit, carried out by the effect workers (src/server/platform/effects). */
export interface EffectJobsTable {
  id: Generated<number>;
  kind: string;
  /** Kind and subject: recording an effect whose key waits already is a no-op. */
  key: string;
  payload: ColumnType<unknown, string, string>;
  run_after: Timestamp;
  attempts: Defaulted<number>;
  last_error: string | null;
  /** Set when the effect failed too often; it waits for an admin's retry. */
  parked_at: NullableTimestamp;
  created_at: Timestamp;
}

/** One admin mutation, recorded with the change: see the admin_audit migration. */
export interface AdminAuditTable {
  id: Generated<number>;
  admin_id: number | null;
  admin_name: string;
  action: string;
  target_kind: string;
  target_id: string | null;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  at: Timestamp;
}

/** The sports feed's last answers and failure per league (see the feed_health migration). */
export interface FeedHealthTable {
  league: string;
  last_fetch_at: NullableTimestamp;
  last_poll_at: NullableTimestamp;
  last_error: string | null;
  last_error_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** A browser's Web Push subscription (RFC 8030): where to post and the keys to encrypt for (RFC 8291). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Generated<Date>;
}

/** The VAPID key pair made on first use when the environment gives none (one row, id 1). */
export interface PushVapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: Generated<Date>;
}

/** A player who answered the once-only "turn on push" prompt (either way). */
export interface PushPromptsTable {
  user_id: number;
  answered_at: Date;
}

/** A notification decided once, by its unique key (kind, player, subject). */
export interface NotificationsSentTable {
  key: string;
  user_id: number;
  kind: string;
  sent_at: Date;
}

/** A private league (src/server/modules/leagues). */
export interface LeaguesTable {
  id: Generated<number>;
  name: string;
  owner_id: number;
  invite_code: string;
  created_at: Timestamp;
  /** The member set, kept by triggers on league_members (ADR 0040): how many, and the sum of their ids' hashes. */
  member_count: ColumnType<number, never, never>;
  /** An int8: read it cast to text (drivers differ on int8). */
  member_hash: ColumnType<string, never, never>;
}

/** A member of a league, and their weekly rank there as last shown (for the change since an earlier day). */
export interface LeagueMembersTable {
  league_id: number;
  user_id: number;
  joined_at: Timestamp;
  rank_day: ColumnType<string | null, string | null | undefined, string | null>;
  rank_on_day: ColumnType<number | null, number | null | undefined, number | null>;
  rank_before: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A league's matchup of a week (ADR 0049): `away_user_id` null is a bye. `week_start` is read as text. */
export interface LeagueMatchupsTable {
  league_id: number;
  week_start: ColumnType<string, string, string>;
  home_user_id: number;
  away_user_id: number | null;
}

/** A message of a league's chat (src/server/modules/chat); an int8 id, read as text and parsed once. */
export interface LeagueMessagesTable {
  id: ColumnType<string, never, never>;
  league_id: number;
  user_id: number;
  body: string;
  created_at: Timestamp;
}

/** One member's reaction to a message: one of each kind per member. */
export interface LeagueMessageReactionsTable {
  message_id: ColumnType<string, string | number, string | number>;
  user_id: number;
  reaction: string;
  created_at: Timestamp;
}

/** How far a member has read their league's chat (the unread badge counts the messages after it). */
export interface LeagueChatReadsTable {
  league_id: number;
  user_id: number;
  last_read_id: ColumnType<string, string | number | undefined, string | number>;
}

/** A sign-in provider's account linked to a user (src/server/modules/users). */
export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  subject: string;
  email: string | null;
  email_verified: Defaulted<boolean>;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
}

/** A passkey (WebAuthn credential): its id (base64url), public key and signature counter. */
export interface PasskeysTable {
  id: string;
  user_id: number;
  public_key: Uint8Array;
  /** An int8: drivers give it as text or number, read it through Number(). */
  counter: ColumnType<string | number, number | undefined, number>;
  transports: Defaulted<string>;
  device_type: string;
  backed_up: boolean;
  name: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
}

/** A sign-in with a provider under way, bound to a browser's cookie (its SHA-256 is the id). */
export interface AuthFlowsTable {
  id: string;
  provider: string;
  purpose: 'sign-in' | 'link';
  stage: Defaulted<'started' | 'sign-up' | 'link'>;
  state: string;
  nonce: string;
  code_verifier: string;
  user_id: number | null;
  return_to: string | null;
  subject: string | null;
  claims: ColumnType<unknown, string | null | undefined, string | null>;
  existing_user_id: number | null;
  mail_token_hash: Uint8Array | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A passkey ceremony's challenge, used once. */
export interface WebauthnChallengesTable {
  id: string;
  challenge: string;
  purpose: 'register' | 'authenticate';
  user_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** "Download my data": the JSON file, once the effects worker made it; kept for a day. */
export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  content: string | null;
  created_at: Timestamp;
  ready_at: NullableTimestamp;
  expires_at: Timestamp;
}

/** A player's private calendar feed: its token's hash, and the sports it lists (null: all). */
export interface CalendarFeedsTable {
  user_id: number;
  token_hash: string;
  sports: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  created_at: Generated<Date>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_outbox: MailOutboxTable;
  sports: SportsTable;
  teams: TeamsTable;
  games: GamesTable;
  picks: PicksTable;
  achievement_unlocks: AchievementUnlocksTable;
  achievement_shares: AchievementSharesTable;
  pick_tallies: PickTalliesTable;
  prizes: PrizesTable;
  prize_winners: PrizeWinnersTable;
  suggested_games: SuggestedGamesTable;
  standings: StandingsTable;
  period_archive: PeriodArchiveTable;
  record_checkpoints: RecordCheckpointsTable;
  board_entries: BoardEntriesView;
  board_leaders: BoardLeadersTable;
  weekly_rank_snapshots: WeeklyRankSnapshotsTable;
  job_leases: JobLeasesTable;
  idempotency_keys: IdempotencyKeysTable;
  pick_days: PickDaysTable;
  effect_jobs: EffectJobsTable;
  admin_audit: AdminAuditTable;
  feed_health: FeedHealthTable;
  push_subscriptions: PushSubscriptionsTable;
  push_vapid_keys: PushVapidKeysTable;
  push_prompts: PushPromptsTable;
  notifications_sent: NotificationsSentTable;
  calendar_feeds: CalendarFeedsTable;
  leagues: LeaguesTable;
  league_members: LeagueMembersTable;
  league_matchups: LeagueMatchupsTable;
  league_messages: LeagueMessagesTable;
  league_message_reactions: LeagueMessageReactionsTable;
  league_chat_reads: LeagueChatReadsTable;
  user_identities: UserIdentitiesTable;
  passkeys: PasskeysTable;
  auth_flows: AuthFlowsTable;
  webauthn_challenges: WebauthnChallengesTable;
  data_exports: DataExportsTable;
}

export type UserRow = Selectable<UsersTable>;
export type StandingsRow = Selectable<StandingsTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
