import { z } from 'zod';

const record = {
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
};
/** round(100 x wins / graded picks), pushes included; null with no graded pick. */
const winRate = z.number().int().min(0).max(100).nullable();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const team = z.object({
  teamId: z.number().int(),
  name: z.string(),
  abbreviation: z.string().nullable(),
  ...record,
});

/** A premium player's advanced stats (GET /api/users/me/stats); days and weekdays in the player's time zone. */
export const advancedStatsSchema = z.object({
  byLeague: z.array(z.object({ sport: z.string(), ...record, winRate })),
  /** All seven weekdays, 0 = Sunday. */
  byWeekday: z.array(z.object({ weekday: z.number().int().min(0).max(6), ...record, winRate })),
  /** The last 365 days, only days with picks (by the day of the game). */
  calendar: z.array(z.object({ day, picks: z.number().int(), ...record })),
  bestTeams: z.array(team),
  worstTeams: z.array(team),
  /** The current streak after each day's graded picks, over the same 365 days. */
  streakOverTime: z.array(z.object({ day, streak: z.number().int() })),
});
export type AdvancedStats = z.infer<typeof advancedStatsSchema>;

/** The refusal a free player gets. */
export const STATS_PREMIUM_ONLY = 'Advanced stats are a premium feature.';
