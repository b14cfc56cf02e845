import { z } from 'zod';
import { idSchema } from './admin';
import { publicPlayerSchema } from './public-player';

// Weekly head-to-head in a league (ADR 0049): this week's matchups with both players' records as games grade, and
// the season's table of matchups won, lost and tied.

/** A player in a matchup (as others see them), with their record in the matchup's week (the weekly board's). */
export const matchupPlayerSchema = publicPlayerSchema.extend({
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  pushes: z.number().int().nonnegative(),
});
export type MatchupPlayer = z.infer<typeof matchupPlayerSchema>;

/** One matchup: `away` null is a bye; `leader` is who is ahead (more wins, then fewer losses), null for a bye. */
export const leagueMatchupSchema = z.object({
  home: matchupPlayerSchema,
  away: matchupPlayerSchema.nullable(),
  leader: z.enum(['home', 'away', 'tie']).nullable(),
});
export type LeagueMatchup = z.infer<typeof leagueMatchupSchema>;

/** A league's matchups of one week (its Monday, New York time); none before the league has two members. */
export const matchupWeekSchema = z.object({
  week: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  matchups: z.array(leagueMatchupSchema),
});
export type MatchupWeek = z.infer<typeof matchupWeekSchema>;

/** A player's line in the season's head-to-head table: finished weeks' matchups won, lost and tied. */
export const headToHeadLineSchema = publicPlayerSchema.extend({
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  ties: z.number().int().nonnegative(),
});
export type HeadToHeadLine = z.infer<typeof headToHeadLineSchema>;

/** This week's matchups and the season's table (the year of the weeks, New York; finished weeks only). */
export const leagueMatchupsSchema = z.object({
  thisWeek: matchupWeekSchema,
  season: z.string(),
  table: z.array(headToHeadLineSchema),
});
export type LeagueMatchups = z.infer<typeof leagueMatchupsSchema>;

export const liveLeagueMatchupsInput = z.object({
  leagueId: idSchema,
  lastEventId: z.string().max(100).optional(),
});

/** live.leagueMatchups: this week's matchups now and whenever a record in them changes. */
export const liveLeagueMatchupsMessageSchema = z.object({
  type: z.literal('leagueMatchups'),
  serverTime: z.string(),
  leagueId: z.number().int(),
  thisWeek: matchupWeekSchema,
});
export type LiveLeagueMatchupsMessage = z.infer<typeof liveLeagueMatchupsMessageSchema>;
