import { z } from 'zod';
import { DB_INT_MAX } from '../constants';
import { gameSchema, pickResultSchema, teamSchema } from './games';
import { limitInput, numberOrDigits } from './numbers';

const id = (what: string) =>
  numberOrDigits(`${what} must be a number`).pipe(
    z
      .number()
      .int(`${what} must be a whole number`)
      .positive(`${what} is invalid`)
      .max(DB_INT_MAX, `${what} is invalid`),
  );

export const createPickInput = z.object({ gameId: id('gameId'), selectedTeamId: id('selectedTeamId') });
export type CreatePickInput = z.infer<typeof createPickInput>;

export const updatePickInput = z.object({ pickId: id('pickId'), selectedTeamId: id('selectedTeamId') });
export type UpdatePickInput = z.infer<typeof updatePickInput>;

export const pickSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  selectedTeamId: z.number().int(),
  result: pickResultSchema.nullable(),
  pickedAt: z.string(),
});
export type Pick = z.infer<typeof pickSchema>;

export const pickChangeSchema = z.object({
  pick: pickSchema,
  dailyPickCount: z.number().int(),
  maxDailyPicks: z.number().int().nullable(),
});

/** GET /api/picks/user: the player's current picks and where they stand against the daily cap. */
export const myPicksSchema = z.object({
  picks: z.array(pickSchema),
  dailyPickCount: z.number().int(),
  /** 3 for free players, null (unlimited) for premium. */
  maxDailyPicks: z.number().int().nullable(),
});
export type MyPicks = z.infer<typeof myPicksSchema>;

export const historyInput = limitInput(500);

export const historyEntrySchema = pickSchema.extend({
  game: gameSchema,
  selectedTeam: teamSchema,
  opponent: teamSchema,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
