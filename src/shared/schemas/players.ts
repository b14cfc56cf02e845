import { z } from 'zod';
import { DB_INT_MAX } from '../constants';
import { playerFiguresSchema } from './figures';
import { numberOrDigits } from './numbers';
import { historyEntrySchema } from './picks';
import { publicPlayerSchema } from './public-player';

/** What any signed-in player may see of another: no e-mail, no settings. */
export const playerSummarySchema = z.object({
  ...publicPlayerSchema.shape,
  subscriptionTier: z.enum(['free', 'premium']),
  ...playerFiguresSchema.shape,
  /** Whether the player holds an earned streak shield (ADR 0050): public, like the streak it guards. */
  shieldHeld: z.boolean(),
  /**
   * Whether their held shield is armed on a pick whose result is not known yet. Told only to the player themself
   * (null to everyone else): which pick carries it, or that one does, is theirs until the game is graded.
   */
  shieldArmed: z.boolean().nullable(),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

export const profileInput = z.object({
  userId: numberOrDigits('userId must be a number').pipe(
    z.number().int('userId is invalid').positive('userId is invalid').max(DB_INT_MAX, 'userId is invalid'),
  ),
  limit: numberOrDigits('limit must be a whole number').pipe(z.number().int().min(1).max(100)).default(50),
});

export const profileSchema = z.object({ user: playerSummarySchema, picks: z.array(historyEntrySchema) });
export type Profile = z.infer<typeof profileSchema>;
