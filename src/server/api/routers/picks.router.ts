import { z } from 'zod';
import {
  createPickInput,
  historyEntrySchema,
  historyInput,
  myPicksSchema,
  pickChangeSchema,
  updatePickInput,
} from '../../../shared/schemas/picks';
import { shieldPickInput, shieldStateSchema } from '../../../shared/schemas/shield';
import { myPicks } from '../../modules/picks/picks.service';
import { changePick, createPick } from '../../workflows/new-picks';
import { armShield, disarmShield, shieldState } from '../../workflows/streak-shield';
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
  /** The player's streak shield: held or not, and the pick without a result yet that carries it (ADR 0050). */
  shield: playerNoInput.output(shieldStateSchema).query(({ ctx }) => shieldState(ctx.deps.db, ctx.user.id)),
  /** Arms the held shield on one's own pick before its game locks. */
  armShield: playerProcedure
    .input(shieldPickInput)
    .output(shieldStateSchema)
    .mutation(({ ctx, input }) => armShield(ctx.deps, ctx.user, input.pickId)),
  /** Takes the shield off one's own pick before its game locks. */
  disarmShield: playerProcedure
    .input(shieldPickInput)
    .output(shieldStateSchema)
    .mutation(({ ctx, input }) => disarmShield(ctx.deps, ctx.user, input.pickId)),
  /** Every pick with its game, newest first. */
  history: playerProcedure
    .input(historyInput)
    .output(z.array(historyEntrySchema))
    .query(({ ctx, input }) => pickHistory(ctx.deps, ctx.user, input.limit)),
});
