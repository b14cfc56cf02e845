import { z } from 'zod';
import { FEED_SPORT_NAMES } from '../constants';
import { idSchema } from './admin';

/** The dashboard's words for the sports feed (admin.md section 5 where it gives them). */
export const FEED_MESSAGES = {
  noSports: 'Please select at least one sport to import games from.',
  unknownSport: (name: string) => `Unknown sport "${name}". Choose from ${FEED_SPORT_NAMES.join(', ')}.`,
  suggestionNotFound: 'Suggested game not found',
  alreadyApproved: 'This suggested game was already approved',
  alreadyRejected: 'This suggested game was already rejected',
  notRejected: 'Only a rejected suggested game can be restored',
  gameExists: 'A game for this event already exists',
  sameTeam: 'This suggested game names the same team as home and away',
  feedDown: 'The sports feed could not be read. Please try again later.',
  syncSportRequired: 'Please choose a sport to sync.',
  syncSportUnknown: 'Unknown sport',
  noFeedLeague: 'has no team data in the sports feed; nothing was synced.',
} as const;

/** Chip names match ignoring case and spaces; the canonical spelling comes out. */
const importSport = z
  .string({ error: (issue) => FEED_MESSAGES.unknownSport(String(issue.input)) })
  .trim()
  .transform((name, ctx) => {
    const found = FEED_SPORT_NAMES.find((s) => s.toLowerCase() === name.toLowerCase());
    if (!found) {
      ctx.addIssue({ code: 'custom', message: FEED_MESSAGES.unknownSport(name) });
      return z.NEVER;
    }
    return found;
  });

export const fetchGamesInput = z.object(
  {
    sports: z
      .array(importSport, { error: FEED_MESSAGES.noSports })
      .min(1, FEED_MESSAGES.noSports)
      .max(50)
      .transform((names) => [...new Set(names)]),
  },
  { error: FEED_MESSAGES.noSports },
);
export type FetchGamesInput = z.infer<typeof fetchGamesInput>;

/** admin.md's "Suggested game"; records read 'W-L', 'W-L-T' (ties) or 'W-D-L' (soccer). */
export const suggestedGameSchema = z.object({
  id: z.number().int(),
  sport: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamRecord: z.string().nullable(),
  awayTeamRecord: z.string().nullable(),
  scheduledTime: z.string(),
  venue: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
});
export type SuggestedGame = z.infer<typeof suggestedGameSchema>;

/** The pending list, soonest first, and the two counts the tab shows. */
export const suggestedGamesListSchema = z.object({
  suggestedGames: z.array(suggestedGameSchema),
  /** Every suggestion ever imported (pending, approved, rejected). */
  total: z.number().int(),
  pending: z.number().int(),
});

/** What an import did, for one sport and summed over the sports. */
const importCounts = {
  imported: z.number().int(),
  /** Importable events already suggested (in any status) or already a game. */
  skipped: z.number().int(),
};

export const sportImportSchema = z.object({
  sport: z.string(),
  ...importCounts,
  /** Why the feed could not be read for this sport; null when it could. */
  error: z.string().nullable(),
});

export const fetchSummarySchema = z.object({
  sports: z.array(sportImportSchema),
  ...importCounts,
  /** Sports whose feed failed. */
  failed: z.number().int(),
});
export type FetchSummary = z.infer<typeof fetchSummarySchema>;

/** One sport done: `done` of `total` sports, `imported` games so far across them. */
export const fetchProgressSchema = z.object({
  sport: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  imported: z.number().int(),
  error: z.string().nullable(),
});
export type FetchProgress = z.infer<typeof fetchProgressSchema>;

/** What the fetchProgress subscription yields: progress per sport, then the summary. */
export type FetchProgressEvent =
  | ({ type: 'progress' } & FetchProgress)
  | { type: 'done'; summary: FetchSummary };

export const suggestionIdInput = z.object({ id: idSchema });

export const rejectResultSchema = z.object({ id: z.number().int(), status: z.literal('rejected') });
export const restoreResultSchema = z.object({ id: z.number().int(), status: z.literal('pending') });
export const bulkRejectResultSchema = z.object({ rejected: z.number().int() });

// ---- team sync ----
export const syncSportInput = z.object(
  {
    sport: z
      .string({ error: FEED_MESSAGES.syncSportRequired })
      .trim()
      .min(1, FEED_MESSAGES.syncSportRequired)
      .max(60),
  },
  { error: FEED_MESSAGES.syncSportRequired },
);

/** What a team sync did to the teams, for one sport and summed over the sports. */
const syncCounts = {
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
};

export const sportSyncSchema = z.object({
  sport: z.string(),
  ...syncCounts,
  error: z.string().nullable(),
  /** Said when nothing could be done for a reason other than a failure (PGA: no team feed). */
  message: z.string().nullable(),
});
export type SportSync = z.infer<typeof sportSyncSchema>;

export const teamSyncSummarySchema = z.object({
  sports: z.array(sportSyncSchema),
  ...syncCounts,
  failed: z.number().int(),
});
export type TeamSyncSummary = z.infer<typeof teamSyncSummarySchema>;

/** `failed`: how many feed leagues could not be read (all of them is a 502 instead). */
export const syncColorsResultSchema = z.object({ updated: z.number().int(), failed: z.number().int() });
export const updateRecordsResultSchema = z.object({
  updatedCount: z.number().int(),
  failed: z.number().int(),
});
