import { z } from 'zod';
import { SUBSCRIPTION_TIERS } from '../constants';

/** Rows a board returns by default and at most (player.md: fetch limit 100). */
export const LEADERBOARD_LIMIT = 100;

export const LEADERBOARD_MESSAGES = {
  limit: 'Limit must be a whole number of at least 1',
} as const;

/**
 * The boards, by one name from the database to the browser: this week's, this month's ("season" in the
 * REST paths, mapped there) and all time.
 */
export const LEADERBOARD_PERIODS = ['weekly', 'monthly', 'alltime'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
/** The boards of a period: a week or a month (New York). */
export type PeriodBoard = Exclude<LeaderboardPeriod, 'alltime'>;

/** `limit` is optional; above 100 it is served as 100, below 1 or not a whole number it is refused. */
export const leaderboardInput = z
  .object({
    limit: z
      .number({ error: LEADERBOARD_MESSAGES.limit })
      .int(LEADERBOARD_MESSAGES.limit)
      .min(1, LEADERBOARD_MESSAGES.limit)
      .optional(),
  })
  .optional();
export type LeaderboardInput = z.infer<typeof leaderboardInput>;

/** One player on a board (player.md, Leaderboard row) with their rank and accuracy. */
export const leaderboardRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarKey: z.string(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  /** Weekly and monthly boards: the period's wins; all time: every win. */
  totalWins: z.number().int(),
  /** The losses and pushes of the same period, so the row reads W-L-P. */
  losses: z.number().int(),
  pushes: z.number().int(),
  /** Weekly and monthly boards: the period's graded picks; all time: every graded pick. */
  totalPicks: z.number().int(),
  /** Always the player's live streak. */
  currentStreak: z.number().int(),
  /** Weekly and monthly boards: the peak streak reached in the period; all time: the longest ever. */
  longestStreak: z.number().int(),
  /** Ties share a rank: 1, 1, 3. */
  rank: z.number().int(),
  /** round(100 * totalWins / totalPicks). */
  winPercentage: z.number().int(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardResponseSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  /** First day (New York) of the week or month on the board; null for all time. */
  periodStart: z.string().nullable(),
  players: z.array(leaderboardRowSchema),
  /** Every player on the board, not only the rows returned. */
  totalPlayers: z.number().int(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
