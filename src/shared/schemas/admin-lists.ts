import { z } from 'zod';
import { DB_INT_MAX } from '../constants';
import { adminPickSchema } from './admin';
import { gameSchema } from './games';
import { numberOrDigits } from './numbers';
import { pageFields } from './pages';

// The dashboard's long lists paged, searched, filtered and sorted by the server: the page shown and the
// total both come from one filter, so "N found" always counts what the filters select.

/** Page from 1; 1-200 rows a page (50 by default). */
const paging = {
  page: numberOrDigits('page must be a whole number')
    .pipe(z.number().int().min(1).max(DB_INT_MAX))
    .default(1),
  pageSize: numberOrDigits('pageSize must be a whole number')
    .pipe(z.number().int().min(1).max(200))
    .default(50),
};
const search = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));
/** A yes/no filter as JSON (true/false) or as a query string carries it ("true"/"false"). */
const flag = (message: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: message })
    .transform((v) => v === true || v === 'true')
    .default(false);

/** The users tab's orders (admin.users.list's `sort`): newest account first (the default), oldest, username A-Z, most wins, most picks, latest login. */
export type UserSort = 'newest' | 'oldest' | 'username' | 'wins' | 'picks' | 'lastLogin';

/** Newest first (the default) or oldest first: by pick time for picks, by start for games. */
export const TIME_SORTS = ['newest', 'oldest'] as const;
export type TimeSort = (typeof TIME_SORTS)[number];
const timeSort = z.enum(TIME_SORTS, { error: 'sort must be newest or oldest' }).default('newest');

/** GET /api/admin/picks/search: user picks, paged; `ungradedOnly` keeps the picks waiting for a hand grade. */
export const adminPicksPageInput = z
  .object({ search, ungradedOnly: flag('ungradedOnly must be true or false'), sort: timeSort, ...paging })
  .default({ ungradedOnly: false, sort: 'newest', page: 1, pageSize: 50, search: undefined });
export type AdminPicksPageInput = z.infer<typeof adminPicksPageInput>;

export const adminPicksPageSchema = z.object({ picks: z.array(adminPickSchema), ...pageFields });
export type AdminPicksPage = z.infer<typeof adminPicksPageSchema>;

/** GET /api/admin/games/history/search: completed and live games, paged; by team name, sport and status. */
export const gameHistoryPageInput = z
  .object({
    search,
    sportId: numberOrDigits('sportId must be a whole number')
      .pipe(z.number().int().positive().max(DB_INT_MAX))
      .optional(),
    status: z.enum(['completed', 'live'], { error: 'status must be completed or live' }).optional(),
    sort: timeSort,
    ...paging,
  })
  .default({ sort: 'newest', page: 1, pageSize: 50, search: undefined });
export type GameHistoryPageInput = z.infer<typeof gameHistoryPageInput>;

export const gameHistoryPageSchema = z.object({ games: z.array(gameSchema), ...pageFields });
export type GameHistoryPage = z.infer<typeof gameHistoryPageSchema>;
