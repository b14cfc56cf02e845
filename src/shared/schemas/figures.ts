import { z } from 'zod';

/** A player's all-time figures, as the stat cards, a player's profile and the live updates show them. */
export const playerFiguresSchema = z.object({
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  totalWins: z.number().int(),
  totalLosses: z.number().int(),
  totalPushes: z.number().int(),
  /** Graded picks: wins, losses and pushes. */
  totalPicks: z.number().int(),
  /** The win rate every screen shows: round(100 x totalWins / totalPicks), pushes counted as graded picks. */
  winPercentage: z.number().int(),
});
export type PlayerFigures = z.infer<typeof playerFiguresSchema>;
