import { z } from 'zod';
import { gameSchema } from '../../../shared/schemas/games';
import {
  bulkRejectResultSchema,
  type FetchProgress,
  type FetchProgressEvent,
  type FetchSummary,
  fetchGamesInput,
  fetchSummarySchema,
  rejectResultSchema,
  restoreResultSchema,
  suggestedGameSchema,
  suggestedGamesListSchema,
  suggestionIdInput,
} from '../../../shared/schemas/sports-feed';
import { progressStream } from '../../modules/sports-feed/import/progress-stream';
import {
  fetchSuggestedGames,
  listRejectedSuggestedGames,
  listSuggestedGames,
  rejectAllSuggestedGames,
  rejectSuggestedGame,
  restoreSuggestedGame,
} from '../../workflows/feed-import/suggested-games.service';
import { approveSuggestedGame } from '../../workflows/feed-import/suggestion-approval.service';
import { adminNoInput, adminProcedure, router } from '../procedures';

/** The sports-api tab: games suggested by the sports feed. */
export const suggestedGamesAdminRouter = router({
  /** Pending suggestions, soonest first, with counts (GET /api/admin/suggested-games). */
  list: adminNoInput.output(suggestedGamesListSchema).query(({ ctx }) => listSuggestedGames(ctx.deps)),
  /** Fetch Games: imports the next 2 days (POST /api/admin/suggested-games/fetch). */
  fetch: adminProcedure
    .input(fetchGamesInput)
    .output(fetchSummarySchema)
    .mutation(({ ctx, input }) => fetchSuggestedGames(ctx.deps, ctx.user.id, input.sports)),
  /** Fetch Games over the WebSocket: a progress event per sport, then `done` with the summary. */
  fetchProgress: adminProcedure.input(fetchGamesInput).subscription(async function* ({
    ctx,
    input,
  }): AsyncGenerator<FetchProgressEvent> {
    const stream = progressStream<FetchProgress, FetchSummary>((onProgress) =>
      fetchSuggestedGames(ctx.deps, ctx.user.id, input.sports, onProgress),
    );
    for await (const item of stream) {
      if (item.kind === 'progress') yield { type: 'progress', ...item.progress };
      else yield { type: 'done', summary: item.result };
    }
  }),
  /** Creates missing teams and the game (POST /api/admin/suggested-games/:id/approve). */
  approve: adminProcedure
    .input(suggestionIdInput)
    .output(gameSchema)
    .mutation(({ ctx, input }) => approveSuggestedGame(ctx.deps, ctx.user.id, input.id)),
  reject: adminProcedure
    .input(suggestionIdInput)
    .output(rejectResultSchema)
    .mutation(({ ctx, input }) => rejectSuggestedGame(ctx.deps, ctx.user.id, input.id)),
  /** "Reject All (n)" (POST /api/admin/suggested-games/bulk-reject). */
  bulkReject: adminNoInput
    .output(bulkRejectResultSchema)
    .mutation(({ ctx }) => rejectAllSuggestedGames(ctx.deps, ctx.user.id)),
  /** Rejected suggestions not started yet, soonest first (GET /api/admin/suggested-games/rejected). */
  rejected: adminNoInput
    .output(z.array(suggestedGameSchema))
    .query(({ ctx }) => listRejectedSuggestedGames(ctx.deps)),
  /** Back to pending (POST /api/admin/suggested-games/:id/restore). */
  restore: adminProcedure
    .input(suggestionIdInput)
    .output(restoreResultSchema)
    .mutation(({ ctx, input }) => restoreSuggestedGame(ctx.deps, ctx.user.id, input.id)),
});
