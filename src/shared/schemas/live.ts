import { z } from 'zod';
import { ACHIEVEMENT_CATEGORIES } from '../achievements';
import { DB_INT_MAX } from '../constants';
import { achievementTypeSchema } from './achievements';
import { playerFiguresSchema } from './figures';
import { gameDaySchema, gameSchema, pickResultSchema } from './games';
import { LEADERBOARD_PERIODS, leaderboardResponseSchema } from './leaderboard';
import { leagueBoardResponseSchema } from './leagues';
import { shieldStateSchema } from './shield';

// The live.* subscriptions (WebSocket only). Every message carries serverTime (ISO 8601) so a client
// corrects its countdowns for its own clock; each is yielded with tracked(id, ...). A client that comes
// back with lastEventId gets a fresh snapshot first, then changes: it converges without a reload.

const lastEventId = z.string().max(100).optional();

export const liveGamesInput = z.object({ day: gameDaySchema, lastEventId });
export type LiveGamesInput = z.infer<typeof liveGamesInput>;

export const liveMeInput = z.object({ lastEventId }).optional();

export const liveLeaderboardInput = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  lastEventId,
});
export type LiveLeaderboardInput = z.infer<typeof liveLeaderboardInput>;

const serverTime = z.string();

export const liveGamesMessageSchema = z.discriminatedUnion('type', [
  /** The whole list, as games.today / games.tomorrow give it for this viewer. */
  z.object({
    type: z.literal('snapshot'),
    serverTime,
    day: gameDaySchema,
    date: z.string(),
    timezone: z.string(),
    games: z.array(gameSchema),
  }),
  /** A listed game changed, or a game joined the list: replace or insert it (lists sort by scheduledTime). */
  z.object({ type: z.literal('game'), serverTime, game: gameSchema }),
  /** The game left the list (deleted, moved to another day). A live game of an earlier day that finishes stays, final. */
  z.object({ type: z.literal('removed'), serverTime, gameId: z.number().int() }),
]);
export type LiveGamesMessage = z.infer<typeof liveGamesMessageSchema>;

/** The player's figures as the stat cards show them. */
export const liveStatsSchema = playerFiguresSchema;
export type LiveStats = z.infer<typeof liveStatsSchema>;

const pickCount = {
  dailyPickCount: z.number().int(),
  /** null: premium, no cap. */
  maxDailyPicks: z.number().int().nullable(),
};

/** The player's streak shield (ADR 0050), sent with their figures and their picks: grading and arming change it. */
const shield = { shield: shieldStateSchema };

export const liveMeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), serverTime, stats: liveStatsSchema, ...pickCount, ...shield }),
  /** One of the player's picks was graded (or re-graded): its result and the figures after it. */
  z.object({
    type: z.literal('pickGraded'),
    serverTime,
    pick: z.object({ id: z.number().int(), gameId: z.number().int(), result: pickResultSchema }),
    stats: liveStatsSchema,
    ...shield,
  }),
  z.object({
    type: z.literal('achievement'),
    serverTime,
    achievement: z.object({
      type: achievementTypeSchema,
      period: z.string(),
      title: z.string(),
      description: z.string(),
      iconEmoji: z.string(),
      category: z.enum(ACHIEVEMENT_CATEGORIES),
    }),
  }),
  /** The figures changed without a graded pick (a deleted game, a cleared result). */
  z.object({ type: z.literal('stats'), serverTime, stats: liveStatsSchema, ...shield }),
  /** The day's pick count changed (a pick made, the player's midnight), or the shield was armed or disarmed. */
  z.object({ type: z.literal('picks'), serverTime, ...pickCount, ...shield }),
  /** A prize month's winner was named or changed: the home's winner banner is read again. */
  z.object({ type: z.literal('winner'), serverTime, month: z.string() }),
]);
export type LiveMeMessage = z.infer<typeof liveMeMessageSchema>;

export const liveLeaderboardMessageSchema = z.object({
  type: z.literal('board'),
  serverTime,
  /** The top 10 rows and the player count. */
  board: leaderboardResponseSchema,
});
export type LiveLeaderboardMessage = z.infer<typeof liveLeaderboardMessageSchema>;

export const liveLeagueBoardInput = z.object({
  leagueId: z.number().int().positive().max(DB_INT_MAX),
  period: z.enum(LEADERBOARD_PERIODS),
  lastEventId,
});

/** A league's board (its top 100, as the league page asks for it) now and whenever it changes. */
export const liveLeagueBoardMessageSchema = z.object({
  type: z.literal('leagueBoard'),
  serverTime,
  leagueId: z.number().int(),
  board: leagueBoardResponseSchema,
});
export type LiveLeagueBoardMessage = z.infer<typeof liveLeagueBoardMessageSchema>;
