import type { Migration } from 'kysely';
import * as createAccounts from '../../../../db/migrations/20261121000000_create_accounts';
import * as createGameTables from '../../../../db/migrations/20261121000100_create_game_tables';
import * as indexPeriodBoards from '../../../../db/migrations/20261122000000_index_period_boards';
import * as addLeaderboardCounts from '../../../../db/migrations/20261122000100_add_leaderboard_counts';
import * as createJobLeases from '../../../../db/migrations/20261123000000_create_job_leases';
import * as createIdempotencyKeys from '../../../../db/migrations/20261124000000_create_idempotency_keys';
import * as keepStandingsPerPlayer from '../../../../db/migrations/20261125000000_keep_standings_per_player';
import * as nameBoardsByPeriod from '../../../../db/migrations/20261126020000_name_boards_by_period';
import * as createPickDays from '../../../../db/migrations/20261126021000_create_pick_days';
import * as createEffectJobs from '../../../../db/migrations/20261126040000_create_effect_jobs';
import * as createPushSubscriptions from '../../../../db/migrations/20261126045000_create_push_subscriptions';
import * as createNotificationsSent from '../../../../db/migrations/20261126046000_create_notifications_sent';
import * as createLeagues from '../../../../db/migrations/20261126050000_create_leagues';
import * as createAdminAudit from '../../../../db/migrations/20261126060000_create_admin_audit';
import * as oneActivePrizePerMonth from '../../../../db/migrations/20261126060100_one_active_prize_per_month';
import * as indexPicksForStats from '../../../../db/migrations/20261126070000_index_picks_for_stats';
import * as keepAchievementState from '../../../../db/migrations/20261128010000_keep_achievement_state';
import * as createFeedHealth from '../../../../db/migrations/20261128230000_create_feed_health';
import * as indexEffectJobsByKind from '../../../../db/migrations/20261129060000_index_effect_jobs_by_kind';
import * as createPickFactsFunction from '../../../../db/migrations/20261129090000_create_pick_facts_function';
import * as createPickFactsManyFunction from '../../../../db/migrations/20261129150000_create_pick_facts_many_function';
import * as keepLeagueMemberSets from '../../../../db/migrations/20261130010000_keep_league_member_sets';
import * as addUsersTimezoneChosen from '../../../../db/migrations/20261206120000_add_users_timezone_chosen';
import * as indexClosedPeriodSlots from '../../../../db/migrations/20261206130000_index_closed_period_slots';
import * as createCalendarFeeds from '../../../../db/migrations/20261206140000_create_calendar_feeds';
import * as createLeagueChat from '../../../../db/migrations/20261206150000_create_league_chat';
import * as addWeeklyRecapSetting from '../../../../db/migrations/20261206150100_add_weekly_recap_setting';
import * as addSignInMethods from '../../../../db/migrations/20261206170000_add_sign_in_methods';
import * as keepRecordCheckpoints from '../../../../db/migrations/20261206180000_keep_record_checkpoints';
import * as addUsersLocale from '../../../../db/migrations/20261207090000_add_users_locale';
import * as addGameLines from '../../../../db/migrations/20261208090000_add_game_lines';
import * as createPrizeWinners from '../../../../db/migrations/20261208100000_create_prize_winners';
import * as createLeagueMatchups from '../../../../db/migrations/20261208110000_create_league_matchups';
import * as addStreakShields from '../../../../db/migrations/20261209090000_add_streak_shields';
import * as probeArchivedLeadersByKey from '../../../../db/migrations/20261210090000_probe_archived_leaders_by_key';

/**
 * Every file of db/migrations, by file name (kysely-ctl reads the folder itself; a test proves this
 * list and the folder agree). Static imports let the server, tsx and the test runner load them alike.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '20261121000000_create_accounts': createAccounts,
  '20261121000100_create_game_tables': createGameTables,
  '20261122000000_index_period_boards': indexPeriodBoards,
  '20261122000100_add_leaderboard_counts': addLeaderboardCounts,
  '20261123000000_create_job_leases': createJobLeases,
  '20261124000000_create_idempotency_keys': createIdempotencyKeys,
  '20261125000000_keep_standings_per_player': keepStandingsPerPlayer,
  '20261126020000_name_boards_by_period': nameBoardsByPeriod,
  '20261126021000_create_pick_days': createPickDays,
  '20261126040000_create_effect_jobs': createEffectJobs,
  '20261126045000_create_push_subscriptions': createPushSubscriptions,
  '20261126046000_create_notifications_sent': createNotificationsSent,
  '20261126050000_create_leagues': createLeagues,
  '20261126060000_create_admin_audit': createAdminAudit,
  '20261126060100_one_active_prize_per_month': oneActivePrizePerMonth,
  '20261126070000_index_picks_for_stats': indexPicksForStats,
  '20261128010000_keep_achievement_state': keepAchievementState,
  '20261128230000_create_feed_health': createFeedHealth,
  '20261129060000_index_effect_jobs_by_kind': indexEffectJobsByKind,
  '20261129090000_create_pick_facts_function': createPickFactsFunction,
  '20261129150000_create_pick_facts_many_function': createPickFactsManyFunction,
  '20261130010000_keep_league_member_sets': keepLeagueMemberSets,
  '20261206120000_add_users_timezone_chosen': addUsersTimezoneChosen,
  '20261206130000_index_closed_period_slots': indexClosedPeriodSlots,
  '20261206140000_create_calendar_feeds': createCalendarFeeds,
  '20261206150000_create_league_chat': createLeagueChat,
  '20261206150100_add_weekly_recap_setting': addWeeklyRecapSetting,
  '20261206170000_add_sign_in_methods': addSignInMethods,
  '20261206180000_keep_record_checkpoints': keepRecordCheckpoints,
  '20261207090000_add_users_locale': addUsersLocale,
  '20261208090000_add_game_lines': addGameLines,
  '20261208100000_create_prize_winners': createPrizeWinners,
  '20261208110000_create_league_matchups': createLeagueMatchups,
  '20261209090000_add_streak_shields': addStreakShields,
  '20261210090000_probe_archived_leaders_by_key': probeArchivedLeadersByKey,
};
