import { z } from 'zod';

export const prizeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  month: z.string(),
  year: z.number().int(),
  isActive: z.boolean(),
});
export type Prize = z.infer<typeof prizeSchema>;

/** The steps that break a tie for a month's prize, in order (ADR 0048). */
export const TIEBREAKER_STEPS = ['streak', 'wins', 'accuracy', 'peak_reached_at'] as const;
/** What decided a month's winner: a step, being the only player on the board, or a tie shared after every step. */
export const decidedBySchema = z.enum([...TIEBREAKER_STEPS, 'only', 'shared']);
export type DecidedBy = z.infer<typeof decidedBySchema>;

const figures = {
  userId: z.number().int(),
  peakStreak: z.number().int(),
  wins: z.number().int(),
  picks: z.number().int(),
  winPercentage: z.number().int(),
  /** The start of the game whose result first took the player to their peak streak of the month. */
  peakReachedAt: z.string().nullable(),
};

export const prizeWinnerSchema = z.object({
  ...figures,
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarKey: z.string(),
});
export type PrizeWinner = z.infer<typeof prizeWinnerSchema>;

/** A prize month's named winner: one player, or several when the tie survived every step (`shared`). */
export const monthWinnerSchema = z.object({
  month: z.string(),
  prizeId: z.number().int().nullable(),
  prizeTitle: z.string(),
  winners: z.array(prizeWinnerSchema),
  shared: z.boolean(),
  decidedBy: decidedBySchema,
  /** The best player who did not win, with the figures the deciding step compared (null: nobody else played). */
  runnerUp: z.object(figures).nullable(),
  decidedAt: z.string(),
});
export type MonthWinner = z.infer<typeof monthWinnerSchema>;

/** A decision as the admin's list keeps it: superseded when a correction named another winner. */
export const winnerRecordSchema = monthWinnerSchema.extend({
  supersededAt: z.string().nullable(),
  supersededReason: z.string().nullable(),
});
export type WinnerRecord = z.infer<typeof winnerRecordSchema>;

/** GET /api/prizes/winners/{month}: a month as 'YYYY-MM'. */
export const winnerMonthInput = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
});
