import { z } from 'zod';
import {
  createPickInput,
  historyEntrySchema,
  historyInput,
  myPicksSchema,
  pickChangeSchema,
  updatePickInput,
} from '../../../shared/schemas/picks';
import { myPicks } from '../../modules/picks/picks.service';
import { changePick, createPick } from '../../workflows/new-picks';
import { playerNoInput, playerProcedure, router } from '../procedures';
import { pickHistory } from '../views/pick-history';

export const picksRouter = router({
  /** Pick a team of a game that has not started; counts against the daily cap. */
  create: playerProcedure
    .input(createPickInput)
    .output(pickChangeSchema)
    .mutation(({ ctx, input }) => createPick(ctx.deps, ctx.user, input)),
  /** Change one's own pick before the start. */
  update: playerProcedure
    .input(updatePickInput)
    .output(pickChangeSchema)
    .mutation(({ ctx, input }) => changePick(ctx.deps, ctx.user, input)),
  /** Current picks, today's count and the cap (3, or null for premium). */
  mine: playerNoInput.output(myPicksSchema).query(({ ctx }) => myPicks(ctx.deps, ctx.user)),
  /** Every pick with its game, newest first. */
  history: playerProcedure
    .input(historyInput)
    .output(z.array(historyEntrySchema))
    .query(({ ctx, input }) => pickHistory(ctx.deps, ctx.user, input.limit)),
});
