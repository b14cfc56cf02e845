import { z } from 'zod';
import { idSchema } from '../../../shared/schemas/admin';
import {
  createGameInput,
  gameHistoryInput,
  gameScoreInput,
  updateGameInput,
} from '../../../shared/schemas/admin-games';
import { gameHistoryPageInput, gameHistoryPageSchema } from '../../../shared/schemas/admin-lists';
import { gameSchema } from '../../../shared/schemas/games';
import { createFreePick } from '../../workflows/free-pick.service';
import {
  createGame,
  deleteGame,
  editGame,
  gameHistory,
  gameHistoryPage,
  scheduledGames,
} from '../../workflows/game-admin.service';
import { enterScore } from '../../workflows/score-entry.service';
import { adminNoInput, adminProcedure, router } from '../procedures';

/** admin.games: create, manage, score and the free pick. */
export const gamesAdminRouter = router({
  /** The manage-games tab (GET /api/admin/games). */
  scheduled: adminNoInput.output(z.array(gameSchema)).query(({ ctx }) => scheduledGames(ctx.deps)),
  /** The game-history tab (GET /api/admin/games/history). */
  history: adminProcedure
    .input(gameHistoryInput)
    .output(z.array(gameSchema))
    .query(({ ctx, input }) => gameHistory(ctx.deps, input)),
  /** The tab's paged view: team search, sport, status, order (GET /api/admin/games/history/search). */
  historySearch: adminProcedure
    .input(gameHistoryPageInput)
    .output(gameHistoryPageSchema)
    .query(({ ctx, input }) => gameHistoryPage(ctx.deps, input)),
  create: adminProcedure
    .input(createGameInput)
    .output(gameSchema)
    .mutation(({ ctx, input }) => createGame(ctx.deps, ctx.user.id, input)),
  update: adminProcedure
    .input(updateGameInput)
    .output(gameSchema)
    .mutation(({ ctx, input }) => editGame(ctx.deps, ctx.user.id, input)),
  remove: adminProcedure
    .input(z.object({ id: idSchema }))
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteGame(ctx.deps, ctx.user.id, input.id)),
  /** Score entry and Fix Score (PUT /api/admin/games/:id/score). */
  score: adminProcedure
    .input(gameScoreInput)
    .output(gameSchema)
    .mutation(({ ctx, input }) => enterScore(ctx.deps, ctx.user.id, input)),
  /** "Free Pick Push Tomorrow" (POST /api/admin/free-pick). */
  freePick: adminNoInput.output(gameSchema).mutation(({ ctx }) => createFreePick(ctx.deps, ctx.user.id)),
});
