import { z } from 'zod';

export const gameStatusSchema = z.enum(['scheduled', 'live', 'completed']);
export type GameStatus = z.infer<typeof gameStatusSchema>;

export const pickResultSchema = z.enum(['win', 'loss', 'push']);
export type PickResultValue = z.infer<typeof pickResultSchema>;

export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string().nullable(),
  sport: z.string(),
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
});
export type Team = z.infer<typeof teamSchema>;

export const pickStatSchema = z.object({
  teamId: z.number().int(),
  count: z.number().int(),
  percentage: z.number().int(),
});
export type PickStat = z.infer<typeof pickStatSchema>;

/** The viewer's own pick on a game. */
export const viewerPickSchema = z.object({
  id: z.number().int(),
  selectedTeamId: z.number().int(),
  result: pickResultSchema.nullable(),
  pickedAt: z.string(),
});

/**
 * A game's line (issue 42; docs/rules.md "The line"): shown on the card, it names the underdog; picks stay
 * straight-up. `spread` is the points the favourite gives (0: a pick'em, no favourite; null: no spread).
 */
export const gameLineSchema = z.object({
  favorite: z.enum(['home', 'away']).nullable(),
  spread: z.number().nullable(),
  overUnder: z.number().nullable(),
  /** The feed's own words, e.g. 'KC -2.5' or 'EVEN'; null for a line the admin typed. */
  details: z.string().nullable(),
  /** The bookmaker the feed named (e.g. 'ESPN BET'), or 'admin'. */
  source: z.string(),
  /** When the line was read from the feed or typed. */
  asOf: z.string(),
});
export type GameLine = z.infer<typeof gameLineSchema>;

/** A game as every list shows it (player.md section 3). */
export const gameSchema = z.object({
  id: z.number().int(),
  sport: z.string(),
  scheduledTime: z.string(),
  status: gameStatusSchema,
  homeTeam: teamSchema,
  awayTeam: teamSchema,
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  /** A team id, 'push' for a tie, or null while undecided. */
  winnerId: z.union([z.number().int(), z.literal('push')]).nullable(),
  timeRemaining: z.string().nullable(),
  currentPeriod: z.number().int().nullable(),
  notes: z.string().nullable(),
  venue: z.string().nullable(),
  showTeamRecords: z.boolean(),
  homeTeamWins: z.number().int().nullable(),
  homeTeamLosses: z.number().int().nullable(),
  homeTeamTies: z.number().int().nullable(),
  awayTeamWins: z.number().int().nullable(),
  awayTeamLosses: z.number().int().nullable(),
  awayTeamTies: z.number().int().nullable(),
  homeStartingPitcher: z.string().nullable(),
  awayStartingPitcher: z.string().nullable(),
  homePitcherRecord: z.string().nullable(),
  awayPitcherRecord: z.string().nullable(),
  homeTeamPickOption: z.string().nullable(),
  awayTeamPickOption: z.string().nullable(),
  isFreePick: z.boolean(),
  line: gameLineSchema.nullable(),
  /** The side a pick on would count as the underdog (kernel/underdog.rules.ts), or null. */
  underdog: z.enum(['home', 'away']).nullable(),
  pickStats: z.array(pickStatSchema),
  /** Signed-in viewers only: their pick, and whether they may create or change one now. */
  userPick: viewerPickSchema.nullable(),
  canPick: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

export const gameDaySchema = z.enum(['today', 'tomorrow']);
export type GameDay = z.infer<typeof gameDaySchema>;

export const gameListSchema = z.object({
  day: gameDaySchema,
  /** The calendar day shown, 'YYYY-MM-DD' in `timezone`. */
  date: z.string(),
  timezone: z.string(),
  serverTime: z.string(),
  games: z.array(gameSchema),
});
export type GameList = z.infer<typeof gameListSchema>;
