import { z } from 'zod';
import { SUBSCRIPTION_TIERS } from '../constants';
import { publicPlayerSchema } from './public-player';

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
  ...publicPlayerSchema.shape,
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

/**
 * The caller's own entry on a board, wherever they stand (issue 44): the row as the board shows it, with its rank;
 * on the all-time board, a player below its kept top list has no rank worked out (`rank` null) and `behind` says
 * how many players are ahead at least.
 */
export const leaderboardViewerSchema = leaderboardRowSchema.extend({
  rank: z.number().int().nullable(),
  /** With a null rank: at least this many players are ahead. Null when the rank is given. */
  behind: z.number().int().nullable(),
});
export type LeaderboardViewer = z.infer<typeof leaderboardViewerSchema>;

export const leaderboardResponseSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  /** First day (New York) of the week or month on the board; null for all time. */
  periodStart: z.string().nullable(),
  players: z.array(leaderboardRowSchema),
  /** Every player on the board, not only the rows returned. */
  totalPlayers: z.number().int(),
  /**
   * The caller's own entry (the global boards' answers; added in issue 44): null when they are not on the board
   * (no graded pick in the period). Absent from live messages and league boards.
   */
  viewer: leaderboardViewerSchema.nullable().optional(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
