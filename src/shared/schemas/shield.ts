import { z } from 'zod';
import { updatePickInput } from './picks';

// The earned streak shield (issue 42, ADR 0050): what the player holds and where it is armed.

/** A pick of the player's to arm the shield on, or to take it off (its id read as a pick change reads it). */
export const shieldPickInput = updatePickInput.pick({ pickId: true });
export type ShieldPickInput = z.infer<typeof shieldPickInput>;

/** The player's shield: whether they hold one, and the pick it is armed on (a pick without a result yet), if any. */
export const shieldStateSchema = z.object({
  held: z.boolean(),
  armedPickId: z.number().int().nullable(),
});
export type ShieldState = z.infer<typeof shieldStateSchema>;
