import { z } from 'zod';
import { achievementTypeSchema } from './achievements';

/** A share link of mine: the page to send (its preview shows the card) and the card's image. */
export const shareLinkSchema = z.object({ path: z.string(), imagePath: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const achievementShareInput = z.object({ type: achievementTypeSchema });
