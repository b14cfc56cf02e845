import { TRPCError } from '@trpc/server';
import { liveChatInput, liveChatUnreadInput } from '../../../shared/schemas/chat';
import { liveLeagueMatchupsInput } from '../../../shared/schemas/league-matchups';
import { liveLeaguePicksInput } from '../../../shared/schemas/league-picks';
import {
  liveGamesInput,
  liveLeaderboardInput,
  liveLeagueBoardInput,
  liveMeInput,
} from '../../../shared/schemas/live';
import type { Context } from '../context';
import { playerProcedure, publicProcedure, router } from '../procedures';

/**
 * The socket's hub and connection, and the subscription's end signal. Live updates need the socket (its
 * backpressure, its closing on logout): refused over HTTP.
 */
function socketOf(ctx: Context, signal: AbortSignal | undefined) {
  if (!ctx.live) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Live updates need a WebSocket connection to /trpc',
    });
  }
  return { ...ctx.live, signal: signal ?? new AbortController().signal };
}

export const liveRouter = router({
  /** The day's games as games.today/tomorrow give them, then every change; open to signed-out visitors. */
  games: publicProcedure.input(liveGamesInput).subscription(({ ctx, input, signal }) => {
    const { hub, connection, signal: end } = socketOf(ctx, signal);
    return hub.games.subscribe(connection, ctx.user?.id ?? null, input.day, end);
  }),

  /** The player's own events: graded picks with their new figures, unlocks, figures, the day's count. */
  me: playerProcedure.input(liveMeInput).subscription(({ ctx, signal }) => {
    const { hub, connection, signal: end } = socketOf(ctx, signal);
    return hub.me.subscribe(connection, ctx.user.id, end);
  }),

  /** The top 10 of a board now and whenever it changes. */
  leaderboard: playerProcedure.input(liveLeaderboardInput).subscription(({ ctx, input, signal }) => {
    const { hub, connection, signal: end } = socketOf(ctx, signal);
    return hub.boards.subscribe(connection, input.period, ctx.user.id, end);
  }),

  /** A league's board (its top 100) now and whenever it changes; members only (404 otherwise). */
  leagueBoard: playerProcedure.input(liveLeagueBoardInput).subscription(({ ctx, input, signal }) => {
    const { hub, connection, signal: end } = socketOf(ctx, signal);
    const { leagueId, period } = input;
    const board = { leagueId, period };
    return hub.leagueBoards.subscribe(connection, board, ctx.user.id, end);
  }),

  /** A league's matchups of this week now and whenever a record in them changes; members only (404 otherwise). */
  leagueMatchups: playerProcedure.input(liveLeagueMatchupsInput).subscription(({ ctx, input, signal }) => {
    const { hub, connection, signal: end } = socketOf(ctx, signal);
    return hub.leagueMatchups.subscribe(connection, { leagueId: input.leagueId }, ctx.user.id, end);
  }),

  /** A league's chat: the newest page, then each message, deletion and reaction; members only (404 otherwise). */
  leagueChat: playerProcedure.input(liveChatInput).subscription(({ ctx, input, signal }) => {
    const { hub, connection, signal: end } = socketOf(ctx, signal);
    return hub.chat.subscribe(connection, ctx.user.id, input.leagueId, end);
  }),

  /** My unread chat counts, then each new message in one of my leagues (the badge elsewhere). */
  chatUnread: playerProcedure.input(liveChatUnreadInput).subscription(({ ctx, signal }) => {
    const { hub, connection, signal: end } = socketOf(ctx, signal);
    return hub.chat.unread(connection, ctx.user.id, end);
  }),

  /** A day of a league's picks as leagues.picks gives it, again as games lock and grade; members only. */
  leaguePicks: playerProcedure.input(liveLeaguePicksInput).subscription(({ ctx, input, signal }) => {
    const { hub, connection, signal: end } = socketOf(ctx, signal);
    return hub.leaguePicks.subscribe(connection, ctx.user, input.leagueId, input.date, end);
  }),
});
