import { z } from 'zod';
import { idSchema } from './admin';
import { pickResultSchema } from './games';
import { publicPlayerSchema } from './public-player';

export const LEAGUE_PICKS_MESSAGES = {
  date: 'Date must be a calendar date written YYYY-MM-DD',
} as const;

const dateSchema = z
  .string({ error: LEAGUE_PICKS_MESSAGES.date })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, LEAGUE_PICKS_MESSAGES.date);

/** One day of a league's picks, in the viewer's time zone (today when no date is given). */
export const leaguePicksInput = z.object({ leagueId: idSchema, date: dateSchema.optional() });

const team = z.object({
  id: z.number().int(),
  name: z.string(),
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
});

/** How a group picked a game: picks on each side and the home side's share (rounded percent). */
const split = z.object({ home: z.number().int(), away: z.number().int(), homePercent: z.number().int() });

/**
 * A game's picks in a compact form (ADR 0055): the members who picked each side, user ids in the members' order
 * (the day's `members`), and each side's result, which every pick on that side shares once the game is graded
 * (null before). `ownResults` lists the rare picks whose result is not their side's: picks an admin graded by hand on
 * a completed game without a known winner. A 1,000-member league's day of 12 games is 12,000 ids here, where a list
 * of `{ userId, teamId, result }` objects was ten times the JSON, and as many objects built, checked and serialized.
 */
const gamePicksSchema = z.object({
  home: z.array(z.number().int()),
  away: z.array(z.number().int()),
  homeResult: pickResultSchema.nullable(),
  awayResult: pickResultSchema.nullable(),
  ownResults: z.array(z.object({ userId: z.number().int(), result: pickResultSchema.nullable() })),
});
export type LeagueGamePicks = z.infer<typeof gamePicksSchema>;

/**
 * A game of the day as a league sees it. Locked (started or no longer scheduled): every member's pick with its
 * result, the league's split and the global pick share. Still open: the viewer's own pick alone, no splits.
 */
export const leaguePicksGameSchema = z.object({
  id: z.number().int(),
  sport: z.string(),
  scheduledTime: z.string(),
  status: z.enum(['scheduled', 'live', 'completed']),
  homeTeam: team,
  awayTeam: team,
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  locked: z.boolean(),
  picks: gamePicksSchema,
  league: split.nullable(),
  global: split.nullable(),
});
export type LeaguePicksGame = z.infer<typeof leaguePicksGameSchema>;

/** A day of a league's picks: the members whose picks show (by username ignoring case, then id), and the day's games in start order. */
export const leaguePicksDaySchema = z.object({
  leagueId: z.number().int(),
  date: z.string(),
  timezone: z.string(),
  previousDate: z.string(),
  nextDate: z.string(),
  members: z.array(publicPlayerSchema),
  games: z.array(leaguePicksGameSchema),
});
export type LeaguePicksDay = z.infer<typeof leaguePicksDaySchema>;

export const liveLeaguePicksInput = z.object({
  leagueId: idSchema,
  date: dateSchema.optional(),
  lastEventId: z.string().max(100).optional(),
});

/** live.leaguePicks: the day as leagues.picks gives it, again whenever a game locks or grades or a pick changes. */
export const liveLeaguePicksMessageSchema = z.object({
  type: z.literal('leaguePicks'),
  day: leaguePicksDaySchema,
});
export type LiveLeaguePicksMessage = z.infer<typeof liveLeaguePicksMessageSchema>;
