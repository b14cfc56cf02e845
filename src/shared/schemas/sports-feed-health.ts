import { z } from 'zod';

/** GET /api/admin/feed-health: one line per feed league. */
export const feedHealthSchema = z.object({
  leagues: z.array(
    z.object({
      league: z.string(),
      sport: z.string(),
      /** The feed's last answer to an admin's import or team sync (ISO time), or null. */
      lastFetchAt: z.string().nullable(),
      /** The feed's last answer to the live poller. */
      lastPollAt: z.string().nullable(),
      lastError: z.string().nullable(),
      lastErrorAt: z.string().nullable(),
      /** Games of the sport past their start that are still scheduled. */
      overdueGames: z.number().int(),
      /** Pending suggestions of the sport starting within two hours. */
      pendingSoon: z.number().int(),
    }),
  ),
});
export type FeedHealth = z.infer<typeof feedHealthSchema>;
