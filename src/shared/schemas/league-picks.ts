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

const leaguePickSchema = z.object({
  userId: z.number().int(),
  teamId: z.number().int(),
  result: pickResultSchema.nullable(),
});
type LeaguePick = z.infer<typeof leaguePickSchema>;

const RESULTS = new Set<unknown>(pickResultSchema.options);
const isLeaguePick = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    Number.isInteger(p.userId) && Number.isInteger(p.teamId) && (p.result === null || RESULTS.has(p.result))
  );
};

/**
 * A game's picks, up to one per member (12,000 in a 1,000-member league's day of 12 games): checked by one
 * predicate over the array, as the bus's id columns are, because zod's walk of each pick as an object took about
 * 10 ms of the server's CPU an answer and copied every pick (docs/benchmarks/leagues.md, issue 41). Documented as
 * the array of picks it is.
 */
const leaguePicksSchema = z
  .custom<LeaguePick[]>((v) => Array.isArray(v) && v.every(isLeaguePick), {
    message: 'picks: each { userId, teamId, result }',
  })
  .meta({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        userId: { type: 'integer' },
        teamId: { type: 'integer' },
        result: { anyOf: [{ type: 'string', enum: pickResultSchema.options }, { type: 'null' }] },
      },
      required: ['userId', 'teamId', 'result'],
      additionalProperties: false,
    },
  });

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
  picks: leaguePicksSchema,
  league: split.nullable(),
  global: split.nullable(),
});
export type LeaguePicksGame = z.infer<typeof leaguePicksGameSchema>;

/** A day of a league's picks: the members who picked, and the day's games in start order. */
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
